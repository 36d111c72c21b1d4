/**
 * How a response is read (pure): the envelope of a JSON body (parsed data, JSON text or a Blob), a page's numbers,
 * an error body's msg, and a download's file name.
 */
import type { Envelope } from "../api/endpoint";
import { isPlainObject } from "./httpRequest";

export function asEnvelope(data: unknown): Envelope<unknown> | null {
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
export async function parsedBody(data: unknown): Promise<unknown> {
  try {
    if (data instanceof Blob) return JSON.parse(await data.text());
    // Stryker disable next-line StringLiteral: the transport (responseType "json") has parsed any JSON text already
    if (typeof data === "string") return JSON.parse(data);
  } catch {
    return undefined;
  }
  return data;
}

/** A JSON envelope carried in a body that may be parsed data, JSON text or a Blob. */
export async function envelopeOf(data: unknown): Promise<Envelope<unknown> | null> {
  return asEnvelope(await parsedBody(data));
}

/**
 * The msg of an HTTP error body. Gateways and proxies answer errors with `{msg}` alone (no code), and that text still
 * replaces the catalogue text, so it is read from any JSON object, envelope or not.
 */
export function errorBodyMsg(body: unknown): string | null {
  return isPlainObject(body) && typeof body.msg === "string" ? body.msg : null;
}

/** A JSON media type (application/json, application/problem+json, ...); a Blob's type is the same header. */
export function isJsonResponse(contentType: string | null): boolean {
  return /json/i.test(contentType ?? "");
}

export function filenameFrom(disposition: unknown): string | undefined {
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
