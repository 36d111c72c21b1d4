// @vitest-environment node
/**
 * The gateway in front of every handler (issue 8 §1–§2): unsigned calls refused before routing and before the body
 * is read, body limits (413) and kinds (415), query endpoints ignore bodies, replays refused across a restart,
 * signatures over the concrete path, security headers. Every refused call asserts its status, its message and that
 * nothing was written.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as basicPublic from "../src/api/basicPublic";
import * as finance from "../src/api/finance";
import * as message from "../src/api/message";
import * as workerAccount from "../src/api/worker/account";
import { signatureHeaders } from "../src/api/signing";
import { devDefaults } from "../src/config/devDefaults";
import { API_BASE, createApp } from "./app";
import { openSeededDatabase } from "./db";
import { service } from "../src/api/endpoint";
import {
  bodyKindOf,
  bodyLimitOf,
  createRouteMatcher,
  declaredLength,
  isLoopback,
  parseMultipart,
  readLimited,
} from "./gateway";
import type { ServedRoute } from "./router";
import { DEFAULT_LIMITS, LIMIT_MESSAGES, UPLOAD_FILE_MAX_MB } from "./limits";
import { STORAGE_MAX_SIZE_MB } from "./files/files";
import { SIGNATURE_MESSAGES } from "./signature";
import { buildSignedRequest, createTestStandIn, TEST_ORIGIN, type TestStandIn } from "./testing";

const KB = 1024;

/** A request body that counts how many chunks the server pulled from it. */
function countingBody(chunkBytes: number, chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) {
        controller.close();
        return;
      }
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
  });
  return { stream, pulledBytes: () => pulled * chunkBytes };
}

function streamingRequest(
  url: string,
  init: { method: string; headers: Record<string, string> },
  body: ReadableStream,
) {
  // Typed boundary: node's fetch needs `duplex` for a streamed body; the DOM RequestInit type does not know it.
  return new Request(url, { ...init, body, duplex: "half" } as RequestInit);
}

async function sign(s: TestStandIn, method: string, apiPath: string, body = "") {
  return signatureHeaders(
    devDefaults.accessKey,
    devDefaults.accessSecret,
    { method, path: apiPath, body },
    s.now(),
  );
}

const count = (s: TestStandIn, table: string) =>
  Number(s.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());

