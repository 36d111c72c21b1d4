/**
 * The HTTP client against a real HTTP server started in-process on a random port. The test runs in jsdom, so
 * requests go through jsdom's XMLHttpRequest (as in a browser; the server answers CORS) and the toasts render into
 * the jsdom document.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as account from "../api/account";
import { service, type Page } from "../api/endpoint";
import { sign, SIGNATURE_HEADERS } from "../api/signing";
import { ApiError } from "./errors";
import { createHttpClient, onUnauthorized, prepareRequest, toQueryParams, type HttpClient } from "./http";
import { getToken, getUser, setAccessGroup, setToken, setUser } from "./session";
import { closeToasts } from "./toast";
import { toastTexts } from "../test/toasts";

const ACCESS_KEY = "test-access-key";
const SECRET = "test-secret";

// Fixture endpoints, declared like those of src/api.
const fx = service("/fixture");
const getItem = fx.get<{ id: string; tag?: string }, { id: string; tag: string | null }>(
  "/items/{id}",
  "读取",
);
const listItems = fx.post<{ current: number; size: number; keyword?: string }, Page<{ id: number }>>(
  "/items/page",
  "分页",
  { paginated: true },
);
const saveItem = fx.post<Record<string, unknown>, { saved: boolean }>("/items/save", "保存");
const removeItem = fx.del<{ id: number; reason?: string }, null>("/items/{id}", "删除");
const upload = fx.post<FormData, { url: string }>("/files/upload", "上传", { payload: "multipart" });
const exportFile = fx.get<{ month: string }, Blob>("/files/export", "下载", { response: "blob" });
const workOrderCall = fx.post<{ a: number }, null>("/wo", "工单", { identity: "workOrder" });

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

type Reply = {
  status?: number;
  json?: unknown;
  raw?: string;
  type?: string;
  headers?: Record<string, string>;
};
type Behaviour = Reply | "drop" | "hang" | ((req: Received) => Reply | "drop" | "hang");

let server: Server;
let baseURL: string;
let received: Received[] = [];
let behaviour: Behaviour = { json: { code: 1, msg: null, data: null } };
const hanging: ServerResponse[] = [];

function cors(res: ServerResponse, req: IncomingMessage): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET,POST,PUT,DELETE");
  res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "*");
  res.setHeader("Access-Control-Expose-Headers", "Content-Disposition");
}

const reactActEnvironment = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");

beforeAll(async () => {
  // Toasts render outside any tree of this test: React's act() warnings do not apply.
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
  server = createServer((req, res) => {
    cors(res, req);
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const got: Received = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(got);
      const reply = typeof behaviour === "function" ? behaviour(got) : behaviour;
      if (reply === "drop") {
        req.socket.destroy();
        return;
      }
      if (reply === "hang") {
        hanging.push(res);
        return;
      }
      const text = reply.raw ?? JSON.stringify(reply.json);
      res.writeHead(reply.status ?? 200, {
        "Content-Type": reply.type ?? "application/json;charset=UTF-8",
        ...reply.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", reactActEnvironment);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let client: HttpClient;
let unauthorizedCalls = 0;

beforeEach(async () => {
  closeToasts();
  await waitFor(() => expect(toastTexts("error")).toEqual([]));
  received = [];
  behaviour = { json: { code: 1, msg: null, data: null } };
  client = createHttpClient({ baseURL, accessKey: ACCESS_KEY, accessSecret: SECRET, timeoutMs: 2000 });
  unauthorizedCalls = 0;
  onUnauthorized(() => unauthorizedCalls++);
});

afterEach(() => {
  for (const res of hanging.splice(0)) res.destroy();
  onUnauthorized(null);
  setUser(null);
});

function lastRequest(): Received {
  expect(received.length).toBeGreaterThan(0);
  return received[received.length - 1];
}

/** Verifies the signature headers of a received request with the signing module (as the stand-in does). */
async function expectValidSignature(req: Received, body = req.body): Promise<void> {
  const query: Record<string, string[]> = {};
  for (const [name, value] of req.query) (query[name] ??= []).push(value);
  const timestamp = String(req.headers[SIGNATURE_HEADERS.timestamp.toLowerCase()]);
  const nonce = String(req.headers[SIGNATURE_HEADERS.nonce.toLowerCase()]);
  expect(req.headers[SIGNATURE_HEADERS.accessKey.toLowerCase()]).toBe(ACCESS_KEY);
  expect(Math.abs(Number(timestamp) - Date.now())).toBeLessThan(60_000);
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  const expected = await sign(SECRET, {
    method: req.method,
    path: req.path.replace(/^\/api/, ""),
    query,
    body,
    timestamp,
    nonce,
  });
  expect(req.headers[SIGNATURE_HEADERS.signature.toLowerCase()]).toBe(expected);
}

