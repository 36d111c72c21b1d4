/**
 * An alert that opens (issue 28 §2): on the provider's longest-waiting open order without an open alert, counted by
 * the list and the board at once, with one "alerts opened" event in its transaction.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn } from "../testing";
import { openLiveAlert } from "./alertWrite";
import { liveEventsSince, liveSequence } from "./events";
import { createLiveOrder } from "./writes";

const DEMO = SEED_PROVIDERS.demo.id;

describe("an alert that opens", () => {
  it("is listed as 待处理 and on the board at once, with its event", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const openCount = async () => {
      const { body } = await s.call(api.data.alertList, { current: 1, size: 1, handleStatus: 1 }, { token });
      return Number((body as { data: { total: number } }).data.total);
    };
    const before = await openCount();
    // Every waiting order of the seed has its alert: new orders have none yet.
    const fresh = [createLiveOrder(s.db, DEMO, s.now()), createLiveOrder(s.db, DEMO, s.now())];
    const since = liveSequence(s.db);

    const alert = openLiveAlert(s.db, DEMO, s.now());

    expect(await openCount()).toBe(before + 1);
    const { body } = await s.call(api.data.alertList, { current: 1, size: 50, handleStatus: 1 }, { token });
    const rows = (body as { data: { records: { alertId: string | number; orderNo: string }[] } }).data
      .records;
    expect(rows.map((row) => String(row.alertId))).toContain(String(alert.alertId));
    expect(liveEventsSince(s.db, since)).toMatchObject([
      { providerId: DEMO, channel: "alerts", type: "opened", payload: { orderNo: alert.orderNo } },
    ]);
    // The same order gets no second open alert: the next one is on the other new order, then there is none.
    const second = openLiveAlert(s.db, DEMO, s.now());
    expect([alert.orderNo, second.orderNo].sort()).toEqual(fresh.map((order) => order.orderNo).sort());
    expect(() => openLiveAlert(s.db, DEMO, s.now())).toThrow("没有未预警的进行中订单");
  });

  it("is refused for a provider without a waiting order, writing nothing", () => {
    const s = createTestStandIn();
    const since = liveSequence(s.db);
    const alerts = () => s.db.prepare("SELECT count(*) FROM order_alerts").pluck().get();
    const was = alerts();
    expect(() => openLiveAlert(s.db, SEED_PROVIDERS.applicant.id, s.now())).toThrow("没有未预警的进行中订单");
    expect(alerts()).toBe(was);
    expect(liveEventsSince(s.db, since)).toEqual([]);
  });
});
