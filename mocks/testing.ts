/**
 * Helpers for in-process tests of the stand-in (`app.request(...)`, no network):
 *
 *   const s = createTestStandIn();
 *   const token = await s.login("demo");            // or: await s.loginBySms("13800000005") for guarded
 *   const { status, body } = await s.call(api.message.unReadNum, { platform: "provider" }, { token });
 *
 * Requests are built like the console builds them (src/providers/http.ts): `{name}` path segments filled from the
 * payload, GET/DELETE payload in the sorted query string, POST/PUT payload as the JSON body, multipart as FormData,
 * and signed with src/api/signing.ts.
 */
import Database from "better-sqlite3";
import type { Endpoint, Envelope } from "../src/api/endpoint";
import { canonicalQuery, signatureHeaders, type QueryValue } from "../src/api/signing";
import * as account from "../src/api/account";
import * as basicPublic from "../src/api/basicPublic";
import * as workerAccount from "../src/api/worker/account";
import { devDefaults } from "../src/config/devDefaults";
import { CONSOLE_PROTOCOLS, PROTOCOL_CODES } from "../src/domain/protocols";
import { API_BASE, createApp, type CreateAppOptions, type StandIn } from "./app";
import { openDatabase, runSeed, SEED_ANCHOR } from "./db";
import type { Db } from "./db/types";
import { DEMO_PASSWORD } from "./accounts/seed/accounts";
import { encryptPassword } from "./passwords";
import { STAND_IN_SMS_CODE } from "./sms";

export const TEST_ORIGIN = "http://stand-in.test";

/**
 * In-process requests have no socket: the test stand-in takes the client address from this header (default
 * TEST_CLIENT), so a test can act as several clients. Only `createTestStandIn` reads it; a served stand-in takes the
 * socket's address.
 */
export const TEST_CLIENT_HEADER = "x-test-client";
export const TEST_CLIENT = "127.0.0.1";

type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface BuildOptions {
  /** Bearer token. */
  token?: string | null;
  /** `Authorization` header as is (overrides token and the basic credential). */
  authorization?: string;
  /** Extra query parameters (e.g. the token call's grant_type). */
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: no signature headers. */
  sign?: boolean;
  accessKey?: string;
  accessSecret?: string;
  /** Signature timestamp (ms); default: the stand-in's clock. */
  timestamp?: number;
  nonce?: string;
}

function toQueryValue(value: unknown): QueryValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

/** A signed Request for `endpoint`, as the console would send it. */
export async function buildSignedRequest<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req | undefined,
  options: BuildOptions & { now: number },
): Promise<Request> {
  const rest: Record<string, unknown> =
    typeof payload === "object" && payload !== null && !Array.isArray(payload) ? { ...payload } : {};
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const query: QueryParams = { ...(options.query ?? {}) };
  let body: string | FormData | undefined;
  let signedBody = "";
  if (endpoint.payload === "query") {
    for (const [name, value] of Object.entries(rest)) {
      if (Array.isArray(value)) query[name] = value.map(toQueryValue).filter((v) => v !== undefined);
      else if (toQueryValue(value) !== undefined) query[name] = toQueryValue(value);
    }
  } else if (endpoint.payload === "multipart") {
    const form = new FormData();
    for (const [name, value] of Object.entries(rest)) {
      if (value instanceof Blob) form.append(name, value);
      else if (value !== undefined && value !== null) form.append(name, String(value));
    }
    body = form;
  } else if (payload !== undefined) {
    body = JSON.stringify(Array.isArray(payload) ? payload : rest);
    signedBody = body;
  }
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (typeof body === "string") headers["Content-Type"] = "application/json";
  if (options.authorization !== undefined) headers.Authorization = options.authorization;
  else if (endpoint.auth === "basic") {
    headers.Authorization = `Basic ${btoa(`${devDefaults.clientId}:${devDefaults.clientSecret}`)}`;
  } else if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.sign !== false) {
    Object.assign(
      headers,
      await signatureHeaders(
        options.accessKey ?? devDefaults.accessKey,
        options.accessSecret ?? devDefaults.accessSecret,
        { method: endpoint.method, path, query, body: signedBody },
        options.timestamp ?? options.now,
        options.nonce,
      ),
    );
  }
  const qs = canonicalQuery(query);
  const url = `${TEST_ORIGIN}${API_BASE}${path}${qs ? `?${qs}` : ""}`;
  return new Request(url, { method: endpoint.method, headers, body, signal: options.signal });
}

export interface CallResult<Res> {
  status: number;
  /** The parsed JSON body (an envelope for every JSON answer of the stand-in). */
  body: Envelope<Res>;
  response: Response;
}

