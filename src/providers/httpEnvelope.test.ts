/**
 * The HTTP client on odd answers (issue 15 §2.3–2.6), with its transport replaced by a function that answers
 * in-process: each test says exactly what body, status and headers the "server" gives, with no network.
 * (src/providers/http.test.ts covers the same client against a real server.)
 */
import { service, type Page } from "../api/endpoint";
import { answering, failure, recordingClient, type FakeAnswer } from "../test/fakeTransport";
import { onBusinessCode } from "./businessCodes";
import { normalizePage, type HttpClient } from "./http";
import type { TransportRequest } from "./httpTransport";

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("./toast", () => ({ toastError: toasts.error, toastSuccess: vi.fn() }));

const fx = service("/fixture");
const save = fx.post<Record<string, unknown>, { saved: boolean }>("/save", "保存");
const list = fx.post<{ current: number }, Page<{ id: number }>>("/page", "分页", { paginated: true });
const exportFile = fx.get<{ month: string }, Blob>("/export", "下载", { response: "blob" });

/** The requests the transport of the last client was handed. */
let sent: TransportRequest[] = [];

function clientAnswering(answer: FakeAnswer): HttpClient {
  sent = [];
  return recordingClient(answering(answer), sent);
}

beforeEach(() => toasts.error.mockReset());

