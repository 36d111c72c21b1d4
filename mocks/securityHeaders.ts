import type { MiddlewareHandler } from "hono";

/**
 * Security headers on every answer of the stand-in, the console's files and the API alike (README, "Running against
 * a real gateway", lists what a production web server must add):
 * - a Content-Security-Policy: scripts only from the console's own origin (no inline script, no eval), no framing
 *   (clickjacking), no plugins; styles may be inline because antd writes its CSS-in-JS into <style> elements and
 *   `style` attributes; images may be data:/blob: URLs (QR codes, captchas, previews of picked files);
 * - X-Content-Type-Options: nosniff (a stored file is never run as script or style);
 * - Referrer-Policy: same-origin (paths with order numbers do not leak to other sites).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
};

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    } catch {
      // A response with immutable headers (e.g. one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    }
  };
}
