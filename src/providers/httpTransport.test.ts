/**
 * The XMLHttpRequest transport itself against a real HTTP server started in-process on a random port (jsdom's XHR,
 * as in a browser; the server answers CORS): what it sends, what it resolves for any status, and how it rejects
 * when no answer comes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TransportError, xhrTransport, type TransportRequest, type UploadProgress } from "./httpTransport";

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

let server: Server;
let origin: string;
let received: Received[] = [];
const hanging: ServerResponse[] = [];

/** What the server answers, by path. */
function answer(path: string, res: ServerResponse): void {
  const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "Content-Type": type, ...headers }).end(body);
  if (path === "/json") send(201, "application/json", '{"code":1,"data":[1,"二"]}', { "X-Trace": "t-1" });
  else if (path === "/html") send(502, "text/html", "<html>bad gateway</html>");
  else if (path === "/empty") res.writeHead(204).end();
  else if (path === "/csv") send(200, "text/csv", "a,b\n1,2\n", { "Content-Disposition": "attachment" });
  else if (path === "/hidden") send(200, "application/json", "{}", { "X-Hidden": "h" });
  else if (path === "/hang") hanging.push(res);
  else if (path === "/drop") res.socket?.destroy();
  else send(200, "application/json", '{"code":1}');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Methods", "GET,POST,PUT,DELETE");
    res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "*");
    res.setHeader("Access-Control-Expose-Headers", "Content-Disposition, X-Trace");
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = req.url ?? "/";
      received.push({
        method: req.method ?? "",
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      answer(new URL(url, "http://x").pathname, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  for (const res of hanging.splice(0)) res.destroy();
  received = [];
});

function send(path: string, request: Partial<TransportRequest> = {}) {
  return xhrTransport({
    method: "GET",
    url: origin + path,
    headers: {},
    timeoutMs: 2000,
    responseType: "json",
    ...request,
  });
}

async function rejection(promise: Promise<unknown>): Promise<TransportError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransportError);
  if (!(error instanceof TransportError)) throw new Error("no TransportError");
  return error;
}

describe("answers", () => {
  it("sends method, headers and the exact body text; resolves status, headers and the parsed JSON", async () => {
    const body = '{"b":1,"a":"中 文"}';
    const response = await send("/json?x=a%20b&x=c", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Signature": "sig" },
      body,
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", url: "/json?x=a%20b&x=c", body });
    expect(received[0].headers["content-type"]).toBe("application/json");
    expect(received[0].headers["x-signature"]).toBe("sig");
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ code: 1, data: [1, "二"] });
    expect(response.header("x-trace")).toBe("t-1");
    expect(response.header("Content-Type")).toBe("application/json");
  });

  it("any status resolves; a body that is no JSON stays text, an empty one is empty text", async () => {
    const html = await send("/html");
    expect(html.status).toBe(502);
    expect(html.data).toBe("<html>bad gateway</html>");
    const empty = await send("/empty", { method: "DELETE" });
    expect(empty).toMatchObject({ status: 204, data: "" });
  });

  it("a header the server does not expose (CORS) or does not send reads null", async () => {
    const response = await send("/hidden");
    expect(response.header("X-Hidden")).toBeNull();
    expect(response.header("Content-Disposition")).toBeNull();
  });

  it("responseType blob: the body as a Blob of the answer's type, with its headers", async () => {
    const response = await send("/csv", { responseType: "blob" });
    expect(response.data).toBeInstanceOf(Blob);
    const blob = response.data instanceof Blob ? response.data : new Blob();
    expect(await blob.text()).toBe("a,b\n1,2\n");
    expect(blob.type).toContain("text/csv");
    expect(response.header("content-disposition")).toBe("attachment");
  });

  it("a GET without a body sends no Content-Type", async () => {
    await send("/json");
    expect(received[0].headers["content-type"]).toBeUndefined();
  });
});

describe("multipart uploads", () => {
  it("a FormData goes as multipart with the browser's boundary; upload progress reaches the callback", async () => {
    const form = new FormData();
    form.append("file", new Blob(["x".repeat(256 * 1024)], { type: "image/png" }), "a.png");
    form.append("app", "provider");
    const progress: UploadProgress[] = [];
    const response = await send("/upload", {
      method: "POST",
      body: form,
      onUploadProgress: (event) => progress.push(event),
    });
    expect(response.status).toBe(200);
    expect(received[0].headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0].body).toContain('name="app"');
    expect(received[0].body.length).toBeGreaterThan(256 * 1024);
    expect(progress.length).toBeGreaterThan(0);
    const last = progress[progress.length - 1];
    expect(last.loaded).toBeGreaterThan(256 * 1024);
    expect(last.total === undefined || last.total >= last.loaded).toBe(true);
  });
});

describe("no answer", () => {
  it("no answer within timeoutMs → timeout", { timeout: 5000 }, async () => {
    const started = Date.now();
    expect((await rejection(send("/hang", { timeoutMs: 150 }))).kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("aborted through the signal → canceled", async () => {
    const controller = new AbortController();
    const pending = send("/hang", { signal: controller.signal });
    await expect.poll(() => received.length).toBe(1);
    controller.abort();
    expect((await rejection(pending)).kind).toBe("canceled");
  });

  it("a signal aborted before sending → canceled, nothing sent", async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(send("/json", { signal: controller.signal }))).kind).toBe("canceled");
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
  });

  it("a dropped connection → network", async () => {
    expect((await rejection(send("/drop"))).kind).toBe("network");
  });

  it("a refused connection (nothing listening) → network", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await rejection(
      xhrTransport({
        method: "GET",
        url: `http://127.0.0.1:${port}/x`,
        headers: {},
        timeoutMs: 2000,
        responseType: "json",
      }),
    );
    expect(error.kind).toBe("network");
  });
});
