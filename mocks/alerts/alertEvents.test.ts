// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { lastLiveEventId } from "../live/events";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER } from "../orders/orderTesting";

/**
 * The live events of alerts following their orders (issue 28 §3; the closing itself:
 * mocks/db/migrations/031_alerts_003_follow_orders.ts and its tests): an operation that finishes an order names its
 * open alerts closed (`closedAlertIds`), a cancellation lapsed (`lapsedAlertIds`), in the operation's one event
 * (issue 40 §1: one write, one event), for the order's provider only; other and refused operations name none. 完结 by
 * hand is the alert's own "closed" event.
 */

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });

interface EventRow {
  provider_id: string;
  channel: string;
  type: string;
  payload: string;
}
const eventsAfter = (id: number) =>
  (
    s.db
      .prepare("SELECT provider_id, channel, type, payload FROM live_events WHERE id > ? ORDER BY id")
      .all(id) as EventRow[]
  ).map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));

function orderWithOpenAlert(where: string): string {
  const orderNo = s.db
    .prepare(
      `SELECT o.order_no FROM orders o WHERE o.provider_id = ? AND ${where} AND EXISTS (SELECT 1 FROM order_alerts a
         WHERE a.provider_id = o.provider_id AND a.order_no = o.order_no AND a.handle_status = 1)
       ORDER BY o.created DESC, o.order_id DESC LIMIT 1`,
    )
    .pluck()
    .get(DEMO_PROVIDER) as string | undefined;
  if (!orderNo) throw new Error(`no seeded order with an open alert where ${where}`);
  return orderNo;
}

const openAlerts = (orderNo: string) =>
  s.db
    .prepare("SELECT alert_id FROM order_alerts WHERE order_no = ? AND handle_status = 1 ORDER BY alert_id")
    .pluck()
    .all(orderNo) as number[];

async function expectReported(orderNo: string, kind: "closed" | "lapsed", operate: () => Promise<unknown>) {
  const open = openAlerts(orderNo);
  expect(open.length).toBeGreaterThan(0);
  const before = lastLiveEventId(s.db);
  await operate();
  expect(openAlerts(orderNo)).toEqual([]);
  const events = eventsAfter(before);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ provider_id: DEMO_PROVIDER, channel: "orders", payload: { orderNo } });
  const other = kind === "closed" ? "lapsedAlertIds" : "closedAlertIds";
  expect(events[0].payload[`${kind}AlertIds`]).toEqual(open);
  expect(events[0].payload[other]).toBeUndefined();
}

describe("alert live events", () => {
  it("核销 reports the order's open alerts closed (已完结)", async () => {
    const orderNo = orderWithOpenAlert("o.order_status = 9 AND o.order_source = 1 AND o.hang_up = 0");
    const verifyCode = s.db.prepare("SELECT verify_code FROM orders WHERE order_no = ?").pluck().get(orderNo);
    await expectReported(orderNo, "closed", async () => {
      const { body } = await call(api.order.performance.verify, { orderNo, verifyCode, images: [] });
      expect(body.code).toBe(1);
    });
  });

  it("天猫完工 reports them closed, 取消订单 lapsed", async () => {
    const tmall = orderWithOpenAlert("o.order_status = 9 AND o.order_source = 2 AND o.hang_up = 0");
    await expectReported(tmall, "closed", async () => {
      const { body } = await call(api.order.operations.complete, {
        orderNo: tmall,
        images: ["r/samples/site-photo-1.png"],
      });
      expect(body.code, String(body.msg)).toBe(1);
    });
    const waiting = orderWithOpenAlert("o.order_status = 7 AND o.hang_up = 0");
    await expectReported(waiting, "lapsed", async () => {
      const { body } = await call(api.order.operations.cancelOrder, {
        orderNo: waiting,
        cancelReason: "客户不要了",
      });
      expect(body.code).toBe(1);
    });
  });

  it("reports nothing for refused operations and for the ones that do not end the order", async () => {
    const finishing = orderWithOpenAlert("o.order_status = 9 AND o.order_source = 1 AND o.hang_up = 0");
    const before = lastLiveEventId(s.db);
    const open = openAlerts(finishing);
    // A code of the right shape (4 to 8 digits) that is not the order's: refused by the handler.
    const code = s.db.prepare("SELECT verify_code FROM orders WHERE order_no = ?").pluck().get(finishing);
    const wrong = await call(api.order.performance.verify, {
      orderNo: finishing,
      verifyCode: code === "000000" ? "000001" : "000000",
      images: [],
    });
    expect(wrong.body.code).toBe(200334002);
    const cancelled = s.db
      .prepare("SELECT order_no FROM orders WHERE provider_id = ? AND order_status = 12 LIMIT 1")
      .pluck()
      .get(DEMO_PROVIDER) as string;
    const again = await call(api.order.operations.cancelOrder, {
      orderNo: cancelled,
      cancelReason: "再取消",
    });
    expect(again.body.code).toBe(200334001);
    const visiting = orderWithOpenAlert("o.order_status = 8 AND o.order_source = 1 AND o.hang_up = 0");
    const hangUp = await call(api.order.operations.hangUp, { orderNo: visiting, hangUpReason: "客户外出" });
    expect(hangUp.body.code).toBe(1);
    expect(openAlerts(finishing)).toEqual(open);
    const events = eventsAfter(before);
    expect(events.map((e) => e.channel)).toEqual(["orders"]);
    expect(events[0].payload).not.toHaveProperty("closedAlertIds");
    expect(events[0].payload).not.toHaveProperty("lapsedAlertIds");
  });

  it("完结 by hand reports the one alert closed", async () => {
    const orderNo = orderWithOpenAlert("o.order_status = 8");
    const [alertId] = openAlerts(orderNo);
    const before = lastLiveEventId(s.db);
    const { body } = await call(api.data.alertFinish, { alertId, remark: "已联系客户" });
    expect(body.code).toBe(1);
    expect(eventsAfter(before)).toEqual([
      {
        provider_id: DEMO_PROVIDER,
        channel: "alerts",
        type: "closed",
        payload: { ids: [String(alertId)], alertId, orderNo, alertIds: [alertId], count: 1 },
      },
    ]);
  });
});