async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts("error")).toEqual([text]));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("requests", () => {
  it("GET: path params filled, the rest in the query, signed over the declared path without /api", async () => {
    behaviour = { json: { code: 1, data: { id: "A 1/中", tag: "x" } } };
    const data = await client.call(getItem, { id: "A 1/中", tag: "红 色" });
    expect(data).toEqual({ id: "A 1/中", tag: "x" });
    const req = lastRequest();
    expect(req.method).toBe("GET");
    expect(req.path).toBe("/api/fixture/items/" + encodeURIComponent("A 1/中"));
    expect(req.query.get("tag")).toBe("红 色");
    expect(req.query.has("id")).toBe(false);
    await expectValidSignature(req);
  });

  it("POST: the exact JSON text that was signed is sent", async () => {
    behaviour = { json: { code: 1, data: { saved: true } } };
    const payload = { name: "张三", list: [1, 2], nested: { a: null }, skip: undefined };
    await expect(client.call(saveItem, payload)).resolves.toEqual({ saved: true });
    const req = lastRequest();
    expect(req.body).toBe(JSON.stringify(payload));
    expect(req.headers["content-type"]).toContain("application/json");
    await expectValidSignature(req);
  });

  it("token call: basic credential, query from the options, signed query", async () => {
    behaviour = { json: { code: 1, data: { accessToken: { tokenValue: "T1" } } } };
    const c = createHttpClient({
      baseURL,
      accessKey: ACCESS_KEY,
      accessSecret: SECRET,
      clientId: "id",
      clientSecret: "pw",
    });
    const data = await c.call(
      account.token,
      { username: "u", password: "p" },
      {
        query: { grant_type: "password", scope: "server", terminalId: "term 1" },
      },
    );
    expect(data.accessToken.tokenValue).toBe("T1");
    const req = lastRequest();
    expect(req.path).toBe("/api/account-app/oauth2/token");
    expect(req.headers.authorization).toBe("Basic " + btoa("id:pw"));
    expect(Object.fromEntries(req.query)).toEqual({
      grant_type: "password",
      scope: "server",
      terminalId: "term 1",
    });
    await expectValidSignature(req);
  });

  it("DELETE: payload in the query (with a path param), arrays repeat the name", async () => {
    await client.call(removeItem, { id: 7, reason: "不要了" });
    const req = lastRequest();
    expect(req.method).toBe("DELETE");
    expect(req.path).toBe("/api/fixture/items/7");
    expect(req.query.get("reason")).toBe("不要了");
    await expectValidSignature(req);

    await client.call(fx.get<{ s: number[] }, null>("/list", "数组"), { s: [3, 1] });
    expect(lastRequest().query.getAll("s")).toEqual(["1", "3"]);
    await expectValidSignature(lastRequest());
  });

  it("bearer token and identity headers from the session", async () => {
    setToken("tok-1");
    setUser({
      providerId: "P9",
      providerName: "安心家装",
      providerMobile: "13800000000",
      settlePhase: 7,
      isFirstEntry: false,
      accessGroup: { menu: [], btn: [] },
    });
    await client.call(workOrderCall, { a: 1 });
    const headers = lastRequest().headers;
    expect(headers.authorization).toBe("Bearer tok-1");
    expect(headers.isprovider).toBe("1");
    expect(headers.providerid).toBe("P9");
    expect(decodeURIComponent(String(headers.providername))).toBe("安心家装");
  });

  it("multipart: FormData sent, signed with the empty body", async () => {
    behaviour = { json: { code: 1, data: { url: "r/a.png" } } };
    const form = new FormData();
    form.append("file", new Blob(["PNGDATA"], { type: "image/png" }), "a.png");
    form.append("app", "provider");
    await expect(client.call(upload, form)).resolves.toEqual({ url: "r/a.png" });
    const req = lastRequest();
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.body).toContain("PNGDATA");
    await expectValidSignature(req, "");
  });

  it("takes path parameters out of a copy of a FormData", () => {
    const toDir = fx.post<FormData, null>("/files/{dir}", "上传到目录", { payload: "multipart" });
    const form = new FormData();
    form.append("dir", "r");
    form.append("x", "1");
    const prepared = prepareRequest(toDir, form);
    expect(prepared.path).toBe("/fixture/files/r");
    expect(Array.from(prepared.form?.keys() ?? [])).toEqual(["x"]);
    expect(form.get("dir")).toBe("r");
  });

  it("a missing path parameter is refused before sending", () => {
    expect(() => prepareRequest(getItem, { tag: "x" })).toThrow(/id/);
  });
});

