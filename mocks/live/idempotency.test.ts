// @vitest-environment node
/** Idempotency keys (issue 40 §4): a retried write applies once and answers the same. */
import { lastLiveEventId } from "./events";
import { IDEMPOTENCY_KEEP_MS, requestHash } from "./idempotency";
import { metaValue, testWrites, writeTestStandIn } from "./writeTesting";

const key = (value: string) => ({ "Idempotency-Key": value });

describe("Idempotency-Key", () => {
  it("applies a repeated request once and answers it the same, marked as replayed", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const first = await s.call(testWrites.appoint, { orderNo: "SO1" }, { token, headers: key("k-1") });
    const eventId = lastLiveEventId(s.db);
    expect(first.body).toEqual({ code: 1, msg: "success", data: { times: 1 } });
    expect(first.response.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await s.call(testWrites.appoint, { orderNo: "SO1" }, { token, headers: key("k-1") });
    expect(again.body).toEqual(first.body);
    expect(again.response.headers.get("Idempotent-Replayed")).toBe("true");
    expect(metaValue(s.db, "appoint:SO1")).toBe("1");
    expect(lastLiveEventId(s.db)).toBe(eventId);
  });

  it("replays before the version check: the retry of an applied write is not refused as stale", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const headers = { ...key("k-v"), "X-Record-Version": "0" };
    const first = await s.call(testWrites.appoint, { orderNo: "SO9" }, { token, headers });
    const again = await s.call(testWrites.appoint, { orderNo: "SO9" }, { token, headers });
    expect(again.body).toEqual(first.body);
    expect(again.body.code).toBe(1);
  });

  it("refuses the same key on another request", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    await s.call(testWrites.appoint, { orderNo: "SO1" }, { token, headers: key("k-2") });
    const other = await s.call(testWrites.appoint, { orderNo: "SO2" }, { token, headers: key("k-2") });
    expect(other.body).toEqual({ code: 200333422, msg: "幂等键已用于其他请求", data: null });
    const otherPath = await s.call(
      testWrites.reply,
      { workOrderId: "1", content: "x" },
      { token, headers: key("k-2") },
    );
    expect(otherPath.body.code).toBe(200333422);
    expect(metaValue(s.db, "appoint:SO2")).toBeUndefined();
  });

  it("is per account: a colleague's same key is another request", async () => {
    const s = writeTestStandIn();
    const demo = await s.login("demo");
    const limited = await s.login("limited");
    await s.call(testWrites.appoint, { orderNo: "SO1" }, { token: demo, headers: key("shared") });
    const theirs = await s.call(
      testWrites.appoint,
      { orderNo: "SO1" },
      { token: limited, headers: key("shared") },
    );
    expect(theirs.body.data).toEqual({ times: 2 });
  });

  it("keeps no failed answer: the retry of a failed write runs again", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const failed = await s.call(
      testWrites.appoint,
      { orderNo: "SO3", fail: true },
      { token, headers: key("k-3") },
    );
    expect(failed.body.code).toBe(200333499);
    const retried = await s.call(
      testWrites.appoint,
      { orderNo: "SO3", fail: true },
      { token, headers: key("k-3") },
    );
    expect(retried.response.headers.get("Idempotent-Replayed")).toBeNull();
    expect(retried.body.code).toBe(200333499);
  });

  it("forgets a key after 24 hours", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    await s.call(testWrites.appoint, { orderNo: "SO4" }, { token, headers: key("k-4") });
    s.advance(IDEMPOTENCY_KEEP_MS + 1000);
    const token2 = await s.login("demo");
    const later = await s.call(
      testWrites.appoint,
      { orderNo: "SO4" },
      { token: token2, headers: key("k-4") },
    );
    expect(later.body.data).toEqual({ times: 2 });
    expect(s.db.prepare("SELECT count(*) FROM idempotency_keys").pluck().get()).toBe(1);
  });

  it("refuses a malformed key with a 400 envelope", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    for (const bad of ["", "has space", "x".repeat(65), "a.b"]) {
      const { body } = await s.call(testWrites.appoint, { orderNo: "SO5" }, { token, headers: key(bad) });
      expect(body.code).toBe(400);
      expect(body.msg).toContain("幂等键格式不正确");
    }
    expect(metaValue(s.db, "appoint:SO5")).toBeUndefined();
  });

  it("hashes a request whatever the order of its fields", () => {
    expect(requestHash("post", "/a", { b: 1, a: [{ y: 1, x: 2 }] })).toBe(
      requestHash("POST", "/a", { a: [{ x: 2, y: 1 }], b: 1 }),
    );
    expect(requestHash("POST", "/a", { a: 1 })).not.toBe(requestHash("POST", "/b", { a: 1 }));
  });
});
