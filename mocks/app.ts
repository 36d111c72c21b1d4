import { Hono, type Context } from "hono";
import { writeEffectOf } from "../src/api/endpoint";
import { devDefaults } from "../src/config/devDefaults";
import { reseed, seededScale } from "./db/seed";
import type { Db } from "./db/types";
import { BIZ, BIZ_MSG } from "./bizCodes";
import { BizError, failure } from "./errors";
import { DroppedConnection, Faults, faultMiddleware } from "./faults";
import { DEV_LOGIN_PRIVATE_KEY_PATH, readPrivateKey } from "./passwords";
import {
  bodyKindOf,
  bodyLimitOf,
  createRouteMatcher,
  declaredLength,
  malformedBody,
  parseMultipart,
  readLimited,
  socketAddress,
  tooLarge,
  type MatchedRoute,
} from "./gateway";
import { DEFAULT_LIMITS, type StandInLimits } from "./limits";
import { IDEMPOTENT_REPLAYED_HEADER } from "./live/idempotency";
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from "./live/settings";
import { envelopeOf, performWrite, Replayed, WriteDetailsCollector } from "./live/writeEvents";
import { FORBIDDEN_MESSAGE, isHeldByAgreements, isPermitted, passwordChangeRefusal } from "./permissions";
import { hasAgreementToAccept } from "./accounts/protocolStore";
import {
  collectRoutes,
  endpointKey,
  type AppSettings,
  type HandlerContext,
  type Logger,
  type RouteModule,
  type ServedRoute,
} from "./router";
import { routeModules } from "./routes";
import { DEV_FILE_URL_SECRET } from "./files/fileAccess";
import {
  bearerToken,
  endDisabledSession,
  isClientCredential,
  resolveSession,
  type SessionUser,
} from "./sessions";
import { securityHeaders } from "./securityHeaders";
import {
  createSignatureVerifier,
  hasSignatureHeaders,
  sqliteNonceStore,
  type SignatureHeaders,
} from "./signature";
import { isTestHookPath, mountTestHooks } from "./testHooks";
import { AnswerMismatch, checkAnswer } from "./answerCheck";
import { systemClock, type Clock } from "./time";

/** Where the stand-in mounts the API (the console's default base URL). */
export const API_BASE = "/api";

export const HTTP_MESSAGES = {
  unauthorized: "未授权，请重新登录",
  badClient: "客户端认证失败",
  notFound: "接口不存在",
  serverError: "服务器内部错误",
  badJson: "请求体不是有效的 JSON",
} as const;

export interface CreateAppOptions {
  db: Db;
  /** Epoch milliseconds; tests pass their own to move time. */
  clock?: Clock;
  /** One line per event (SMS codes, errors). Default: console.log. */
  log?: Logger;
  accessKey?: string;
  accessSecret?: string;
  clientId?: string;
  clientSecret?: string;
  /** PEM file of the login private key (default: the development key in mocks/dev-keys). */
  loginPrivateKeyPath?: string;
  /** Secret of the signed file URLs (default: the development one, mocks/files/fileAccess.ts). */
  fileUrlSecret?: string;
  /** Enables the unsigned /api/__test__ hooks (faults, reset). */
  testHooks?: boolean;
  /** Enables the development pages under /api/__dev__ (loopback clients only). Default off. */
  devPages?: boolean;
  /**
   * Holds every successful answer to its call's answer schema (src/api/wire) and fails the call with HTTP 500 when
   * it does not match (./answerCheck.ts). On in the stand-in's tests, off when serving.
   */
  checkAnswers?: boolean;
  /** Overrides of the gateway's limits (mocks/limits.ts). */
  limits?: Partial<StandInLimits>;
  /** Overrides of the push channel's timing (mocks/live/settings.ts). */
  live?: Partial<LiveSettings>;
  /** Calls to act as not serving ("METHOD /path": AppSettings.unserved). */
  unserved?: readonly string[];
  /** The caller's address (default: the socket's; tests pass their own to act as several clients). */
  clientAddress?: (c: Context) => string;
  /** Route modules to serve (default: mocks/routes.ts). */
  modules?: readonly RouteModule[];
}