/** A form's entries, a file shown as `file:<its text>`. */
async function entriesOf(form: FormData | undefined): Promise<[string, string][]> {
  expect(form).toBeInstanceOf(FormData);
  const entries: [string, string][] = [];
  for (const [name, value] of form?.entries() ?? []) {
    entries.push([name, typeof value === "string" ? value : `file:${await value.text()}`]);
  }
  return entries;
}

describe("request preparation (nothing sent)", () => {
  it("query: null and undefined are dropped, also inside arrays", () => {
    expect(toQueryParams({ a: null, b: undefined, keep: "x", list: [1, null, undefined, 2] })).toStrictEqual({
      keep: "x",
      list: [1, 2],
    });
  });

  it("query: strings, numbers and booleans are kept as they are (0 and false included)", () => {
    expect(toQueryParams({ s: "5", n: 5, zero: 0, t: true, f: false, list: [3, false] })).toStrictEqual({
      s: "5",
      n: 5,
      zero: 0,
      t: true,
      f: false,
      list: [3, false],
    });
  });

  it("query: a Date is sent as its ISO text, an object as JSON text", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(toQueryParams({ at, filter: { a: 1, b: [2] }, dates: [at] })).toStrictEqual({
      at: "2026-01-02T03:04:05.000Z",
      filter: '{"a":1,"b":[2]}',
      dates: ["2026-01-02T03:04:05.000Z"],
    });
  });

  it("multipart: a plain object becomes a form (a Blob as a file, objects as JSON text, arrays repeat the name)", async () => {
    const prepared = prepareRequest(upload, {
      file: new Blob(["PNGDATA"], { type: "image/png" }),
      app: "provider",
      size: 3,
      public: false,
      meta: { a: 1 },
      tags: ["x", null, "y", undefined],
      none: null,
      missing: undefined,
    });
    expect(prepared.body).toBeUndefined();
    expect(await entriesOf(prepared.form)).toEqual([
      ["file", "file:PNGDATA"],
      ["app", "provider"],
      ["size", "3"],
      ["public", "false"],
      ["meta", '{"a":1}'],
      ["tags", "x"],
      ["tags", "y"],
    ]);
  });

  it("multipart: a payload that is not an object gives an empty form", async () => {
    expect(await entriesOf(prepareRequest(upload, undefined).form)).toEqual([]);
  });

  it("multipart: options.query is kept", () => {
    const prepared = prepareRequest(upload, { app: "provider" }, { query: { bucket: "public" } });
    expect(prepared.query).toEqual({ bucket: "public" });
  });

  it("path: no payload at all is refused for the missing parameter", () => {
    expect(() => prepareRequest(getItem, undefined)).toThrow("GET /fixture/items/{id}: 缺少路径参数 id");
  });

  it.each([
    ["null", null],
    ["empty", ""],
  ])("path: a parameter that is %s is refused", (_name, id) => {
    expect(() => prepareRequest(getItem, { id, tag: "x" })).toThrow(
      "GET /fixture/items/{id}: 缺少路径参数 id",
    );
  });
});

