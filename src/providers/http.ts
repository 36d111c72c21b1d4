/**
 * The console's HTTP client (docs/architecture.md, "The console's HTTP client"; design §4; spec §7/§8).
 *
 * Every call goes through an endpoint declaration of src/api:
 * - `{name}` path segments are filled (percent-encoded) from the payload field `name`, which leaves the payload;
 * - GET/DELETE payload → query string, POST/PUT → JSON body, payload "multipart" → FormData; `options.query` adds
 *   query parameters to any call;
 * - the query string is written by the client itself, sorted and encoded exactly as it is signed
 *   (signing.canonicalQuery); array values repeat the name; null/undefined values are left out; nested objects are
 *   sent as JSON text;
 * - the JSON body is serialised once and that exact text is both signed and sent; multipart bodies sign "";
 * - the signed PATH is the declared path with its parameters filled, without the base URL.
 * Success is envelope code 1; paginated data has current/size/total converted to numbers. Failures reject with an
 * ApiError and show the §8 toast (one error toast at a time) unless `silent`. A 401 also clears the session and
 * calls the onUnauthorized handler.
 */
import axios, { type AxiosInstance, type AxiosProgressEvent, type AxiosResponse } from "axios";
import type { Endpoint, Envelope } from "../api/endpoint";
import { SUCCESS_CODE } from "../api/endpoint";
import { canonicalQuery, signatureHeaders, type QueryValue } from "../api/signing";
import { config } from "../config";
import { ApiError, businessErrorText, httpErrorText, NO_RESPONSE_TEXT } from "./errors";
import { buildHeaders, type IdentityUser } from "./headers";
import { clearAuth, getToken, getUser } from "./session";
import { toastError } from "./toast";

export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface CallOptions {
  /** Extra query parameters (e.g. those of the token call). */
  query?: QueryParams;
  /** No toast on failure (the promise still rejects). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Overrides the configured timeout (10 s). */
  timeoutMs?: number;
  /** A bearer token to use instead of the stored one (the login reads the user info before storing its token). */
  token?: string;
  /** Upload progress of the request body (multipart uploads); passed to axios as is. */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename?: string;
}

export interface HttpClientSettings {
  baseURL: string;
  timeoutMs: number;
  accessKey: string;
  accessSecret: string;
  clientId: string;
  clientSecret: string;
  /** Session readers; default: src/providers/session. */
  getToken: () => string | null;
  getUser: () => IdentityUser | null;
}

export interface HttpClient {
  call<Req, Res>(ep: Endpoint<Req, Res>, payload?: Req, options?: CallOptions): Promise<Res>;
  callEnvelope<Req, Res>(
    ep: Endpoint<Req, Res>,
    payload?: Req,
    options?: CallOptions,
  ): Promise<Envelope<Res>>;
  download<Req>(ep: Endpoint<Req, unknown>, payload?: Req, options?: CallOptions): Promise<Download>;
  readonly axios: AxiosInstance;
}

// ---- 401 handler

// By default nothing more is needed: the route guard (src/layout/guards.tsx, through useSession) reacts to
// clearAuth and sends the person to /login, keeping the current path in `reduce`.
const defaultUnauthorized = (): void => undefined;
let unauthorizedHandler: () => void = defaultUnauthorized;

/** Registers what happens after a 401 (the client has already cleared the session). Default: go to /login. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorized;
}

// ---- request preparation (pure)

export interface PreparedRequest {
  /** Declared path with `{params}` filled; what is signed. */
  path: string;
  query: QueryParams;
  /** Exact JSON text sent, or undefined for no body. */
  body?: string;
  form?: FormData;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}

function toQueryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Payload fields → query parameters (null/undefined dropped, arrays kept as repeated values). */
export function toQueryParams(fields: Record<string, unknown>): QueryParams {
  const query: QueryParams = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) query[name] = value.map(toQueryValue).filter((v) => v !== undefined);
    else if (toQueryValue(value) !== undefined) query[name] = toQueryValue(value);
  }
  return query;
}

