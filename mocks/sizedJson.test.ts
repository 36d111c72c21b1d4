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
  // A file from disk comes with its length (serveStatic sets it).
  root.get("/app.css", (c) =>
    c.body("x".repeat(2000), 200, { "Content-Type": "text/css", "Content-Length": "2000" }),
  );
  root.get("/api/charset", (c) =>
    c.body(JSON.stringify({ code: 1, data: "x".repeat(2000) }), 200, {
      "Content-Type": "application/json; charset=UTF-8",
    }),
  );
  // Like the bill export: a CSV built in memory, sent without a length.
  root.get("/api/export", (c) =>
    c.body("a,b\n".repeat(500), 200, { "Content-Type": "text/csv; charset=utf-8" }),
  );
  root.get("/api/bytes", () => new Response(new Uint8Array([1, 2, 3])));
  root.get("/api/nothing", (c) => c.body(null, 204, { "Content-Type": "application/json" }));
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

  it("gzips a static file between 1 KB and 16 KB that comes with its length", async () => {
    const res = await get("/app.css");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("sends a small JSON answer with a charset plain, with its length", async () => {
    const res = await get("/api/charset");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    const body = await res.text();
    expect(res.headers.get("Content-Length")).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toMatchObject({ code: 1 });
  });

  it("leaves a small CSV answer without a length to compress, which gzips it", async () => {
    const res = await get("/api/export");
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("passes an API answer without a Content-Type through unchanged", async () => {
    const res = await get("/api/bytes");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("answers 204 without a body even when the handler set a JSON content type", async () => {
    const res = await get("/api/nothing");
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });
});
