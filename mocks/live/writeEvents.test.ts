// @vitest-environment node
/**
 * Every write is one event (issue 40 §1): in its transaction, with its records, change and operator; none when it
 * fails; a handler that still emits its own event is caught. Endpoints: mocks/live/writeTesting.ts.
 */
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { LIMITED_DISPLAY_NAME } from "../db/migrations/038_staff_001_accounts";
import { lastLiveEventId, liveEventById, liveSequence, type LiveEventRow } from "./events";
import { isEvent, openTestStream } from "./sseTesting";
import { recordVersions, withVersions } from "./versions";
import { metaValue, testWrites, writeTestStandIn } from "./writeTesting";

const DEMO = SEED_PROVIDERS.demo.id;

function accountId(db: ReturnType<typeof writeTestStandIn>["db"], username: string): number {
  return Number(db.prepare("SELECT id FROM accounts WHERE username = ?").pluck().get(username));
}

function eventsSince(db: ReturnType<typeof writeTestStandIn>["db"], after: number): LiveEventRow[] {
  const ids = db
    .prepare("SELECT id FROM live_events WHERE id > ? ORDER BY id")
    .pluck()
    .all(after) as number[];
  return ids.map((id) => liveEventById(db, id)!);
}

describe("a write endpoint", () => {
  it("emits exactly one event with its records, change, operator and label, in its transaction", async () => {
    const s = writeTestStandIn();
    const token = await s.login("limited");
    const before = liveSequence(s.db);
    const { body } = await s.call(testWrites.appoint, { orderNo: "SO1", date: "2026-12-01" }, { token });
    expect(body).toEqual({ code: 1, msg: "success", data: { times: 1 } });
    const events = eventsSince(s.db, before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      providerId: DEMO,
      accountId: null,
      channel: "orders",
      type: "appointment",
      ids: ["SO1"],
      change: { status: { from: 4, to: 5 }, fields: ["date"] },
      operator: { accountId: accountId(s.db, "limited"), name: LIMITED_DISPLAY_NAME },
      label: "预约",
      createdAt: s.now(),
    });
    // The console's notifications link by orderNo.
    expect(events[0].payload).toMatchObject({ orderNo: "SO1", ids: ["SO1"] });
    expect(recordVersions(s.db, "orders", ["SO1"]).get("SO1")).toBe(events[0].id);
  });

  it("sends the ids, change and operator on the wire", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const { sse } = await openTestStream(s, token);
    await s.call(testWrites.readMessages, { ids: [3, "4", 3] }, { token });
    const data = JSON.parse((await sse.next(isEvent)).data ?? "") as Record<string, unknown>;
    expect(data).toMatchObject({
      type: "read",
      ids: ["3", "4"],
      operator: { accountId: accountId(s.db, "demo"), name: "李明" },
    });
    expect(data.change).toBeUndefined();
    await sse.close();
  });

  it("merges what the handler names: ids added, the last change and payload win", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const before = liveSequence(s.db);
    await s.call(testWrites.settle, { billNo: "B1" }, { token });
    const [event] = eventsSince(s.db, before);
    expect(event.ids).toEqual(["B1", "B-extra", "B-more"]);
    expect(event.change).toEqual({ fields: ["b"] });
    expect(event.payload).toMatchObject({ billNo: "B1" });
    expect(event.payload.first).toBeUndefined();
    expect(event.label).toBe("结算账单");
  });

  it("emits nothing and writes nothing when it fails", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const before = lastLiveEventId(s.db);
    const { body } = await s.call(testWrites.appoint, { orderNo: "SO2", fail: true }, { token });
    expect(body).toEqual({ code: 200333499, msg: "预约失败", data: null });
    expect(metaValue(s.db, "appoint:SO2")).toBeUndefined();
    expect(lastLiveEventId(s.db)).toBe(before);
    expect(recordVersions(s.db, "orders", ["SO2"]).size).toBe(0);
  });

  it("rolls back a write the handler refuses with a Response", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const before = lastLiveEventId(s.db);
    const { status, body } = await s.call(testWrites.refuse, { orderNo: "SO3" }, { token });
    expect(status).toBe(403);
    expect(body.msg).toBe("仅主账号可操作");
    expect(metaValue(s.db, "refuse")).toBeUndefined();
    expect(lastLiveEventId(s.db)).toBe(before);
  });

  it("is caught when its handler emits its own event", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const before = lastLiveEventId(s.db);
    const { status } = await s.call(testWrites.rogue, { orderNo: "SO4" }, { token });
    expect(status).toBe(500);
    expect(s.logs.join("\n")).toContain("/test-app/V1/live-test/rogue emitted its own live event");
    expect(metaValue(s.db, "rogue")).toBeUndefined();
    expect(lastLiveEventId(s.db)).toBe(before);
  });

  it("is caught when its handler is asynchronous", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const { status } = await s.call(testWrites.later, { orderNo: "SO5" }, { token });
    expect(status).toBe(500);
    expect(s.logs.join("\n")).toContain("a write handler must be synchronous");
  });
});

describe("versions", () => {
  it("are 0 until a record is written, then the id of the event that wrote it", async () => {
    const s = writeTestStandIn();
    const token = await s.login("demo");
    const rows = [{ orderNo: "SO10" }, { orderNo: "SO11" }];
    expect(withVersions(s.db, "orders", rows, (r) => r.orderNo).map((r) => r.version)).toEqual([0, 0]);
    await s.call(testWrites.appoint, { orderNo: "SO11" }, { token });
    const written = withVersions(s.db, "orders", rows, (r) => r.orderNo);
    expect(written).toEqual([
      { orderNo: "SO10", version: 0 },
      { orderNo: "SO11", version: lastLiveEventId(s.db) },
    ]);
    // Channels do not share versions.
    expect(recordVersions(s.db, "workOrders", ["SO11"]).size).toBe(0);
  });
});
