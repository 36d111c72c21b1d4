// @vitest-environment node
/**
 * Each account hears what it may see (issue 40 §3): `limited` (a staff account of `demo` with 首页, 订单 and 消息)
 * hears no work-order event until it is granted 售后, and then at once; the replay after Last-Event-ID obeys the
 * same rule.
 */
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import type { Db } from "../db/types";
import { accountMenus, hears } from "./audience";
import { emitLiveEvent, lastLiveEventId } from "./events";
import { isEvent, openTestStream, type Frame } from "./sseTesting";
import { testWrites, writeTestStandIn } from "./writeTesting";
import type { TestStandIn } from "../testing";

const DEMO = SEED_PROVIDERS.demo.id;
const AFTER_SALES = ["/aftersales/index", "/aftersales/details/workorder"];

const marker = (s: TestStandIn) =>
  emitLiveEvent(s.db, { providerId: DEMO, channel: "messages", type: "marker" }, s.now());
const isMarker = (frame: Frame) => frame.data?.includes('"marker"') ?? false;
const channels = (frames: Frame[]) => frames.filter(isEvent).map((f) => f.event);

function account(db: Db, username: string): { id: number; menus: string[]; buttons: string[] } {
  const row = db.prepare("SELECT id, menus, buttons FROM accounts WHERE username = ?").get(username) as {
    id: number;
    menus: string;
    buttons: string;
  };
  return {
    id: row.id,
    menus: JSON.parse(row.menus) as string[],
    buttons: JSON.parse(row.buttons) as string[],
  };
}

describe("who hears an event", () => {
  it("gives a work-order event to the main account, not to a staff account without 售后", async () => {
    const s = writeTestStandIn();
    const demo = await s.login("demo");
    const mainStream = await openTestStream(s, demo);
    const staffStream = await openTestStream(s, await s.login("limited"));
    await s.call(testWrites.reply, { workOrderId: "77", content: "好的" }, { token: demo });
    await s.call(testWrites.appoint, { orderNo: "SO1" }, { token: demo });
    marker(s);
    const main = await mainStream.sse.collect(isMarker);
    const staff = await staffStream.sse.collect(isMarker);
    expect(channels(main)).toEqual(["workOrders", "orders", "messages"]);
    expect(JSON.parse(main.find((f) => f.event === "workOrders")?.data ?? "")).toMatchObject({
      type: "replied",
      ids: ["77"],
      payload: { workOrderId: "77" },
    });
    expect(channels(staff)).toEqual(["orders", "messages"]);
    await Promise.all([mainStream.sse.close(), staffStream.sse.close()]);
  });

  // An event is judged by the menus its account holds when the hub delivers it (read each poll round).
  it("applies a permission change at once", async () => {
    const s = writeTestStandIn();
    const demo = await s.login("demo");
    const staffStream = await openTestStream(s, await s.login("limited"));
    await s.call(testWrites.reply, { workOrderId: "1", content: "一" }, { token: demo });
    marker(s);
    expect(channels(await staffStream.sse.collect(isMarker))).toEqual(["messages"]);
    const limited = account(s.db, "limited");
    const grant = await s.call(
      api.staff.staffGrant,
      { id: String(limited.id), menus: [...limited.menus, ...AFTER_SALES], buttons: limited.buttons },
      { token: demo },
    );
    expect(grant.body.code).toBe(1);
    await s.call(testWrites.reply, { workOrderId: "2", content: "二" }, { token: demo });
    marker(s);
    const frames = (await staffStream.sse.collect(isMarker)).filter(isEvent);
    const workOrders = frames.filter((f) => f.event === "workOrders");
    expect(workOrders.map((f) => (JSON.parse(f.data ?? "") as { ids: string[] }).ids)).toEqual([["2"]]);
    await staffStream.sse.close();
  });

  it("gives the staff channel to the main account only (its own screens, not a granted menu)", async () => {
    const s = writeTestStandIn();
    const mainStream = await openTestStream(s, await s.login("demo"));
    const staffStream = await openTestStream(s, await s.login("limited"));
    emitLiveEvent(s.db, { providerId: DEMO, channel: "staff", type: "created", ids: ["9"] }, s.now());
    marker(s);
    expect(channels(await mainStream.sse.collect(isMarker))).toEqual(["staff", "messages"]);
    expect(channels(await staffStream.sse.collect(isMarker))).toEqual(["messages"]);
    await Promise.all([mainStream.sse.close(), staffStream.sse.close()]);
  });

  it("replays after Last-Event-ID only what the account may hear", async () => {
    const s = writeTestStandIn();
    const demo = await s.login("demo");
    const limitedToken = await s.login("limited");
    const from = lastLiveEventId(s.db);
    await s.call(testWrites.reply, { workOrderId: "5", content: "五" }, { token: demo });
    await s.call(testWrites.appoint, { orderNo: "SO5" }, { token: demo });
    const end = marker(s);
    const untilEnd = (f: Frame) => Number(f.id) === end;
    const staff = await openTestStream(s, limitedToken, { lastEventId: from });
    expect(channels(await staff.sse.collect(untilEnd))).toEqual(["orders", "messages"]);
    const main = await openTestStream(s, demo, { lastEventId: from });
    expect(channels(await main.sse.collect(untilEnd))).toEqual(["workOrders", "orders", "messages"]);
    await Promise.all([staff.sse.close(), main.sse.close()]);
  });
});

describe("hears", () => {
  const menus = new Set(["/order/index"]);
  it("sends a targeted event to its account only, whatever the menus", () => {
    expect(hears({ accountId: 3, audience: ["/bill/index"] }, 3, null)).toBe(true);
    expect(hears({ accountId: 3, audience: null }, 4, menus)).toBe(false);
  });
  it("sends an event with an audience to holders of one of its menus; null is everyone", () => {
    expect(hears({ accountId: null, audience: ["/bill/index", "/order/index"] }, 1, menus)).toBe(true);
    expect(hears({ accountId: null, audience: ["/bill/index"] }, 1, menus)).toBe(false);
    expect(hears({ accountId: null, audience: null }, 1, new Set())).toBe(true);
    expect(hears({ accountId: null, audience: ["/order/index"] }, 1, null)).toBe(false);
  });
  it("reads no menus of a disabled account", () => {
    const s = writeTestStandIn();
    const limited = account(s.db, "limited");
    expect(accountMenus(s.db, limited.id)?.has("/order/index")).toBe(true);
    s.db.prepare("UPDATE accounts SET enabled = 0 WHERE id = ?").run(limited.id);
    expect(accountMenus(s.db, limited.id)).toBeNull();
  });
});
