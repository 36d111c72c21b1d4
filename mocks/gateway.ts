import type { Context } from "hono";
import type { HttpBindings } from "@hono/node-server";
import type { Endpoint } from "../src/api/endpoint";
import { failure } from "./errors";
import { LIMIT_MESSAGES, type StandInLimits } from "./limits";
import type { ServedRoute } from "./router";

/**
 * What the gateway does with a request before any handler sees it (design §6), in this order:
 * size limit → signature headers → route → body → signature → token → permission → handler.
 * This module holds the pieces that read no database: route matching, body reading under a limit, the client
 * address. mocks/app.ts strings them together.
 */

export interface MatchedRoute {
  route: ServedRoute;
  /** `{name}` path parameters, decoded. */
  params: Record<string, string>;
}

/** Finds the served route of a method and a request path (without /api, still percent-encoded). */
export type RouteMatcher = (method: string, path: string) => MatchedRoute | null;

export function createRouteMatcher(routes: readonly ServedRoute[]): RouteMatcher {
  const exact = new Map<string, ServedRoute>();
  const templated: { method: string; pattern: RegExp; names: string[]; route: ServedRoute }[] = [];
  for (const route of routes) {
    const { method, path } = route.endpoint;
    if (!path.includes("{")) {
      exact.set(`${method} ${path}`, route);
      continue;
    }
    const names: string[] = [];
    const source = path
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(name);
        return "([^/]+)";
      })
      .join("");
    templated.push({ method, pattern: new RegExp(`^${source}$`), names, route });
  }
  return (method, path) => {
    const route = exact.get(`${method} ${path}`);
    if (route) return { route, params: {} };
    for (const candidate of templated) {
      if (candidate.method !== method) continue;
      const m = candidate.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      try {
        candidate.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1])));
      } catch {
        return null;
      }
      return { route: candidate.route, params };
    }
    return null;
  };
}

export type BodyKind = "none" | "json" | "multipart";

/**
 * How the body of a call to `endpoint` is read: a query endpoint never reads one (whatever is sent is ignored and
 * signed as ""), a multipart endpoint only multipart, a JSON endpoint anything but multipart. An unknown path is
 * read like a JSON call (its signature still needs the body). Returns the 415 message for a mismatch.
 */
export function bodyKindOf(endpoint: Endpoint | null, contentType: string): BodyKind | { refused: string } {
  const multipart = contentType.toLowerCase().startsWith("multipart/form-data");
  if (!endpoint) return multipart ? { refused: LIMIT_MESSAGES.unsupportedType } : "json";
  if (endpoint.payload === "query") return "none";
  if (endpoint.payload === "multipart")
    return multipart ? "multipart" : { refused: LIMIT_MESSAGES.unsupportedType };
  return multipart ? { refused: LIMIT_MESSAGES.unsupportedType } : "json";
}

export function bodyLimitOf(kind: BodyKind, limits: StandInLimits): number {
  return kind === "multipart" ? limits.uploadBodyBytes : limits.jsonBodyBytes;
}

/** The declared Content-Length, or null when there is none (chunked) or it is not a number. */
export function declaredLength(request: Request): number | null {
  const value = request.headers.get("content-length");
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * Reads the body, never holding more than `limit` bytes: a declared length above it is refused before reading, and
 * a chunked body is cut off (and the stream cancelled) as soon as it passes the limit. null: too large.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const length = declaredLength(request);
  if (length !== null && length > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A CR or LF in a part's header block that does not end a header line. */
const STRAY_LINE_BREAK = /\r(?!\n)|(?<!\r)\n/;

/** The boundary parameter of a multipart Content-Type (quoted or not), or null. */
function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

/**
 * True when no part's header block holds a raw CR or LF other than its line endings (a CR LF inside a quoted file
 * name breaks the header apart; a lone CR is silently cut by the platform's parser). Only the header blocks are
 * decoded: the parts' content is never copied.
 */
function cleanPartHeaders(body: Uint8Array<ArrayBuffer>, boundary: string): boolean {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + 1)) {
    // A delimiter starts the body or follows a line break; anything else is content.
    if (at > 0 && !(bytes[at - 2] === 0x0d && bytes[at - 1] === 0x0a)) continue;
    const start = at + delimiter.length;
    if (bytes[start] === 0x2d && bytes[start + 1] === 0x2d) return true; // the closing delimiter
    const end = bytes.indexOf("\r\n\r\n", start, "latin1");
    if (end === -1) return false;
    if (STRAY_LINE_BREAK.test(bytes.toString("latin1", start, end))) return false;
    at = end;
  }
  return true;
}

/**
 * Form fields of a buffered multipart body, repeated names as arrays (like Hono's parseBody({ all: true })); null
 * when the body is not well-formed multipart (no boundary, a raw CR or LF inside a part header, a broken part): the
 * gateway answers 400, never 500.
 */
export async function parseMultipart(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Record<string, unknown> | null> {
  const boundary = boundaryOf(contentType);
  if (!boundary || !cleanPartHeaders(body, boundary)) return null;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const known = fields[name];
    if (known === undefined) fields[name] = value;
    else fields[name] = Array.isArray(known) ? [...(known as unknown[]), value] : [known, value];
  }
  return fields;
}

/** HTTP 400 for a body that cannot be read as its kind (a malformed multipart body). */
export function malformedBody(c: Context): Response {
  return c.json(failure(400, LIMIT_MESSAGES.malformedBody), 400);
}

/** 413 before the body is read; the connection is closed so the rest of an upload is not waited for. */
export function tooLarge(c: Context): Response {
  c.header("Connection", "close");
  return c.json(failure(413, LIMIT_MESSAGES.tooLarge), 413);
}

/**
 * The caller's address: the socket's remote address under node, never a forwarded header (anyone can send one).
 * In-process requests (tests) have no socket: "in-process".
 */
export function socketAddress(c: Context): string {
  // Typed boundary: env holds the node request only when served by @hono/node-server.
  const bindings = c.env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "in-process";
}

/** Loopback addresses (IPv4, IPv6 and IPv4-mapped IPv6). */
export function isLoopback(address: string): boolean {
  return (
    address === "::1" || /^127\.\d+\.\d+\.\d+$/.test(address) || /^::ffff:127\.\d+\.\d+\.\d+$/i.test(address)
  );
}