function toFormData(payload: unknown): FormData {
  if (payload instanceof FormData) return payload;
  const form = new FormData();
  if (!isPlainObject(payload)) return form;
  for (const [name, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function copyForm(form: FormData): FormData {
  const copy = new FormData();
  form.forEach((value, name) => copy.append(name, value));
  return copy;
}

/** Fills the path parameters and places the rest of the payload (pure; exported for tests). */
export function prepareRequest(ep: Endpoint, payload: unknown, options: CallOptions = {}): PreparedRequest {
  // A FormData is copied so that taking the path parameters out of it leaves the caller's object alone.
  let rest: unknown = payload instanceof FormData ? copyForm(payload) : payload;
  const path = ep.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    let value: unknown;
    if (rest instanceof FormData) {
      value = rest.get(name);
      rest.delete(name);
    } else if (isPlainObject(rest)) {
      const { [name]: taken, ...others } = rest;
      value = taken;
      rest = others;
    }
    if (value === undefined || value === null || value === "") {
      throw new Error(`${ep.method} ${ep.path}: 缺少路径参数 ${name}`);
    }
    return encodeURIComponent(String(value));
  });

  const extra = options.query ?? {};
  if (ep.payload === "query") {
    return { path, query: { ...(isPlainObject(rest) ? toQueryParams(rest) : {}), ...extra } };
  }
  if (ep.payload === "multipart") return { path, query: { ...extra }, form: toFormData(rest) };
  return { path, query: { ...extra }, body: rest === undefined ? undefined : JSON.stringify(rest) };
}

// ---- response helpers

function asEnvelope(data: unknown): Envelope<unknown> | null {
  if (!isPlainObject(data) || !("code" in data)) return null;
  const code = Number(data.code);
  if (!Number.isFinite(code)) return null;
  return { code, msg: typeof data.msg === "string" ? data.msg : null, data: data.data };
}

function toNumber(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A page with its numbers converted (the server may send them as strings). */
export function normalizePage(data: unknown): unknown {
  if (!isPlainObject(data)) return { current: 0, size: 0, total: 0, records: [] };
  return {
    ...data,
    current: toNumber(data.current),
    size: toNumber(data.size),
    total: toNumber(data.total),
    records: Array.isArray(data.records) ? data.records : [],
  };
}

/** A body that may be parsed data, JSON text or a Blob, parsed; undefined when it is no JSON. */
async function parsedBody(data: unknown): Promise<unknown> {
  try {
    if (data instanceof Blob) return JSON.parse(await data.text());
    // Stryker disable next-line StringLiteral: axios (responseType "json") has parsed any JSON text already
    if (typeof data === "string") return JSON.parse(data);
  } catch {
    return undefined;
  }
  return data;
}

/** A JSON envelope carried in a body that may be parsed data, JSON text or a Blob. */
async function envelopeOf(data: unknown): Promise<Envelope<unknown> | null> {
  return asEnvelope(await parsedBody(data));
}

/**
 * The msg of an HTTP error body. Gateways and proxies answer errors with `{msg}` alone (no code), and that text still
 * replaces the catalogue text, so it is read from any JSON object, envelope or not.
 */
function errorBodyMsg(body: unknown): string | null {
  return isPlainObject(body) && typeof body.msg === "string" ? body.msg : null;
}

/** A JSON media type (application/json, application/problem+json, ...); a Blob's type is the same header. */
function isJsonResponse(response: AxiosResponse<unknown>): boolean {
  return /json/i.test(String(response.headers["content-type"] ?? ""));
}

function filenameFrom(disposition: unknown): string | undefined {
  if (typeof disposition !== "string") return undefined;
  // RFC 5987: filename*=UTF-8'<language>'<percent-encoded name> (quotes tolerated), preferred over filename=.
  const star = /filename\*\s*=\s*"?UTF-8'[^']*'([^";]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : undefined;
}

// ---- the client

function defaultSettings(): HttpClientSettings {
  return {
    baseURL: config.apiBaseUrl,
    timeoutMs: config.requestTimeoutMs,
    accessKey: config.accessKey,
    accessSecret: config.accessSecret,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    getToken,
    getUser,
  };
}

export function createHttpClient(overrides: Partial<HttpClientSettings> = {}): HttpClient {
  const settings: HttpClientSettings = { ...defaultSettings(), ...overrides };
  const instance = axios.create({ baseURL: settings.baseURL, timeout: settings.timeoutMs });

  async function toApiError(error: unknown): Promise<ApiError> {
    if (axios.isCancel(error)) return new ApiError("请求已取消", { kind: "network", canceled: true });
    // No answer: refused, dropped or timed out (ETIMEDOUT, with clarifyTimeoutError), or a failure before sending.
    if (!axios.isAxiosError(error) || !error.response) {
      const timedOut = axios.isAxiosError(error) && error.code === "ETIMEDOUT";
      return new ApiError(NO_RESPONSE_TEXT, { kind: timedOut ? "timeout" : "network" });
    }
    const response = error.response;
    const body = await parsedBody(response.data);
    const envelope = asEnvelope(body);
    const apiError = new ApiError(httpErrorText(response.status, errorBodyMsg(body)), {
      kind: "http",
      status: response.status,
      code: envelope?.code,
      envelope: envelope ?? undefined,
    });
    if (response.status === 401) {
      clearAuth();
      unauthorizedHandler();
    }
    return apiError;
  }

  /** Signs and sends one request; HTTP and network failures reject with ApiError (no toast here). */
  async function exchange(
    ep: Endpoint,
    payload: unknown,
    options: CallOptions,
  ): Promise<AxiosResponse<unknown>> {
    const prepared = prepareRequest(ep, payload, options);
    const queryString = canonicalQuery(prepared.query);
    const headers: Record<string, string> = {
      ...buildHeaders(ep, {
        token: options.token ?? settings.getToken(),
        user: settings.getUser(),
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
      }),
      ...(await signatureHeaders(settings.accessKey, settings.accessSecret, {
        method: ep.method,
        path: prepared.path,
        query: prepared.query,
        body: prepared.form ? "" : (prepared.body ?? ""),
      })),
    };
    if (prepared.body !== undefined) headers["Content-Type"] = "application/json";
    try {
      return await instance.request<unknown>({
        method: ep.method,
        url: queryString ? `${prepared.path}?${queryString}` : prepared.path,
        data: prepared.form ?? prepared.body,
        headers,
        // undefined keeps the instance's timeout (settings.timeoutMs).
        timeout: options.timeoutMs,
        signal: options.signal,
        onUploadProgress: options.onUploadProgress,
        responseType: ep.response === "blob" ? "blob" : "json",
        // The body is already the exact signed text (or FormData): axios must not transform it.
        transformRequest: [],
        // Timeouts as ETIMEDOUT; the other options (silentJSONParsing: an invalid JSON body stays text) are axios's
        // defaults, merged with this.
        transitional: { clarifyTimeoutError: true },
      });
    } catch (error) {
      throw await toApiError(error);
    }
  }

  function report(error: unknown, options: CallOptions): never {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError(error instanceof Error ? error.message : String(error), { kind: "network" });
    if (!options.silent && !apiError.canceled) {
      toastError(apiError.message);
      apiError.toasted = true;
    }
    throw apiError;
  }

  /**
   * The envelope of a response. A blob endpoint resolves a success envelope around the Blob unless the server
   * answered a JSON error envelope. A body that is no envelope at all is a business failure (服务异常).
   */
  async function envelopeFrom(ep: Endpoint, response: AxiosResponse<unknown>): Promise<Envelope<unknown>> {
    if (ep.response === "blob") {
      const envelope = isJsonResponse(response) ? await envelopeOf(response.data) : null;
      if (envelope && envelope.code !== SUCCESS_CODE) return envelope;
      return { code: SUCCESS_CODE, msg: null, data: response.data };
    }
    const envelope = await envelopeOf(response.data);
    if (!envelope) throw new ApiError(businessErrorText(null), { kind: "business" });
    if (ep.paginated && envelope.code === SUCCESS_CODE)
      return { ...envelope, data: normalizePage(envelope.data) };
    return envelope;
  }

  function businessError(envelope: Envelope<unknown>): ApiError {
    return new ApiError(businessErrorText(envelope.msg), { kind: "business", code: envelope.code, envelope });
  }

  async function callEnvelope<Req, Res>(
    ep: Endpoint<Req, Res>,
    payload?: Req,
    options: CallOptions = {},
  ): Promise<Envelope<Res>> {
    try {
      return (await envelopeFrom(ep, await exchange(ep, payload, options))) as Envelope<Res>;
    } catch (error) {
      return report(error, options);
    }
  }

  async function call<Req, Res>(
    ep: Endpoint<Req, Res>,
    payload?: Req,
    options: CallOptions = {},
  ): Promise<Res> {
    try {
      const envelope = await envelopeFrom(ep, await exchange(ep, payload, options));
      if (envelope.code !== SUCCESS_CODE) throw businessError(envelope);
      return envelope.data as Res;
    } catch (error) {
      return report(error, options);
    }
  }

  async function download<Req>(ep: Endpoint<Req, unknown>, payload?: Req, options: CallOptions = {}) {
    try {
      const response = await exchange(ep, payload, options);
      const envelope = await envelopeFrom(ep, response);
      // An error envelope carries no Blob; a success without one has nothing to save.
      if (!(envelope.data instanceof Blob)) throw businessError(envelope);
      return { blob: envelope.data, filename: filenameFrom(response.headers["content-disposition"]) };
    } catch (error) {
      return report(error, options);
    }
  }

  return { call, callEnvelope, download, axios: instance };
}

/** The client of the running console (configuration from src/config, session from src/providers/session). */
export const http = createHttpClient();

export const call: HttpClient["call"] = (ep, payload, options) => http.call(ep, payload, options);
export const callEnvelope: HttpClient["callEnvelope"] = (ep, payload, options) =>
  http.callEnvelope(ep, payload, options);
export const download: HttpClient["download"] = (ep, payload, options) => http.download(ep, payload, options);
