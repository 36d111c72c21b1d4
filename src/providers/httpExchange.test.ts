/**
 * What the HTTP client hands its transport (issue 30: the URL, headers, exact body, timeout, signal and upload
 * progress of a request) and how it reads a transport that got no answer (timeout, failed connection, cancel).
 */
import { service } from "../api/endpoint";
import { answering, failure, recordingClient } from "../test/fakeTransport";
import type { HttpClient } from "./http";
import { TransportError, type HttpTransport, type TransportRequest } from "./httpTransport";

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("./toast", () => ({ toastError: toasts.error, toastSuccess: vi.fn() }));

const fx = service("/fixture");
const save = fx.post<Record<string, unknown>, { saved: boolean }>("/save", "保存");
const exportFile = fx.get<{ month: string }, Blob>("/export", "下载", { response: "blob" });
const read = fx.get<{ id: number }, null>("/read", "读取");
const upload = fx.post<FormData, null>("/upload", "上传", { payload: "multipart" });

/** The requests the transport of the last client was handed. */
let sent: TransportRequest[] = [];

function clientWith(transport: HttpTransport): HttpClient {
  sent = [];
  return recordingClient(transport, sent);
}

beforeEach(() => toasts.error.mockReset());

describe("what the transport is handed", () => {
  it("a call without a body has no Content-Type; a JSON body is labelled application/json", async () => {
    const client = clientWith(answering({ data: { code: 1, msg: null, data: null } }));
    await client.call(read, { id: 1 });
    await client.call(save, { a: 1 });
    expect(sent.map((request) => request.headers["Content-Type"])).toEqual([undefined, "application/json"]);
    expect(sent.map((request) => request.body)).toEqual([undefined, '{"a":1}']);
  });

  it("base URL + path + the signed query; the client's timeout unless the call sets one; JSON or Blob", async () => {
    const csv = answering({ data: new Blob(["x"]), headers: { "content-type": "text/csv" } });
    const json = answering({ data: { code: 1, msg: null, data: null } });
    const client = clientWith((request) => (request.responseType === "blob" ? csv : json)(request));
    await client.download(exportFile, { month: "2026 11" });
    await client.call(save, { a: 1 }, { timeoutMs: 150, query: { b: ["2", "1"] } });
    expect(
      sent.map(({ method, url, timeoutMs, responseType }) => [method, url, timeoutMs, responseType]),
    ).toEqual([
      ["GET", "/api/fixture/export?month=2026%2011", 10_000, "blob"],
      ["POST", "/api/fixture/save?b=1&b=2", 150, "json"],
    ]);
  });

  it("a FormData is handed on as is, without Content-Type; signal and upload progress reach the transport", async () => {
    const client = clientWith(async (request) => {
      request.onUploadProgress?.({ loaded: 5, total: 10 });
      return answering({ data: { code: 1, msg: null, data: null } })(request);
    });
    const form = new FormData();
    form.append("file", new Blob(["PNG"]), "a.png");
    const controller = new AbortController();
    const progress: unknown[] = [];
    const options = { signal: controller.signal, onUploadProgress: (p: unknown) => progress.push(p) };
    await client.call(upload, form, options);
    expect(sent[0].body).toBeInstanceOf(FormData);
    expect(sent[0].body instanceof FormData && sent[0].body.get("file")).toBeInstanceOf(Blob);
    expect(sent[0].headers["Content-Type"]).toBeUndefined();
    expect(sent[0].signal).toBe(controller.signal);
    expect(progress).toEqual([{ loaded: 5, total: 10 }]);
  });
});

describe("no answer", () => {
  const failing = (error: unknown) =>
    clientWith(async () => {
      throw error;
    });

  it("a timeout → 无法连接到服务器, kind timeout", async () => {
    const error = await failure(failing(new TransportError("timeout")).call(save, {}));
    expect(error).toMatchObject({ kind: "timeout", message: "无法连接到服务器" });
    expect(toasts.error).toHaveBeenCalledWith("无法连接到服务器");
  });

  it("a failed connection (or an abort the caller did not ask for) is no timeout: kind network", async () => {
    const error = await failure(failing(new TransportError("network")).call(save, {}));
    expect(error).toMatchObject({ kind: "network", message: "无法连接到服务器", canceled: false });
  });

  it("canceled through the signal → 请求已取消, canceled, no toast", async () => {
    const error = await failure(failing(new TransportError("canceled")).call(save, {}));
    expect(error).toMatchObject({ kind: "network", message: "请求已取消", canceled: true, toasted: false });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("an error that is not the transport's (thrown before sending) → 无法连接到服务器, kind network", async () => {
    const error = await failure(failing(new TypeError("setRequestHeader failed")).call(save, {}));
    expect(error).toMatchObject({ kind: "network", message: "无法连接到服务器" });
    expect(toasts.error).toHaveBeenCalledWith("无法连接到服务器");
  });
});