describe("envelope codes", () => {
  it('{code: "abc", msg: "x"} is not an envelope: 服务异常, not "x"', async () => {
    const error = await failure(clientAnswering({ data: { code: "abc", msg: "x", data: 1 } }).call(save, {}));
    expect(error).toMatchObject({ kind: "business", message: "服务异常", code: undefined });
    expect(toasts.error).toHaveBeenCalledWith("服务异常");
  });

  it.each([
    ["no code at all", { msg: "x", data: 1 }],
    ["an array", [{ code: 1 }]],
    ["null", null],
    ["JSON text that is not an envelope", "[1,2]"],
    ["text that is not JSON", "<html></html>"],
  ])("%s is not an envelope either", async (_name, data) => {
    const error = await failure(clientAnswering({ data }).call(save, {}));
    expect(error).toMatchObject({ kind: "business", message: "服务异常" });
  });

  it('code "1" is success and unwraps data', async () => {
    const client = clientAnswering({ data: { code: "1", msg: null, data: { saved: true } } });
    await expect(client.call(save, {})).resolves.toEqual({ saved: true });
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("an envelope sent as JSON text is read like a parsed one", async () => {
    const client = clientAnswering({ data: JSON.stringify({ code: 1, data: { saved: true } }) });
    await expect(client.call(save, {})).resolves.toEqual({ saved: true });
  });

  it('code "500100" fails with code 500100 and its msg', async () => {
    const client = clientAnswering({ data: { code: "500100", msg: "订单状态不允许该操作", data: null } });
    const error = await failure(client.call(save, {}));
    expect(error).toMatchObject({ kind: "business", code: 500100, message: "订单状态不允许该操作" });
    expect(error.envelope).toEqual({ code: 500100, msg: "订单状态不允许该操作", data: null });
    expect(toasts.error).toHaveBeenCalledWith("订单状态不允许该操作");
  });

  it("a msg that is not a string is no message: 服务异常", async () => {
    const client = clientAnswering({ data: { code: 500100, msg: { text: "x" }, data: null } });
    const error = await failure(client.call(save, {}));
    expect(error).toMatchObject({ code: 500100, message: "服务异常" });
    expect(error.envelope?.msg).toBeNull();
  });

  it("callEnvelope hands over the normalised envelope of a failure without throwing", async () => {
    const client = clientAnswering({ data: { code: "500100", msg: "x", data: 7 } });
    await expect(client.callEnvelope(save, {})).resolves.toEqual({ code: 500100, msg: "x", data: 7 });
  });
});

describe("pages", () => {
  it.each([
    ["missing", { current: 1, size: 10, total: 0 }],
    ["null", { current: 1, size: 10, total: 0, records: null }],
    ["not a list", { current: 1, size: 10, total: 0, records: "none" }],
  ])("records %s → records: []", async (_name, page) => {
    const client = clientAnswering({ data: { code: 1, data: page } });
    await expect(client.call(list, { current: 1 })).resolves.toEqual({
      current: 1,
      size: 10,
      total: 0,
      records: [],
    });
  });

  it("numbers sent as text are converted; missing or unreadable ones become 0", () => {
    expect(normalizePage({ current: "2", size: 10, total: "x", records: [{ id: 1 }], extra: true })).toEqual({
      current: 2,
      size: 10,
      total: 0,
      records: [{ id: 1 }],
      extra: true,
    });
    expect(normalizePage({})).toEqual({ current: 0, size: 0, total: 0, records: [] });
    expect(normalizePage(null)).toEqual({ current: 0, size: 0, total: 0, records: [] });
  });

  it("a failed page keeps its data as sent", async () => {
    const client = clientAnswering({ data: { code: 2, msg: "失败", data: { records: null } } });
    await expect(client.callEnvelope(list, { current: 1 })).resolves.toEqual({
      code: 2,
      msg: "失败",
      data: { records: null },
    });
  });
});

describe("download file names", () => {
  const csv = () => new Blob(["a,b\n"], { type: "text/csv" });

  it.each([
    ["plain quoted", 'attachment; filename="账单.csv"', "账单.csv"],
    ["plain unquoted", "attachment; filename=bill-2026.csv", "bill-2026.csv"],
    ["extended (RFC 5987)", `attachment; filename*=UTF-8''${encodeURIComponent("账单.csv")}`, "账单.csv"],
    [
      "both: the extended one wins",
      `attachment; filename="bill.csv"; filename*=UTF-8''${encodeURIComponent("账单.csv")}`,
      "账单.csv",
    ],
    [
      "a broken extended one falls back to the plain one",
      "attachment; filename*=UTF-8''%E8%ZZ; filename=b.csv",
      "b.csv",
    ],
    [
      "extended with a language tag",
      `attachment; filename*=UTF-8'zh-CN'${encodeURIComponent("账单.csv")}`,
      "账单.csv",
    ],
    ["extended, quoted", `attachment; filename*="UTF-8''${encodeURIComponent("账单.csv")}"`, "账单.csv"],
    [
      "extended, with spaces around = and before ;",
      `attachment; filename* = UTF-8''${encodeURIComponent("账单.csv")} ; size=4`,
      "账单.csv",
    ],
    ["plain, with a space before ;", "attachment; filename=bill.csv ; size=4", "bill.csv"],
    ["none", "attachment", undefined],
  ])("%s", async (_name, disposition, expected) => {
    const client = clientAnswering({
      data: csv(),
      headers: { "content-type": "text/csv", "content-disposition": disposition },
    });
    const file = await client.download(exportFile, { month: "2026-11" });
    expect(file.filename).toBe(expected);
    expect(await file.blob.text()).toBe("a,b\n");
  });

  it("no Content-Disposition header: no file name", async () => {
    const client = clientAnswering({ data: csv(), headers: { "content-type": "text/csv" } });
    expect((await client.download(exportFile, { month: "2026-11" })).filename).toBeUndefined();
  });

  it("a JSON error envelope in a Blob is a business failure with its msg", async () => {
    const body = new Blob([JSON.stringify({ code: 40001, msg: "无可导出的账单", data: null })], {
      type: "application/json",
    });
    const client = clientAnswering({ data: body, headers: { "content-type": "application/json" } });
    const error = await failure(client.download(exportFile, { month: "2026-11" }));
    expect(error).toMatchObject({ kind: "business", code: 40001, message: "无可导出的账单" });
  });

  it("a JSON success envelope around no file is a failure (nothing to save)", async () => {
    const client = clientAnswering({ data: { code: 1, msg: null, data: null } });
    const error = await failure(client.download(exportFile, { month: "2026-11" }));
    expect(error.kind).toBe("business");
  });
});

describe("HTTP errors with an envelope body", () => {
  it("403 with {code: 403001}: status is the HTTP status, code the envelope's", async () => {
    const client = clientAnswering({ status: 403, data: { code: 403001, msg: "无权操作", data: null } });
    const error = await failure(client.call(save, {}));
    expect(error).toMatchObject({
      kind: "http",
      status: 403,
      code: 403001,
      statusCode: 403,
      message: "无权操作",
    });
    expect(error.envelope).toEqual({ code: 403001, msg: "无权操作", data: null });
  });

  it("a 403 whose body is no envelope has no code and the catalogue text", async () => {
    const client = clientAnswering({
      status: 403,
      data: "Forbidden",
      headers: { "content-type": "text/plain" },
    });
    const error = await failure(client.call(save, {}));
    expect(error).toMatchObject({ kind: "http", status: 403, code: undefined, message: "拒绝访问" });
  });
});

describe("a business code the console answers as a whole (onBusinessCode)", () => {
  const HELD = { code: 200336003, msg: "请先阅读并同意平台协议", data: null };
  afterEach(() => onBusinessCode(HELD.code, null));

  it("calls its handler instead of the error toast; the call still fails with the code", async () => {
    const handler = vi.fn();
    onBusinessCode(HELD.code, handler);
    const client = clientAnswering({ data: HELD });
    const error = await failure(client.call(save, {}));
    expect(error).toMatchObject({ kind: "business", code: HELD.code, message: HELD.msg, toasted: false });
    expect(toasts.error).not.toHaveBeenCalled();
    // A download and an envelope read by its caller reach it too; another code does not.
    await failure(client.download(exportFile, { month: "2026-11" }));
    await expect(client.callEnvelope(save, {})).resolves.toEqual(HELD);
    await failure(clientAnswering({ data: { ...HELD, code: 500100 } }).call(save, {}));
    expect(handler).toHaveBeenCalledTimes(3);
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });

  it("toasts as any failure once the handler is removed", async () => {
    onBusinessCode(HELD.code, vi.fn());
    onBusinessCode(HELD.code, null);
    await failure(clientAnswering({ data: HELD }).call(save, {}));
    expect(toasts.error).toHaveBeenCalledWith(HELD.msg);
  });
});