export interface StandIn {
  app: Hono;
  faults: Faults;
  db: Db;
  settings: AppSettings;
  routes: ServedRoute[];
  /** Restores the seed data (same scale as the first seed). */
  reset(): void;
}

/** Thrown by ctx.requireUser() without a logged-in account. */
class Unauthorized extends Error {}

function firstValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in out)) out[name] = value;
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function createApp(options: CreateAppOptions): StandIn {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.log(line));
  const settings: AppSettings = {
    accessKey: options.accessKey ?? devDefaults.accessKey,
    accessSecret: options.accessSecret ?? devDefaults.accessSecret,
    clientId: options.clientId ?? devDefaults.clientId,
    clientSecret: options.clientSecret ?? devDefaults.clientSecret,
    loginPrivateKey: readPrivateKey(options.loginPrivateKeyPath ?? DEV_LOGIN_PRIVATE_KEY_PATH),
    fileUrlSecret: options.fileUrlSecret ?? DEV_FILE_URL_SECRET,
    testHooks: options.testHooks ?? false,
    devPages: options.devPages ?? false,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    live: { ...DEFAULT_LIVE_SETTINGS, ...options.live },
    unserved: new Set(options.unserved ?? []),
  };
  const clientAddress = options.clientAddress ?? socketAddress;
  const verifier = createSignatureVerifier(
    { [settings.accessKey]: settings.accessSecret },
    clock,
    sqliteNonceStore(db),
  );
  const faults = new Faults();
  const modules = options.modules ?? routeModules;
  const routes = collectRoutes(modules);
  const match = createRouteMatcher(routes);
  const app = new Hono();

  const reset = () => {
    reseed(db, { scale: seededScale(db), log });
    faults.clear();
  };

  const unauthorized = (c: Context, msg: string = HTTP_MESSAGES.unauthorized) =>
    c.json(failure(401, msg), 401);
  const forbidden = (c: Context, msg: string) => c.json(failure(403, msg), 403);
  const notFound = (c: Context) => c.json(failure(404, HTTP_MESSAGES.notFound), 404);

  /**
   * Every /api call but the test hooks and development pages: size limit → signature headers → route → body (read
   * under its limit) → signature and nonce → then `serve` (token → permission → handler). Nothing is read from the
   * body of an unsigned request, and an unsigned caller learns nothing about which paths exist.
   */
  async function gateway(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    // The raw (still percent-encoded) path: the console signs the path as it sends it.
    const path = url.pathname.slice(API_BASE.length);
    const length = declaredLength(c.req.raw);
    if (length !== null && length > settings.limits.uploadBodyBytes) return tooLarge(c);

    // A call the stand-in acts as not serving is a path it does not know.
    const found = match(c.req.method, path);
    const matched = found && !settings.unserved.has(endpointKey(found.route.endpoint)) ? found : null;
    let signature: SignatureHeaders | null = null;
    // A route served unsigned (the file fetch) still checks the signature of a request that sends one.
    if (matched?.route.options.signed !== false || hasSignatureHeaders((name) => c.req.header(name))) {
      const checked = verifier.checkHeaders((name) => c.req.header(name));
      if (typeof checked === "string") return forbidden(c, checked);
      signature = checked;
    }

    const contentType = c.req.header("content-type") ?? "";
    const kind = bodyKindOf(matched?.route.endpoint ?? null, contentType);
    if (typeof kind === "object") return c.json(failure(415, kind.refused), 415);
    let bytes: Uint8Array<ArrayBuffer> = new Uint8Array(0);
    if (kind !== "none") {
      const read = await readLimited(c.req.raw, bodyLimitOf(kind, settings.limits));
      if (!read) return tooLarge(c);
      bytes = read;
    }
    // Multipart bodies and query endpoints sign the empty string.
    const raw = kind === "json" ? new TextDecoder().decode(bytes) : "";

    if (signature) {
      const problem = await verifier.verify(signature, {
        method: c.req.method,
        path,
        query: url.searchParams,
        body: raw,
      });
      if (problem) return forbidden(c, problem);
    }
    if (!matched) return notFound(c);
    let payload: Record<string, unknown> | null = null;
    let body: unknown = undefined;
    if (kind === "multipart") {
      payload = await parseMultipart(bytes, contentType);
      if (!payload) return malformedBody(c);
    } else if (kind === "json" && raw.trim() !== "") {
      try {
        body = JSON.parse(raw);
      } catch {
        return c.json(failure(400, HTTP_MESSAGES.badJson));
      }
    }
    if (payload === null) {
      payload =
        kind === "none" ? { ...firstValues(url.searchParams) } : isPlainObject(body) ? { ...body } : {};
    }
    return serve(c, matched, { payload, body, query: firstValues(url.searchParams) });
  }

  async function serve(
    c: Context,
    { route, params }: MatchedRoute,
    input: { payload: Record<string, unknown>; body: unknown; query: Record<string, string> },
  ): Promise<Response> {
    const { endpoint } = route;
    let user: SessionUser | null = null;
    const authorization = c.req.header("authorization");
    if (endpoint.auth === "basic") {
      if (!isClientCredential(authorization, settings.clientId, settings.clientSecret)) {
        return unauthorized(c, HTTP_MESSAGES.badClient);
      }
    } else {
      const token = bearerToken(authorization);
      user = token ? resolveSession(db, token, clock()) : null;
      // A disabled account's session ends at its next call, answered with the reason (issue 29).
      const ended = token && !user ? endDisabledSession(db, token) : null;
      if (endpoint.auth === "bearer" && !route.options.public && !user)
        return unauthorized(c, ended ?? undefined);
    }
    // Routes served without a token decide for anonymous callers themselves; a known account is always checked.
    if ((user || !route.options.public) && !isPermitted(endpoint, user))
      return forbidden(c, FORBIDDEN_MESSAGE);
    const mustChange = passwordChangeRefusal(endpoint, user);
    if (mustChange) return forbidden(c, mustChange);
    // Issue 43 (A1): the agreements come before any business call (the console opens its prompt on this code).
    if (isHeldByAgreements(endpoint, user) && hasAgreementToAccept(db, user))
      return c.json(failure(BIZ.agreementsPending, BIZ_MSG.agreementsPending));

    const payload = Object.assign(input.payload, params);
    // A write runs in one transaction with its live event, version check and idempotency key (live/writeEvents.ts).
    const effect = writeEffectOf(endpoint);
    const written = effect ? new WriteDetailsCollector() : null;
    try {
      const ctx: HandlerContext = {
        endpoint,
        payload,
        body: input.body,
        query: input.query,
        params,
        user,
        client: clientAddress(c),
        requireUser: () => {
          if (!user) throw new Unauthorized();
          return user;
        },
        db,
        clock,
        log,
        settings,
        c,
        live: written ? (details) => written.add(details) : () => undefined,
      };
      const result =
        effect && written
          ? performWrite({
              db,
              now: clock(),
              endpoint,
              effect,
              user,
              payload,
              body: input.body,
              method: c.req.method,
              path: new URL(c.req.url).pathname,
              header: (name) => c.req.header(name),
              details: written,
              run: () => route.handler(ctx),
            })
          : await route.handler(ctx);
      if (result instanceof Replayed) {
        c.header(IDEMPOTENT_REPLAYED_HEADER, "true");
        return c.json(result.envelope);
      }
      if (result instanceof Response) return result;
      const envelope = envelopeOf(result);
      if (options.checkAnswers) checkAnswer(endpoint, envelope.data);
      return c.json(envelope);
    } catch (error) {
      if (error instanceof BizError) return c.json(failure(error.code, error.message));
      if (error instanceof Unauthorized) return unauthorized(c);
      throw error;
    }
  }

  app.use("*", securityHeaders());
  app.use(`${API_BASE}/*`, faultMiddleware(faults, isTestHookPath));
  if (settings.testHooks) mountTestHooks(app, { faults, reset, db, settings, clock });
  for (const module of modules) module.mountExtras?.(app, { db, clock, log, settings, clientAddress });
  app.all(API_BASE, gateway);
  app.all(`${API_BASE}/*`, gateway);

  app.onError((error, c) => {
    // A mismatched answer fails the test that made the call, with its reason (checkAnswers is a test setting).
    if (error instanceof DroppedConnection || error instanceof AnswerMismatch) throw error;
    log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json(failure(500, HTTP_MESSAGES.serverError), 500);
  });

  return { app, faults, db, settings, routes, reset };
}
