import type { MiddlewareHandler } from "hono";

/** JSON answers below this size are sent as they are: gzip would cost more CPU per call than it saves on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 16 * 1024;

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
