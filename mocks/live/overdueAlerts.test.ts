// @vitest-environment node
/**
 * Issue 41 §2: the early-warning board counts late waits by the lateness rule the order list tones by. The overdue
 * check (sweepOverdueAlerts) opens 超时未接单 / 超时未预约 exactly when the rule says late, once, with its event.
 */
import { api } from "../../src/api";
import type { AlertBoardItem } from "../../src/api/data";
import type { Endpoint } from "../../src/api/endpoint";
import { WAIT_ALERT_STATUS } from "../../src/domain/alerts";
import { lateAt, orderWait } from "../../src/domain/orders/lateness";
import { DEMO_PROVIDER, activeDemoWorker, pickOrder } from "../orders/orderTesting";
import { createTestStandIn, type TestStandIn } from "../testing";
import { sweepOverdueAlerts } from "./alertWrite";
import { lastLiveEventId, liveEventsSince } from "./events";

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const MINUTE = 60_000;
type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload = {}) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });

interface Waiting {
  orderNo: string;
  orderStatus: number;
  gmtCreatedTime: string;
  distributeTime: string | null;
}

/** The demo's orders waiting in a status an overdue alert watches (not hung up, no complaint, not urged). */
const waitingOrders = (status: number) =>
  s.db
    .prepare(
      `SELECT order_no AS orderNo, order_status AS orderStatus, created AS gmtCreatedTime,
         distribute_time AS distributeTime FROM orders
       WHERE provider_id = ? AND order_status = ? AND hang_up = 0 AND complaint = 0 AND urgent = 0`,
    )
    .all(DEMO_PROVIDER, status) as Waiting[];

const openAlertOf = (orderNo: string, type: number) =>
  s.db
    .prepare(
      "SELECT alert_time FROM order_alerts WHERE order_no = ? AND alert_type = ? AND handle_status = 1",
    )
    .pluck()
    .all(orderNo, type) as string[];

async function openOnBoard(type: number): Promise<number> {
  const { body } = await call(api.data.alertBoardDetail, {});
  return (body.data as AlertBoardItem[]).find((item) => item.alertType === type)!.openCount;
}

describe("overdue wait alerts", () => {
  it("are open exactly for the orders the lateness rule calls late, in the seed and after a sweep", () => {
    for (const at of [s.now(), s.now() + 2 * 24 * 60 * MINUTE]) {
      sweepOverdueAlerts(s.db, at);
      for (const [type, status] of Object.entries(WAIT_ALERT_STATUS)) {
        const orders = waitingOrders(status);
        expect(orders.length).toBeGreaterThan(0);
        const late = orders.filter((order) => orderWait(order, at)?.level === "late").map((o) => o.orderNo);
        const alerted = orders.filter((order) => openAlertOf(order.orderNo, Number(type)).length > 0);
        expect(alerted.map((o) => o.orderNo).sort()).toEqual(late.sort());
      }
    }
  });

  it("opens 超时未接单 when the acceptance time is up, on the board at once, once, with its event", async () => {
    const orderNo = pickOrder(
      s.db,
      "order_source = 1 AND order_status = 3 AND hang_up = 0 AND complaint = 0",
    );
    const dispatch = await call(api.order.admin.manualDistribute, {
      orderNos: [orderNo],
      workerId: activeDemoWorker(s.db),
    });
    expect(dispatch.body.code).toBe(1);
    const due = s.now() + 30 * MINUTE;
    // Other seeded waits may turn late meanwhile: only this order's alert is followed.
    expect(sweepOverdueAlerts(s.db, due - 1).map((alert) => alert.orderNo)).not.toContain(orderNo);
    const before = await openOnBoard(1);
    const since = lastLiveEventId(s.db);

    const opened = sweepOverdueAlerts(s.db, due + 5 * MINUTE);

    expect(opened).toContainEqual(expect.objectContaining({ orderNo, alertTypeName: "超时未接单" }));
    const distributeTime = s.db
      .prepare("SELECT distribute_time FROM orders WHERE order_no = ?")
      .pluck()
      .get(orderNo) as string;
    // Opened at the moment the order became late, not when the sweep ran.
    expect(lateAt({ orderStatus: 4, distributeTime })).toBe(due - (due % 1000));
    expect(openAlertOf(orderNo, 1)).toHaveLength(1);
    expect(await openOnBoard(1)).toBe(before + opened.filter((a) => a.alertTypeName === "超时未接单").length);
    const events = liveEventsSince(s.db, since).filter((event) => event.payload.orderNo === orderNo);
    expect(events).toMatchObject([{ channel: "alerts", type: "opened", payload: { title: "超时未接单" } }]);
    expect(sweepOverdueAlerts(s.db, due + 60 * MINUTE).map((alert) => alert.orderNo)).not.toContain(orderNo);
  });

  it("follows the provider's 接单超时时间", async () => {
    s.db.prepare("UPDATE providers SET accept_timeout_minutes = 90 WHERE id = ?").run(DEMO_PROVIDER);
    const orderNo = pickOrder(
      s.db,
      "order_source = 1 AND order_status = 3 AND hang_up = 0 AND complaint = 0",
    );
    await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId: activeDemoWorker(s.db) });
    expect(sweepOverdueAlerts(s.db, s.now() + 89 * MINUTE).map((a) => a.orderNo)).not.toContain(orderNo);
    expect(sweepOverdueAlerts(s.db, s.now() + 90 * MINUTE).map((a) => a.orderNo)).toContain(orderNo);
  });
});
