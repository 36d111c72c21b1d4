import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** JSON answers below this size are sent as they are: gzip would cost more CPU per call than it saves on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 16 * 1024;

/**
 * Compression of every answer: API answers from COMPRESS_THRESHOLD_BYTES up (with sizedJson inside it), anything
 * else (static files without a precompressed sibling) from compress's default 1 KB.
 */
export function compression(): MiddlewareHandler {
  const api = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  const other = compress();
  return (c, next) => (c.req.path.startsWith("/api/") ? api(c, next) : other(c, next));
}

/**
 * Gives JSON answers a Content-Length (they are built in memory), so that the compress middleware mounted around
 * this one (`compress({ threshold: COMPRESS_THRESHOLD_BYTES })`) leaves the small ones alone: without a length it
 * gzips every answer, however small.
 */
export function sizedJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("Content-Length") || res.headers.has("Content-Encoding")) return;
    if (!res.headers.get("Content-Type")?.startsWith("application/json")) return;
    const body = await res.arrayBuffer();
    const sized = new Response(body, res);
    sized.headers.set("Content-Length", String(body.byteLength));
    c.res = undefined;
    c.res = sized;
  };
}
