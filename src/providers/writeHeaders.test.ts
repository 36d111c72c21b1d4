/**
 * What a write carries (issue 40 §4): the HTTP client's Idempotency-Key on every call of a write endpoint (and none
 * on a read), the same key on its own retry after a lost connection, X-Record-Version when given, and the data
 * provider's `meta.write` reaching the client as call options.
 */
import { service } from "../api/endpoint";
import { answering, failure, recordingClient } from "../test/fakeTransport";
import { createDataProvider } from "./dataProvider";
import { ApiError } from "./errors";
import type { HttpClient } from "./http";
import { TransportError, type HttpTransport, type TransportRequest } from "./httpTransport";
import { createWriteAttempts, recordVersionOf, requestIdentity, WRITE_HEADERS } from "./writeHeaders";

vi.mock("./toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const fx = service("/fixture");
const appoint = fx.post<{ orderNo: string }, null>("/appoint", "预约", {
  effect: { channel: "orders", type: "appointment", key: "orderNo" },
});
const read = fx.post<{ orderNo: string }, null>("/read", "读取", { effect: "read" });
const verify = fx.post<{ code: string }, null>("/verify", "校验", { effect: "session" });

const OK = answering({ data: { code: 1, msg: null, data: null } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let sent: TransportRequest[] = [];
const keyOf = (request: TransportRequest) => request.headers[WRITE_HEADERS.idempotencyKey];
const versionOf = (request: TransportRequest) => request.headers[WRITE_HEADERS.recordVersion];

function clientWith(transport: HttpTransport): HttpClient {
  sent = [];
  return recordingClient(transport, sent);
}

/** A transport failing the first `n` requests with `failure`, answering OK afterwards. */
function failingFirst(n: number, error: TransportError): HttpTransport {
  let left = n;
  return async (request) => {
    if (left-- > 0) throw error;
    return OK(request);
  };
}

describe("the write headers of the HTTP client", () => {
  it("a write endpoint's call carries a new Idempotency-Key each time; a read and a session call carry none", async () => {
    const client = clientWith(OK);
    await client.call(appoint, { orderNo: "A" });
    await client.call(appoint, { orderNo: "A" });
    await client.call(read, { orderNo: "A" }, { idempotencyKey: "k-read", recordVersion: 3 });
    await client.call(verify, { code: "1" });
    expect(keyOf(sent[0])).toMatch(UUID);
    expect(keyOf(sent[1])).toMatch(UUID);
    expect(keyOf(sent[1])).not.toBe(keyOf(sent[0]));
    expect(sent.slice(2).map(keyOf)).toEqual([undefined, undefined]);
    expect(sent.map(versionOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("the caller's key and the record's version are sent as given", async () => {
    const client = clientWith(OK);
    await client.call(appoint, { orderNo: "A" }, { idempotencyKey: "action-1", recordVersion: 42 });
    expect(keyOf(sent[0])).toBe("action-1");
    expect(versionOf(sent[0])).toBe("42");
  });

  it("a write whose connection was lost is sent once more with the same key and request", async () => {
    const client = clientWith(failingFirst(1, new TransportError("network")));
    await client.call(appoint, { orderNo: "A" });
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    expect(sent[1].body).toBe(sent[0].body);
  });

  it("not twice, not after a timeout, and never a read", async () => {
    const lost = clientWith(failingFirst(2, new TransportError("network")));
    expect(await failure(lost.call(appoint, { orderNo: "A" }))).toMatchObject({ kind: "network" });
    expect(sent).toHaveLength(2);
    const slow = clientWith(failingFirst(1, new TransportError("timeout")));
    expect(await failure(slow.call(appoint, { orderNo: "A" }))).toMatchObject({ kind: "timeout" });
    expect(sent).toHaveLength(1);
    const reading = clientWith(failingFirst(1, new TransportError("network")));
    await failure(reading.call(read, { orderNo: "A" }));
    expect(sent).toHaveLength(1);
  });

  it("the data provider hands meta.write to the client (refine's mutation meta → call options)", async () => {
    const client = clientWith(OK);
    const provider = createDataProvider((ep, payload, options) => client.call(ep, payload, options));
    await provider.custom?.({
      url: appoint.path,
      method: "post",
      payload: { orderNo: "A" },
      meta: { endpoint: appoint, write: { idempotencyKey: "k-7", recordVersion: 7 } },
    });
    expect([keyOf(sent[0]), versionOf(sent[0])]).toEqual(["k-7", "7"]);
  });
});

describe("the attempts of one action", () => {
  const unknown = new ApiError("无法连接到服务器", { kind: "timeout" });
  const refusal = new ApiError("该订单已被 李调度 于 10:32 预约，请刷新后再操作", {
    kind: "business",
    code: 9,
  });

  it("a try whose outcome is unknown keeps its key for the same request; anything else starts a new key", () => {
    const attempts = createWriteAttempts();
    const request = requestIdentity(appoint.path, { orderNo: "A", date: "2026-12-01" });
    const first = attempts.keyFor(request);
    attempts.settle(unknown);
    expect(attempts.keyFor(request)).toBe(first);
    // The user changed what was typed: another request, another key (the server refuses a key with another request).
    const changed = attempts.keyFor(requestIdentity(appoint.path, { orderNo: "A", date: "2026-12-02" }));
    expect(changed).not.toBe(first);
    attempts.settle(refusal);
    const afterRefusal = attempts.keyFor(request);
    expect(afterRefusal).not.toBe(first);
    attempts.settle();
    expect(attempts.keyFor(request)).not.toBe(afterRefusal);
  });

  it("a cancelled call is no unknown outcome", () => {
    const attempts = createWriteAttempts();
    const first = attempts.keyFor("r");
    attempts.settle(new ApiError("请求已取消", { kind: "network", canceled: true }));
    expect(attempts.keyFor("r")).not.toBe(first);
  });
});

describe("recordVersionOf", () => {
  it("a record's numeric version, or none", () => {
    expect(recordVersionOf({ orderNo: "A", version: 12 })).toBe(12);
    expect(recordVersionOf({ orderNo: "A", version: 0 })).toBe(0);
    expect(recordVersionOf({ orderNo: "A", version: "12" })).toBeUndefined();
    expect(recordVersionOf({ orderNo: "A" })).toBeUndefined();
    expect(recordVersionOf(undefined)).toBeUndefined();
  });
});
