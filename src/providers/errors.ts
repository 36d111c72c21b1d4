/**
 * The error catalogue of spec §8 for calls, and the error every failed call rejects with.
 *
 * HTTP errors: 401 未授权，请重新登录; 403 拒绝访问; 404 请求错误,未找到该资源 (ASCII comma, as the spec writes it);
 * 500 服务器端出错; any other status "未知的错误信息" immediately followed by the status code (e.g. 未知的错误信息502);
 * no response at all (refused, dropped, timed out) 无法连接到服务器. A msg in the response body replaces these.
 * Business failures (envelope code not 1): the envelope msg, or 服务异常 when it is empty.
 */
import type { Envelope } from "../api/endpoint";

export const HTTP_ERROR_TEXTS: Readonly<Record<number, string>> = {
  401: "未授权，请重新登录",
  403: "拒绝访问",
  404: "请求错误,未找到该资源",
  500: "服务器端出错",
};

export const UNKNOWN_STATUS_TEXT = "未知的错误信息";
export const NO_RESPONSE_TEXT = "无法连接到服务器";
export const BUSINESS_FALLBACK_TEXT = "服务异常";

function nonEmpty(text: string | null | undefined): string | null {
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}

/**
 * Text shown for a failed HTTP exchange. `status` undefined (or 0) means no response arrived. A non-empty `bodyMsg`
 * (the msg of the response body) replaces the catalogue text.
 */
export function httpErrorText(status: number | undefined, bodyMsg?: string | null): string {
  const msg = nonEmpty(bodyMsg);
  if (msg) return msg;
  if (!status) return NO_RESPONSE_TEXT;
  return HTTP_ERROR_TEXTS[status] ?? `${UNKNOWN_STATUS_TEXT}${status}`;
}

/** Text shown for a business failure (envelope code not the success code). */
export function businessErrorText(msg?: string | null): string {
  return nonEmpty(msg) ?? BUSINESS_FALLBACK_TEXT;
}

export type ApiErrorKind = "http" | "network" | "timeout" | "business";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status (kind "http"). */
  status?: number;
  /** Envelope code (kind "business", or an HTTP error whose body was an envelope). */
  code?: number;
  envelope?: Envelope<unknown>;
  /** The call was aborted through its AbortSignal (kind "network"); no toast is shown for it. */
  canceled?: boolean;
  /** The client already showed this error's toast (so a notification provider need not show it again). */
  toasted?: boolean;
}

/** What every failed call of src/providers/http.ts rejects with. `message` is the text of the catalogue. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly envelope?: Envelope<unknown>;
  readonly canceled: boolean;
  toasted: boolean;
  /** refine's HttpError shape: the HTTP status, else the envelope code, else 0. */
  readonly statusCode: number;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.envelope = init.envelope;
    this.canceled = init.canceled ?? false;
    this.toasted = init.toasted ?? false;
    this.statusCode = init.status ?? init.code ?? 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
