// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { ASSET_CACHE_CONTROL, mountStatic } from "./staticSite";

const INDEX = "<!doctype html><html><body><div id=root></div></body></html>";
const SCRIPT = `console.log(${JSON.stringify("服务商工作台 ".repeat(400))});`;

describe("mountStatic", () => {
  let dir: string;
  let app: Hono;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "standin-static-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "index.html"), INDEX);
    fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), SCRIPT);
    fs.writeFileSync(path.join(dir, "assets", "pre-def456.js"), SCRIPT);
    fs.writeFileSync(path.join(dir, "assets", "pre-def456.js.br"), "BROTLI-BYTES");
    app = new Hono();
    app.use("*", compress());
    app.get("/api/*", (c) => c.json({ api: true }));
    mountStatic(app, dir);
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("serves files, with long caching for /assets", async () => {
    const response = await app.request("/assets/index-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(ASSET_CACHE_CONTROL);
    expect(await response.text()).toBe(SCRIPT);
  });

  it("compresses on the fly (gzip) and prefers precompressed .br files", async () => {
    const gz = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const br = await app.request("/assets/pre-def456.js", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe("BROTLI-BYTES");
  });

  it("falls back to index.html for client-side routes, not for missing files", async () => {
    for (const route of ["/", "/order/index", "/aftersales/details/server"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
    expect((await app.request("/assets/missing-000.js")).status).toBe(404);
    expect((await app.request("/favicon.ico")).status).toBe(404);
  });

  it("sends the security headers with the console's page, its assets and a missing file", async () => {
    for (const route of ["/", "/order/index", "/assets/index-abc123.js", "/assets/missing-000.js"]) {
      const response = await app.request(route);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, route).toContain("script-src 'self'");
      expect(csp, route).toContain("frame-ancestors 'none'");
      // antd writes its styles inline: forbidding them would leave the console unstyled.
      expect(csp, route).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, route).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.headers.get("x-content-type-options"), route).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), route).toBe("same-origin");
    }
  });

  it("leaves /api to the API", async () => {
    expect(await (await app.request("/api/anything")).json()).toEqual({ api: true });
  });
});