export interface TestStandIn extends StandIn {
  /** Every log line (SMS codes and the like). */
  logs: string[];
  /** The stand-in's clock (ms); `advance` moves it. */
  now(): number;
  advance(ms: number): void;
  call<Req, Res>(
    endpoint: Endpoint<Req, Res>,
    payload?: Req,
    options?: BuildOptions,
  ): Promise<CallResult<Res>>;
  /** Password login; returns the token (throws when the login fails). */
  login(username?: string, password?: string): Promise<string>;
  /** SMS login (sends the code, then logs in with it); the only way in for `guarded`. Returns the token. */
  loginBySms(mobile: string): Promise<string>;
  /**
   * Accepts, as the console's prompt would, every agreement the account logged in with `token` must accept (issue
   * 43: until then its business calls are refused): for `newcomer` and new staff accounts before their first call.
   * Returns the token.
   */
  acceptAgreements(token: string): Promise<string>;
}

const templates = new Map<number, Buffer>();

/** A freshly seeded in-memory database (the seed is built once per process and scale, then copied). */
export function seededTestDb(scale = 1): Db {
  let template = templates.get(scale);
  if (!template) {
    const db = openDatabase();
    runSeed(db, { scale });
    template = db.serialize();
    db.close();
    templates.set(scale, template);
  }
  const db = new Database(template);
  db.pragma("foreign_keys = ON");
  return db;
}

/**
 * Records that the staff account `accountId` accepted the current version of every agreement it must accept (the
 * privacy policy; the 服务商入驻协议 is its main account's), as its first visit to the console would: a fixture for
 * tests of a colleague's work, which cannot accept through the calls before its first password change.
 */
export function acceptAgreementsOf(db: Db, accountId: number): void {
  db.prepare(
    `INSERT OR IGNORE INTO protocol_acceptances (account_id, protocol_code, version, accepted_at)
     SELECT ?, code, version, '2026-11-20 10:00:00' FROM protocols WHERE must_accept = 1 AND code != ?`,
  ).run(accountId, PROTOCOL_CODES.providerService);
}

/** The login password as the console sends it (RSA-OAEP under the development public key). */
export function encryptForLogin(plain: string): string {
  return encryptPassword(plain, devDefaults.loginPublicKey);
}

export function createTestStandIn(
  options: Partial<Omit<CreateAppOptions, "db" | "clock" | "log">> & { scale?: number; start?: number } = {},
): TestStandIn {
  let current = options.start ?? SEED_ANCHOR + 60 * 60 * 1000;
  const logs: string[] = [];
  const standIn = createApp({
    checkAnswers: true,
    clientAddress: (c) => c.req.header(TEST_CLIENT_HEADER) ?? TEST_CLIENT,
    ...options,
    db: seededTestDb(options.scale),
    clock: () => current,
    log: (line) => logs.push(line),
  });
  const call = async <Req, Res>(
    endpoint: Endpoint<Req, Res>,
    payload?: Req,
    callOptions: BuildOptions = {},
  ): Promise<CallResult<Res>> => {
    const request = await buildSignedRequest(endpoint, payload, { ...callOptions, now: current });
    const response = await standIn.app.request(request);
    const text = await response.clone().text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Envelope<Res>, response };
  };
  return {
    ...standIn,
    logs,
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    call,
    async login(username = "demo", password = DEMO_PASSWORD) {
      const { body } = await call(
        account.token,
        { username, password: encryptForLogin(password) },
        { query: { grant_type: "password", scope: "server", terminalId: "test-terminal" } },
      );
      if (body.code !== 1) {
        const hint = body.code === 200333308 ? " (this account needs loginBySms)" : "";
        throw new Error(`login ${username} failed: ${body.code} ${body.msg}${hint}`);
      }
      return body.data.accessToken.tokenValue;
    },
    async loginBySms(mobile) {
      const sent = await call(workerAccount.sendVerifyCode, { mobile, scene: "login" });
      if (sent.body.code !== 1)
        throw new Error(`SMS to ${mobile} failed: ${sent.body.code} ${sent.body.msg}`);
      const { body } = await call(account.token, undefined, {
        query: { grant_type: "app", key: mobile, verifyCode: STAND_IN_SMS_CODE, terminalId: "test-terminal" },
      });
      if (body.code !== 1) throw new Error(`SMS login ${mobile} failed: ${body.code} ${body.msg}`);
      return body.data.accessToken.tokenValue;
    },
    async acceptAgreements(token) {
      for (const protocolCode of CONSOLE_PROTOCOLS) {
        const alert = (await call(basicPublic.protocolAlert, { protocolCode }, { token })).body;
        if (alert.code !== 1)
          throw new Error(`protocol/alert ${protocolCode} failed: ${alert.code} ${alert.msg}`);
        if (!alert.data.needAlert) continue;
        const { version } = alert.data;
        const accepted = (await call(basicPublic.protocolAccept, { protocolCode, version }, { token })).body;
        if (accepted.code !== 1)
          throw new Error(`protocol/accept ${protocolCode} failed: ${accepted.code} ${accepted.msg}`);
      }
      return token;
    },
  };
}
