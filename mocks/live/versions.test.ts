// @vitest-environment node
/** Record versions (issue 40 §4): a write made on a record changed since is refused with who changed it and how. */
import { chinaDateTime } from "../time";
import { emitLiveEvent, lastLiveEventId } from "./events";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { recordVersions } from "./versions";
import { metaValue, testWrites, writeTestStandIn } from "./writeTesting";

const version = (n: number) => ({ "X-Record-Version": String(n) });

describe("X-Record-Version", () => {
  it("refuses a stale write with the colleague's display name, the time and the label; a current one passes", async () => {
    const s = writeTestStandIn();
    const limited = await s.login("limited");
    const demo = await s.login("demo");
    await s.call(testWrites.appoint, { orderNo: "SO1" }, { token: limited });
    const current = lastLiveEventId(s.db);
    const hhmm = chinaDateTime(s.now()).slice(11, 16);

    const stale = await s.call(
      testWrites.appoint,
      { orderNo: "SO1" },
      { token: demo, headers: version(current - 1) },
    );
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({
      code: 200333409,
      msg: `该订单已被 李调度 于 ${hhmm} 预约，请刷新后再操作`,
      data: null,
    });
    expect(metaValue(s.db, "appoint:SO1")).toBe("1");
    expect(lastLiveEventId(s.db)).toBe(current);

    const fresh = await s.call(
      testWrites.appoint,
      { orderNo: "SO1" },
      { token: demo, headers: version(current) },
    );
    expect(fresh.body.data).toEqual({ times: 2 });
    expect(recordVersions(s.db, "orders", ["SO1"]).get("SO1")).toBe(lastLiveEventId(s.db));
  });

  it("checks every record a list field names", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    await s.call(testWrites.readMessages, { ids: [7] }, { token });
    const v = lastLiveEventId(s.db);
    const { body } = await s.call(
      testWrites.readMessages,
      { ids: [6, 7] },
      { token, headers: version(v - 1) },
    );
    expect(body.msg).toMatch(/^该消息已被 李明 于 \d\d:\d\d 标记已读，请刷新后再操作$/);
    const never = await s.call(testWrites.readMessages, { ids: [8] }, { token, headers: version(0) });
    expect(never.body.code).toBe(1);
  });

  it("says only that someone changed it when the event is forgotten or has no operator", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    // A worker's answer from outside the console: no operator.
    emitLiveEvent(s.db, {
      providerId: SEED_PROVIDERS.demo.id,
      channel: "orders",
      type: "accepted",
      ids: ["SO2"],
    });
    const outside = await s.call(testWrites.appoint, { orderNo: "SO2" }, { token, headers: version(0) });
    expect(outside.body.msg).toBe("该订单已被他人修改，请刷新后再操作");

    await s.call(testWrites.appoint, { orderNo: "SO3" }, { token });
    s.db.prepare("DELETE FROM live_events").run();
    const pruned = await s.call(testWrites.appoint, { orderNo: "SO3" }, { token, headers: version(0) });
    expect(pruned.body).toMatchObject({ code: 200333409, msg: "该订单已被他人修改，请刷新后再操作" });
  });

  it("is not checked without the header, and a malformed one is refused", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    await s.call(testWrites.appoint, { orderNo: "SO4" }, { token });
    expect((await s.call(testWrites.appoint, { orderNo: "SO4" }, { token })).body.data).toEqual({ times: 2 });
    const bad = await s.call(
      testWrites.appoint,
      { orderNo: "SO4" },
      { token, headers: { "X-Record-Version": "v1" } },
    );
    expect(bad.body).toEqual({ code: 400, msg: "记录版本号格式不正确", data: null });
  });
});