describe("responses", () => {
  it("unwraps the envelope and converts page numbers", async () => {
    behaviour = { json: { code: 1, data: { current: "2", size: "10", total: "31", records: [{ id: 1 }] } } };
    const page = await client.call(listItems, { current: 2, size: 10 });
    expect(page).toEqual({ current: 2, size: 10, total: 31, records: [{ id: 1 }] });
  });

  it("callEnvelope resolves the whole envelope even for a business failure, without a toast", async () => {
    behaviour = { json: { code: 200333303, msg: "需要短信验证", data: null } };
    const envelope = await client.callEnvelope(saveItem, {});
    expect(envelope).toEqual({ code: 200333303, msg: "需要短信验证", data: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(toastTexts("error")).toEqual([]);
  });

  it("business failure: rejects with kind business and shows msg", async () => {
    behaviour = { json: { code: 500100, msg: "订单状态不允许该操作", data: null } };
    const error = await rejection(client.call(saveItem, {}));
    expect(error).toMatchObject({ kind: "business", code: 500100, message: "订单状态不允许该操作" });
    expect(error.toasted).toBe(true);
    await expectToast("订单状态不允许该操作");
  });

  it("business failure without msg shows 服务异常", async () => {
    behaviour = { json: { code: 0, msg: "", data: null } };
    expect((await rejection(client.call(saveItem, {}))).message).toBe("服务异常");
    await expectToast("服务异常");
  });

  it("a body that is no envelope is a business failure (服务异常)", async () => {
    behaviour = { raw: "<html></html>", type: "text/html" };
    expect(await rejection(client.call(saveItem, {}))).toMatchObject({
      kind: "business",
      message: "服务异常",
    });
  });

  it("callEnvelope: an HTTP error still rejects, with its toast", async () => {
    behaviour = { status: 500, raw: "", type: "text/plain" };
    const error = await rejection(client.callEnvelope(saveItem, {}));
    expect(error).toMatchObject({ kind: "http", status: 500, message: "服务器端出错", toasted: true });
    await expectToast("服务器端出错");
  });

  it("a missing path parameter: call() rejects with an ApiError and its toast, nothing is sent", async () => {
    const error = await rejection(client.call(getItem, { id: "", tag: "x" }));
    expect(error).toMatchObject({ kind: "network", message: "GET /fixture/items/{id}: 缺少路径参数 id" });
    await expectToast("GET /fixture/items/{id}: 缺少路径参数 id");
    expect(received).toEqual([]);
  });

  it("blob endpoints resolve the file; download() also gives the file name", async () => {
    behaviour = {
      raw: "a,b\n1,2\n",
      type: "text/csv",
      headers: { "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent("账单.csv")}` },
    };
    const blob = await client.call(exportFile, { month: "2026-01" });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe("a,b\n1,2\n");
    const file = await client.download(exportFile, { month: "2026-01" });
    expect(file.filename).toBe("账单.csv");
    await expectValidSignature(lastRequest());
  });

  it("a blob endpoint answering a JSON envelope with code 1 resolves that JSON as the file", async () => {
    const text = JSON.stringify({ code: 1, msg: null, data: { rows: 2 } });
    behaviour = { raw: text };
    const blob = await client.call(exportFile, { month: "2026-01" });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe(text);
    expect(await (await client.download(exportFile, { month: "2026-01" })).blob.text()).toBe(text);
  });

  it("a blob endpoint's file not labelled JSON is the file, even when its text reads as an error envelope", async () => {
    const text = JSON.stringify({ code: 40001, msg: "无可导出的账单", data: null });
    behaviour = { raw: text, type: "text/plain;charset=UTF-8" };
    expect(await (await client.call(exportFile, { month: "2026-01" })).text()).toBe(text);
  });

  it("a blob endpoint answering a JSON error envelope is a business failure", async () => {
    behaviour = { json: { code: 40001, msg: "无可导出的账单", data: null } };
    expect(await rejection(client.call(exportFile, { month: "2026-01" }))).toMatchObject({
      kind: "business",
      message: "无可导出的账单",
    });
    await expectToast("无可导出的账单");
  });
});

describe("HTTP and network errors (spec §8)", () => {
  it.each([
    [403, "拒绝访问"],
    [404, "请求错误,未找到该资源"],
    [500, "服务器端出错"],
    [502, "未知的错误信息502"],
  ])("HTTP %i → %s", async (status, text) => {
    behaviour = { status, raw: "oops", type: "text/plain" };
    expect(await rejection(client.call(saveItem, {}))).toMatchObject({ kind: "http", status, message: text });
    await expectToast(text);
  });

  it("a msg in the error body replaces the catalogue text", async () => {
    behaviour = { status: 403, json: { code: 403, msg: "签名已过期", data: null } };
    expect((await rejection(client.call(saveItem, {}))).message).toBe("签名已过期");
    await expectToast("签名已过期");
  });

  it.each([
    [500, { msg: "自定义错误" }],
    [502, { msg: "自定义错误" }],
    [403, { code: "not-a-number", msg: "自定义错误" }],
  ])(
    "a msg in an HTTP %i body without a numeric code still replaces the catalogue text",
    async (status, json) => {
      behaviour = { status, json };
      expect(await rejection(client.call(saveItem, {}))).toMatchObject({
        kind: "http",
        status,
        message: "自定义错误",
      });
      await expectToast("自定义错误");
    },
  );

  it("a msg as JSON text in a blob endpoint's error body replaces the catalogue text", async () => {
    behaviour = { status: 500, raw: JSON.stringify({ msg: "导出失败" }) };
    expect((await rejection(client.download(exportFile, { month: "2026-10" }))).message).toBe("导出失败");
    await expectToast("导出失败");
  });

  it("401 clears auth and calls the unauthorized handler", async () => {
    setToken("old");
    setAccessGroup({ menu: ["/x"], btn: [] });
    behaviour = { status: 401, raw: "", type: "text/plain" };
    expect(await rejection(client.call(saveItem, {}))).toMatchObject({ kind: "http", status: 401 });
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem("accessGroup")).toBeNull();
    expect(unauthorizedCalls).toBe(1);
    await expectToast("未授权，请重新登录");
  });

  it("403 and 500 leave the session alone and do not call the unauthorized handler", async () => {
    setToken("keep");
    for (const status of [403, 500]) {
      behaviour = { status, raw: "", type: "text/plain" };
      expect(await rejection(client.call(saveItem, {}))).toMatchObject({ kind: "http", status });
      expect(getToken()).toBe("keep");
      expect(unauthorizedCalls).toBe(0);
    }
  });

  it("the client's timeout applies to a call that sets none", { timeout: 10_000 }, async () => {
    behaviour = "hang";
    const quick = createHttpClient({ baseURL, accessKey: ACCESS_KEY, accessSecret: SECRET, timeoutMs: 150 });
    expect(await rejection(quick.call(saveItem, {}))).toMatchObject({
      kind: "timeout",
      message: "无法连接到服务器",
    });
  });

  // The client waits 60 s: only the call's own 150 ms can end this test within its 10 s.
  it("a call's timeoutMs wins over the client's", { timeout: 10_000 }, async () => {
    behaviour = "hang";
    const patient = createHttpClient({
      baseURL,
      accessKey: ACCESS_KEY,
      accessSecret: SECRET,
      timeoutMs: 60_000,
    });
    expect(await rejection(patient.call(saveItem, {}, { timeoutMs: 150 }))).toMatchObject({
      kind: "timeout",
      message: "无法连接到服务器",
    });
  });

  it("timeout → 无法连接到服务器 (kind timeout)", async () => {
    behaviour = "hang";
    const error = await rejection(client.call(saveItem, {}, { timeoutMs: 150 }));
    expect(error).toMatchObject({ kind: "timeout", message: "无法连接到服务器" });
    await expectToast("无法连接到服务器");
  });

  it("dropped connection → 无法连接到服务器 (kind network)", async () => {
    behaviour = "drop";
    expect(await rejection(client.call(saveItem, {}))).toMatchObject({
      kind: "network",
      message: "无法连接到服务器",
    });
    await expectToast("无法连接到服务器");
  });

  it("nothing listening → 无法连接到服务器", async () => {
    const closed = createHttpClient({
      baseURL: "http://127.0.0.1:9/api",
      accessKey: ACCESS_KEY,
      accessSecret: SECRET,
    });
    expect((await rejection(closed.call(saveItem, {}))).message).toBe("无法连接到服务器");
  });

  it("a new error toast replaces the earlier one: one visible after two failures", async () => {
    behaviour = { status: 403, raw: "", type: "text/plain" };
    await rejection(client.call(saveItem, {}));
    await expectToast("拒绝访问");
    behaviour = { status: 500, raw: "", type: "text/plain" };
    await rejection(client.call(saveItem, {}));
    await expectToast("服务器端出错");
  });

  it("silent: rejects without a toast", async () => {
    behaviour = { status: 500, raw: "", type: "text/plain" };
    const error = await rejection(client.call(saveItem, {}, { silent: true }));
    expect(error.message).toBe("服务器端出错");
    expect(error.toasted).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(toastTexts("error")).toEqual([]);
  });

  it("an aborted call rejects as canceled, without a toast", async () => {
    behaviour = "hang";
    const controller = new AbortController();
    const pending = client.call(saveItem, {}, { signal: controller.signal });
    await waitFor(() => expect(received.length).toBe(1));
    controller.abort();
    expect(await rejection(pending)).toMatchObject({
      canceled: true,
      kind: "network",
      message: "请求已取消",
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(toastTexts("error")).toEqual([]);
  });
});
