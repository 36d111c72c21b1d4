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
 * calls the onUnauthorized handler; a business code with a handler (./businessCodes.ts) calls it instead of the toast.
 * The bytes travel through a transport (src/providers/httpTransport.ts: the browser's XMLHttpRequest, no library).
 */
import { SUCCESS_CODE, writeEffectOf, type Endpoint, type Envelope } from "../api/endpoint";
import { hasCodeHandler, runCodeHandler } from "./businessCodes";
import { canonicalQuery, signatureHeaders } from "../api/signing";
import { config } from "../config";
import { ApiError, businessErrorText, httpErrorText, NO_RESPONSE_TEXT } from "./errors";
import { buildHeaders, type IdentityUser } from "./headers";
import { clearAuth, getToken, getUser } from "./session";
import { prepareRequest, type QueryParams } from "./httpRequest";
import {
  asEnvelope,
  envelopeOf,
  errorBodyMsg,
  filenameFrom,
  isJsonResponse,
  normalizePage,
  parsedBody,
} from "./httpResponse";
import { toastError } from "./toast";
import { sendWrite, writeHeaders, type WriteCallOptions } from "./writeHeaders";
import {
  isTransportError,
  xhrTransport,
  type HttpTransport,
  type TransportResponse,
  type UploadProgress,
} from "./httpTransport";

// The request preparation and the response reading are pure and tested on their own; they are re-exported here,
// where the client's users (and its tests) find them.
export { prepareRequest, toQueryParams, type PreparedRequest, type QueryParams } from "./httpRequest";
export { normalizePage } from "./httpResponse";

export interface CallOptions extends WriteCallOptions {
  /** Extra query parameters (e.g. those of the token call). */
  query?: QueryParams;
  /** No toast on failure (the promise still rejects). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Overrides the configured timeout (10 s). */
  timeoutMs?: number;
  /** A bearer token to use instead of the stored one (the login reads the user info before storing its token). */
  token?: string;
  /** Upload progress of the request body (multipart uploads). */
  onUploadProgress?: (event: UploadProgress) => void;
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
  /** How requests travel; default: the browser's XMLHttpRequest (tests hand in a fake). */
  transport: HttpTransport;
}

export interface HttpClient {
  call<Req, Res>(ep: Endpoint<Req, Res>, payload?: Req, options?: CallOptions): Promise<Res>;
  callEnvelope<Req, Res>(
    ep: Endpoint<Req, Res>,
    payload?: Req,
    options?: CallOptions,
  ): Promise<Envelope<Res>>;
  download<Req>(ep: Endpoint<Req, unknown>, payload?: Req, options?: CallOptions): Promise<Download>;
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

// ---- 403 handler

// A 403 may mean the account's lists changed while the console was open (issue 29): the layout re-reads the user
// info then (src/layout/AccessFollower.tsx). Nothing by default.
let forbiddenHandler: () => void = () => undefined;

/** Registers what happens after a 403 answer (the error is still thrown and shown as usual). */
export function onForbidden(handler: (() => void) | null): void {
  forbiddenHandler = handler ?? (() => undefined);
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
    transport: xhrTransport,
  };
}

export function createHttpClient(overrides: Partial<HttpClientSettings> = {}): HttpClient {
  const settings: HttpClientSettings = { ...defaultSettings(), ...overrides };
  const baseURL = settings.baseURL.replace(/\/+$/, "");

  /** No answer: refused, dropped, timed out, aborted, or a failure before sending (not the transport's). */
  function noAnswerError(error: unknown): ApiError {
    if (isTransportError(error) && error.kind === "canceled") {
      return new ApiError("请求已取消", { kind: "network", canceled: true });
    }
    const timedOut = isTransportError(error) && error.kind === "timeout";
    return new ApiError(NO_RESPONSE_TEXT, { kind: timedOut ? "timeout" : "network" });
  }

  /** An answer whose status is not 2xx. */
  async function statusError(response: TransportResponse): Promise<ApiError> {
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
    if (response.status === 403) forbiddenHandler();
    return apiError;
  }

  /** Signs and sends one request; HTTP and network failures reject with ApiError (no toast here). */
  async function exchange(ep: Endpoint, payload: unknown, options: CallOptions): Promise<TransportResponse> {
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
    if (options.idempotencyKey && writeEffectOf(ep))
      Object.assign(headers, writeHeaders(options.idempotencyKey, options.recordVersion));
    let response: TransportResponse;
    try {
      response = await settings.transport({
        method: ep.method,
        // The query string is the signed one, written once: nothing re-encodes it.
        url: baseURL + (queryString ? `${prepared.path}?${queryString}` : prepared.path),
        headers,
        // The exact signed text, or the FormData as is (the browser writes its multipart boundary).
        body: prepared.form ?? prepared.body,
        timeoutMs: options.timeoutMs ?? settings.timeoutMs,
        signal: options.signal,
        responseType: ep.response === "blob" ? "blob" : "json",
        onUploadProgress: options.onUploadProgress,
      });
    } catch (error) {
      throw noAnswerError(error);
    }
    if (response.status < 200 || response.status >= 300) throw await statusError(response);
    return response;
  }

  /** One call's exchange; a write's with its idempotency key (src/providers/writeHeaders.ts `sendWrite`). */
  const send = (ep: Endpoint, payload: unknown, options: CallOptions): Promise<TransportResponse> =>
    writeEffectOf(ep)
      ? sendWrite((keyed) => exchange(ep, payload, keyed), options)
      : exchange(ep, payload, options);

  function report(error: unknown, options: CallOptions): never {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError(error instanceof Error ? error.message : String(error), { kind: "network" });
    const handled =
      apiError.kind === "business" && apiError.code !== undefined && hasCodeHandler(apiError.code);
    if (!options.silent && !apiError.canceled && !handled) {
      toastError(apiError.message);
      apiError.toasted = true;
    }
    throw apiError;
  }

  /**
   * The envelope of a response. A blob endpoint resolves a success envelope around the Blob unless the server
   * answered a JSON error envelope. A body that is no envelope at all is a business failure (服务异常).
   */
  async function envelopeFrom(ep: Endpoint, response: TransportResponse): Promise<Envelope<unknown>> {
    if (ep.response === "blob") {
      const envelope = isJsonResponse(response.header("Content-Type"))
        ? await envelopeOf(response.data)
        : null;
      if (!envelope || envelope.code === SUCCESS_CODE)
        return { code: SUCCESS_CODE, msg: null, data: response.data };
      runCodeHandler(envelope.code);
      return envelope;
    }
    const envelope = await envelopeOf(response.data);
    if (!envelope) throw new ApiError(businessErrorText(null), { kind: "business" });
    runCodeHandler(envelope.code);
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
      return (await envelopeFrom(ep, await send(ep, payload, options))) as Envelope<Res>;
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
      const envelope = await envelopeFrom(ep, await send(ep, payload, options));
      if (envelope.code !== SUCCESS_CODE) throw businessError(envelope);
      return envelope.data as Res;
    } catch (error) {
      return report(error, options);
    }
  }

  async function download<Req>(ep: Endpoint<Req, unknown>, payload?: Req, options: CallOptions = {}) {
    try {
      const response = await send(ep, payload, options);
      const envelope = await envelopeFrom(ep, response);
      // An error envelope carries no Blob; a success without one has nothing to save.
      if (!(envelope.data instanceof Blob)) throw businessError(envelope);
      return { blob: envelope.data, filename: filenameFrom(response.header("Content-Disposition")) };
    } catch (error) {
      return report(error, options);
    }
  }

  return { call, callEnvelope, download };
}

/** The client of the running console (configuration from src/config, session from src/providers/session). */
export const http = createHttpClient();

export const call: HttpClient["call"] = (ep, payload, options) => http.call(ep, payload, options);
export const callEnvelope: HttpClient["callEnvelope"] = (ep, payload, options) =>
  http.callEnvelope(ep, payload, options);
export const download: HttpClient["download"] = (ep, payload, options) => http.download(ep, payload, options);