describe("unsigned calls", () => {
  it("are refused with 403 and the signature message before routing, served path or not", async () => {
    const s = createTestStandIn();
    for (const [method, p] of [
      ["POST", "/api/no/such/path"],
      ["GET", "/api/order-app/pc/admin/order/notDeclared"],
      ["POST", "/api"],
      ["POST", `/api${workerAccount.sendVerifyCode.path}`],
    ]) {
      const response = await s.app.request(`${TEST_ORIGIN}${p}`, {
        method,
        headers: method === "POST" ? { "Content-Type": "application/json" } : {},
        body: method === "POST" ? JSON.stringify({ mobile: "13800000001", scene: "login" }) : undefined,
      });
      expect(response.status, p).toBe(403);
      expect(await response.json()).toEqual({ code: 403, msg: SIGNATURE_MESSAGES.missing, data: null });
    }
    expect(count(s, "sms_codes")).toBe(0);
  });

  it("are refused without reading the body", async () => {
    const s = createTestStandIn();
    const body = countingBody(64 * KB, 1000);
    const response = await s.app.request(
      streamingRequest(
        `${TEST_ORIGIN}/api${workerAccount.sendVerifyCode.path}`,
        { method: "POST", headers: { "Content-Type": "application/json" } },
        body.stream,
      ),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).msg).toBe(SIGNATURE_MESSAGES.missing);
    // A stream queues one chunk by itself; the server read none.
    expect(body.pulledBytes()).toBeLessThanOrEqual(64 * KB);
  });

  it("with a declared length beyond any limit are refused with 413 before anything else", async () => {
    const s = createTestStandIn();
    const response = await s.app.request(`${TEST_ORIGIN}/api/no/such/path`, {
      method: "POST",
      headers: { "Content-Length": String(200 * 1024 * KB), "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, msg: LIMIT_MESSAGES.tooLarge, data: null });
  });
});

describe("bodies", () => {
  it("refuses a JSON body over 1 MB with 413 while reading it, and keeps nothing", async () => {
    const s = createTestStandIn();
    const body = countingBody(64 * KB, 200);
    const response = await s.app.request(
      streamingRequest(
        `${TEST_ORIGIN}/api${workerAccount.sendVerifyCode.path}`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(await sign(s, "POST", workerAccount.sendVerifyCode.path)),
          },
        },
        body.stream,
      ),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).msg).toBe("请求体过大");
    expect(body.pulledBytes()).toBeLessThanOrEqual(DEFAULT_LIMITS.jsonBodyBytes + 2 * 64 * KB);
    expect(count(s, "sms_codes")).toBe(0);
  });

  it("refuses a multipart body over the upload limit with 413 before buffering it", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const stored = count(s, "stored_files");
    const body = countingBody(256 * KB, 400);
    const response = await s.app.request(
      streamingRequest(
        `${TEST_ORIGIN}/api${basicPublic.uploadFile.path}`,
        {
          method: "POST",
          headers: {
            "Content-Type": "multipart/form-data; boundary=x",
            Authorization: `Bearer ${token}`,
            ...(await sign(s, "POST", basicPublic.uploadFile.path)),
          },
        },
        body.stream,
      ),
    );
    expect(response.status).toBe(413);
    expect(body.pulledBytes()).toBeLessThanOrEqual(DEFAULT_LIMITS.uploadBodyBytes + 2 * 256 * KB);
    expect(count(s, "stored_files")).toBe(stored);
  });

  it("keeps the upload limit in step with the file storage's cap", () => {
    expect(UPLOAD_FILE_MAX_MB).toBe(STORAGE_MAX_SIZE_MB);
    expect(DEFAULT_LIMITS.uploadBodyBytes).toBeGreaterThan(STORAGE_MAX_SIZE_MB * 1024 * KB);
  });

  it("accepts multipart only on endpoints declared multipart (415 otherwise)", async () => {
    const s = createTestStandIn();
    const stored = count(s, "stored_files");
    const form = new FormData();
    form.append("mobile", "13800000001");
    form.append("scene", "login");
    const response = await s.app.request(`${TEST_ORIGIN}/api${workerAccount.sendVerifyCode.path}`, {
      method: "POST",
      headers: await sign(s, "POST", workerAccount.sendVerifyCode.path),
      body: form,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ code: 415, msg: "不支持的请求格式", data: null });
    expect(count(s, "sms_codes")).toBe(0);

    const token = await s.login();
    const json = await s.app.request(`${TEST_ORIGIN}/api${basicPublic.uploadFile.path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
        ...(await sign(s, "POST", basicPublic.uploadFile.path, "{}")),
      },
      body: "{}",
    });
    expect(json.status).toBe(415);
    expect(count(s, "stored_files")).toBe(stored);
  });

  it("ignores any body on a query endpoint: its fields never reach the handler, unsigned or not", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const unread = () => s.call(message.unReadNum, { platform: "provider" }, { token });
    const before = (await unread()).body.data;
    expect(before).toBeGreaterThan(0);
    // msgClear is a DELETE with its fields in the query: a multipart body carrying them, signed as "", is ignored.
    const form = new FormData();
    form.append("channel", "2");
    form.append("uid", "1790000000000000001");
    const response = await s.app.request(`${TEST_ORIGIN}/api${basicPublic.msgClear.path}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}`, ...(await sign(s, "DELETE", basicPublic.msgClear.path)) },
      body: form,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe(400);
    expect((await unread()).body.data).toBe(before);
  });
});

describe("replays and paths", () => {
  it("refuses a replayed nonce after a restart (nonces live in SQLite)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "standin-replay-"));
    try {
      const now = Date.now();
      const first = openSeededDatabase(dir).db;
      const app1 = createApp({ db: first, log: () => undefined, clock: () => now }).app;
      const request = () =>
        buildSignedRequest(
          workerAccount.sendVerifyCode,
          { mobile: "13800000001", scene: "login" },
          {
            now,
            nonce: "00112233445566778899aabbccddeeff",
          },
        );
      expect((await (await app1.request(await request())).json()).code).toBe(1);
      first.close();

      const second = openSeededDatabase(dir).db;
      const app2 = createApp({ db: second, log: () => undefined, clock: () => now + 1000 }).app;
      const replay = await app2.request(await request());
      expect(replay.status).toBe(403);
      expect((await replay.json()).msg).toBe("重复请求：nonce 已使用");
      expect(Number(second.prepare("SELECT COUNT(*) FROM sms_codes").pluck().get())).toBe(1);
      second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("checks a templated path's signature against the concrete path, never the template", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const concrete = finance.closePay.path.replace("{code}", "PAY-NOT-A-REAL-ONE");
    const overTemplate = await s.app.request(`${TEST_ORIGIN}${API_BASE}${concrete}`, {
      headers: { Authorization: `Bearer ${token}`, ...(await sign(s, "GET", finance.closePay.path)) },
    });
    expect(overTemplate.status).toBe(403);
    expect((await overTemplate.json()).msg).toBe(SIGNATURE_MESSAGES.mismatch);
    const overConcrete = await s.app.request(`${TEST_ORIGIN}${API_BASE}${concrete}`, {
      headers: { Authorization: `Bearer ${token}`, ...(await sign(s, "GET", concrete)) },
    });
    expect(overConcrete.status).toBe(200);
  });
});

describe("security headers on the API", () => {
  it("are sent with answers, refusals and unknown paths", async () => {
    const s = createTestStandIn();
    const responses = [
      (await s.call(message.unReadNum, { platform: "provider" }, { token: await s.login() })).response,
      await s.app.request(`${TEST_ORIGIN}/api/anything`, { method: "POST" }),
      (await s.call(message.unReadNum, { platform: "provider" })).response,
    ];
    for (const response of responses) {
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
    }
  });
});

describe("gateway helpers", () => {
  it("matches templated paths on their concrete, decoded segments only", () => {
    const s = createTestStandIn();
    const match = createRouteMatcher(s.routes);
    const hit = match("GET", "/finance-app/api/pay/close/FT%E4%B8%80001");
    expect(hit?.route.endpoint).toBe(finance.closePay);
    expect(hit?.params).toEqual({ code: "FT一001" });
    expect(match("POST", "/finance-app/api/pay/close/FT1")).toBeNull();
    expect(match("GET", "/finance-app/api/pay/close/FT1/more")).toBeNull();
    expect(match("GET", "/finance-app/api/pay/close/%E4")).toBeNull();
    expect(match("GET", finance.getPaySource.path)?.route.endpoint).toBe(finance.getPaySource);
  });

  it("tells loopback addresses from the others", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "127.10.200.255",
      "::1",
      "::ffff:127.0.0.1",
      "::FFFF:127.0.0.12",
    ])
      expect(isLoopback(address)).toBe(true);
    const others = ["10.0.0.1", "::ffff:10.0.0.1", "192.168.1.1", "in-process", "", "::2"];
    // Loopback only as the whole address: not inside another one, not with a part missing or added.
    others.push(
      "1127.0.0.1",
      "127.0.0.1.5",
      "127.0.0",
      "x::ffff:127.0.0.1",
      "::ffff:127.0.0.1.5",
      "::ffff:127.0.0",
    );
    for (const address of others) expect(isLoopback(address)).toBe(false);
  });

  it("matches a templated path whose literal part has regex characters literally, after a template that fails", () => {
    const s = service("/svc");
    const served = (endpoint: ServedRoute["endpoint"]) => ({ endpoint }) as ServedRoute;
    const first = s.get<{ id: string }, unknown>("/a/{id}/b", "first");
    const dotted = s.get<{ code: string }, unknown>("/v1.0/{code}", "dotted");
    const match = createRouteMatcher([served(first), served(dotted)]);
    expect(match("GET", "/svc/v1.0/X1")).toEqual({ route: served(dotted), params: { code: "X1" } });
    expect(match("GET", "/svc/v1x0/X1")).toBeNull();
    expect(match("GET", "/svc/a/7/b")?.params).toEqual({ id: "7" });
  });

  it("reads a body as the endpoint declares it: none for a query, multipart only where declared (415)", () => {
    const s = service("/svc");
    const query = s.get("/q", "query");
    const json = s.post("/j", "json");
    const upload = s.post("/u", "upload", { payload: "multipart" });
    const form = "multipart/form-data; boundary=x";
    expect(bodyKindOf(query, form)).toBe("none");
    expect(bodyKindOf(query, "application/json")).toBe("none");
    expect(bodyKindOf(json, "application/json")).toBe("json");
    expect(bodyKindOf(json, "Multipart/Form-Data; boundary=x")).toEqual({
      refused: LIMIT_MESSAGES.unsupportedType,
    });
    expect(bodyKindOf(upload, form)).toBe("multipart");
    expect(bodyKindOf(upload, "application/json")).toEqual({ refused: LIMIT_MESSAGES.unsupportedType });
    expect(bodyKindOf(null, "application/json")).toBe("json");
    expect(bodyKindOf(null, form)).toEqual({ refused: LIMIT_MESSAGES.unsupportedType });
    expect(bodyLimitOf("multipart", DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.uploadBodyBytes);
    expect(bodyLimitOf("json", DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.jsonBodyBytes);
    expect(DEFAULT_LIMITS.uploadBodyBytes).not.toBe(DEFAULT_LIMITS.jsonBodyBytes);
  });

  it("takes a declared length only when it is a plain number", () => {
    const withLength = (value: string) =>
      new Request("http://x/", { method: "POST", headers: { "content-length": value } });
    expect(declaredLength(withLength("12"))).toBe(12);
    expect(declaredLength(withLength(" 12 "))).toBe(12);
    for (const value of ["", "1e3", "-1", "12a", "a12", "0x10"])
      expect(declaredLength(withLength(value))).toBeNull();
    expect(declaredLength(new Request("http://x/"))).toBeNull();
  });

  it("reads a body up to its limit, in order, and refuses one byte more (declared or streamed)", async () => {
    const streamed = (...parts: string[]) =>
      new Request("http://x/", {
        method: "POST",
        body: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
    const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);
    expect(text(await readLimited(streamed("abc", "de", "f"), 6))).toBe("abcdef");
    expect(await readLimited(streamed("abc", "de", "fg"), 6)).toBeNull();
    const declared = (body: string, length: string) =>
      new Request("http://x/", { method: "POST", body, headers: { "content-length": length } });
    expect(text(await readLimited(declared("abcd", "4"), 4))).toBe("abcd");
    expect(await readLimited(declared("abcd", "5"), 4)).toBeNull();
    expect(text(await readLimited(new Request("http://x/", { method: "POST" }), 4))).toBe("");
  });

  it("parses multipart fields, repeated names as a list", async () => {
    const form = new FormData();
    form.append("one", "1");
    form.append("many", "a");
    form.append("many", "b");
    form.append("many", "c");
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    const fields = await parseMultipart(body, request.headers.get("content-type") ?? "");
    expect(fields).toEqual({ one: "1", many: ["a", "b", "c"] });
  });
});
