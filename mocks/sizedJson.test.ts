// @vitest-environment node
import { Hono } from "hono";
import { compression, COMPRESS_THRESHOLD_BYTES, sizedJson } from "./sizedJson";

function app() {
  const root = new Hono();
  root.use("*", compression());
  root.use("/api/*", sizedJson());
  root.get("/api/small", (c) => c.json({ code: 1, data: "x".repeat(2000) }));
  root.get("/app.js", (c) => c.body("x".repeat(2000), 200, { "Content-Type": "text/javascript" }));
  root.get("/api/large", (c) => c.json({ code: 1, data: "x".repeat(COMPRESS_THRESHOLD_BYTES) }));
  return root;
}

const get = (path: string) => app().request(path, { headers: { "Accept-Encoding": "gzip" } });

describe("sizedJson + compress", () => {
  it("sends a small JSON answer plain, with its length", async () => {
    const res = await get("/api/small");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    const body = await res.text();
    expect(res.headers.get("Content-Length")).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toMatchObject({ code: 1 });
  });

  it("still gzips a static file from 1 KB", async () => {
    const res = await get("/app.js");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("still gzips a large JSON answer", async () => {
    const res = await get("/api/large");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
  });
});
