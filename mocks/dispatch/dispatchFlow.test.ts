// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { lastLiveEventId } from "../live/events";
import { createTestStandIn, TEST_CLIENT_HEADER, TEST_ORIGIN, type TestStandIn } from "../testing";
import { DISPATCH_DEV_PAGE } from "./dispatchDev";
import {
  DEMO_PROVIDER,
  activeDemoWorker,
  lastTrack,
  orderRow,
  orderSnapshot,
  pickOrder,
} from "../orders/orderTesting";

/**
 * The dispatch flow (src/domain/orders/flow.ts) in the stand-in: 派单 → 待接单 with its event; the
 * worker's 师傅接单 → 待预约 and 师傅拒单 → 待派单 (worker cleared) on the development page, each with its event in
 * the same transaction; refusals write nothing and emit nothing.
 */

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn({ devPages: true });
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });

const eventsAfter = (id: number) =>
  (
    s.db
      .prepare("SELECT provider_id, channel, type, payload FROM live_events WHERE id > ? ORDER BY id")
      .all(id) as { provider_id: string; channel: string; type: string; payload: string }[]
  ).map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));

function answer(
  orderNo: string,
  reply: string,
  headers: Record<string, string> = {},
  provider: string = DEMO_PROVIDER,
) {
  return s.app.request(`${TEST_ORIGIN}${DISPATCH_DEV_PAGE}/${orderNo}/${reply}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ provider }).toString(),
  });
}

async function dispatched(): Promise<{ orderNo: string; workerId: string }> {
  const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 3 AND hang_up = 0");
  const workerId = activeDemoWorker(s.db);
  const { body } = await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId });
  expect(body.code).toBe(1);
  return { orderNo, workerId };
}

describe("派单 and the worker's answer", () => {
  it("派单 gives the order to the worker as 待接单 and reports it to the provider", async () => {
    const before = lastLiveEventId(s.db);
    const { orderNo, workerId } = await dispatched();
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 4, worker_id: workerId, place_status: 0 });
    expect(eventsAfter(before)).toEqual([
      {
        provider_id: DEMO_PROVIDER,
        channel: "orders",
        type: "order:manualDistribute",
        payload: { ids: [orderNo], orderNo, orderStatus: 4 },
      },
    ]);
  });

  it("师傅接单 makes it 待预约, with a track entry and an accepted event", async () => {
    const { orderNo, workerId } = await dispatched();
    const before = lastLiveEventId(s.db);
    const posted = await answer(orderNo, "accept");
    expect(posted.status).toBe(303);
    expect(decodeURIComponent(posted.headers.get("location") ?? "")).toContain(
      `订单 ${orderNo}：师傅接单成功`,
    );
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 7, worker_id: workerId, place_status: 1 });
    expect(lastTrack(s.db, orderNo)).toMatchObject({ operate_name: "师傅接单", operator_role: "师傅" });
    expect(eventsAfter(before)).toEqual([
      {
        provider_id: DEMO_PROVIDER,
        channel: "orders",
        type: "accepted",
        payload: { orderNo, orderStatus: 7, workerName: expect.any(String) as string },
      },
    ]);
    // Accepted, the worker appoints: the console's 预约 is allowed now.
    const appointed = await call(api.order.performance.appointment, {
      orderNo,
      appointmentDate: "2026-11-21",
      timeSlot: "09-11",
    });
    expect(appointed.body.code).toBe(1);
  });

  it("师傅拒单 sends it back to 待派单 without a worker, the worker's line cancelled", async () => {
    const { orderNo, workerId } = await dispatched();
    const before = lastLiveEventId(s.db);
    const posted = await answer(orderNo, "reject", { Accept: "application/json" });
    expect(await posted.json()).toMatchObject({ code: 1, data: { orderNo, orderStatus: 3 } });
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 3, worker_id: null, place_status: 0 });
    const line = s.db
      .prepare(
        `SELECT w.place_status FROM order_workers w JOIN orders o ON o.order_id = w.order_id
         WHERE o.order_no = ? AND w.worker_id = ? ORDER BY w.id DESC LIMIT 1`,
      )
      .pluck()
      .get(orderNo, workerId);
    expect(line).toBe(3);
    expect(lastTrack(s.db, orderNo).content).toMatch(/拒单，订单回到待派单，原因：师傅拒单$/);
    // Issue 41 §3: the provider hears who refused and why (the event, and a message in the bell).
    expect(eventsAfter(before)).toMatchObject([
      { channel: "orders", type: "rejected", payload: { orderNo, reason: "师傅拒单" } },
      { channel: "messages", type: "created", payload: { title: "师傅拒单" } },
    ]);
    // Back in the queue: it can be dispatched again.
    const again = await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId });
    expect(again.body.code).toBe(1);
  });

  it("refuses an answer to an order that is not 待接单 with a worker, or not the provider's: nothing written", async () => {
    const appointed = pickOrder(s.db, "order_status = 7 AND worker_id IS NOT NULL");
    const { orderNo } = await dispatched();
    const unassigned = pickOrder(s.db, "order_status = 3");
    s.db.prepare("UPDATE orders SET hang_up = 1 WHERE order_no = ?").run(orderNo);
    const other = SEED_PROVIDERS.guarded.id;
    const cases: [string, string, string, string][] = [
      [appointed, "accept", DEMO_PROVIDER, "当前订单状态不允许师傅接单"],
      [unassigned, "reject", DEMO_PROVIDER, "当前订单状态不允许师傅拒单"],
      [orderNo, "accept", DEMO_PROVIDER, "订单已挂起，不能师傅接单"],
      [orderNo, "reject", other, "订单不存在"],
    ];
    for (const [no, reply, provider, message] of cases) {
      const snapshot = orderSnapshot(s.db, no);
      const before = lastLiveEventId(s.db);
      const posted = await answer(no, reply, { Accept: "application/json" }, provider);
      expect(posted.status).toBe(409);
      expect((await posted.json()).msg).toBe(message);
      expect(orderSnapshot(s.db, no)).toEqual(snapshot);
      expect(lastLiveEventId(s.db)).toBe(before);
    }
  });
});

describe("the development dispatch page", () => {
  it("lists the chosen provider's 待接单 orders with both buttons", async () => {
    const { orderNo } = await dispatched();
    const page = await s.app.request(`${TEST_ORIGIN}${DISPATCH_DEV_PAGE}?provider=${DEMO_PROVIDER}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`data-order-no="${orderNo}"`);
    expect(html).toContain("师傅接单");
    expect(html).toContain("师傅拒单");
  });

  it("is off by default and answers loopback clients only", async () => {
    const off = createTestStandIn();
    expect((await off.app.request(`${TEST_ORIGIN}${DISPATCH_DEV_PAGE}`)).status).not.toBe(200);
    const { orderNo } = await dispatched();
    const foreign = await answer(orderNo, "accept", { [TEST_CLIENT_HEADER]: "203.0.113.5" });
    expect(foreign.status).toBe(403);
    const crossSite = await answer(orderNo, "accept", { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(orderRow(s.db, orderNo).order_status).toBe(4);
  });
});
