import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { securityHeaders } from "./securityHeaders";

/**
 * Serves the built console from `dir`: files as they are (precompressed `.br` / `.gz` siblings when the build made
 * them), long-lived caching for the content-hashed /assets/*, and index.html for every other path without a file
 * extension (the SPA's client-side routes). Compression of the rest is the compress middleware's job (main.ts).
 */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const HTML_CACHE_CONTROL = "no-cache";

export function mountStatic(app: Hono, dir: string): void {
  // serveStatic joins its root with the request path; a path relative to the working directory is what it expects.
  const root = path.relative(process.cwd(), path.resolve(dir)) || ".";
  const files = serveStatic({ root, precompressed: true });
  const indexHtml = serveStatic({ root, path: "index.html", precompressed: true });

  app.use("*", securityHeaders());
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    if (c.req.path.startsWith("/assets/")) c.header("Cache-Control", ASSET_CACHE_CONTROL);
    // index.html names the current hashed assets: always revalidate it.
    else if (c.res.headers.get("Content-Type")?.startsWith("text/html"))
      c.header("Cache-Control", HTML_CACHE_CONTROL);
  });
  app.get("/assets/*", files, (c) => c.text("Not Found", 404));
  app.on(["GET", "HEAD"], "*", files);
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const last = c.req.path.split("/").pop() ?? "";
    if (last.includes(".")) return c.text("Not Found", 404);
    return indexHtml(c, next);
  });
}
