// @vitest-environment node
/**
 * Each write that a provider's consoles should learn about emits exactly one live event, in the write's own
 * transaction: a refused or failed write emits none (and a failing event undoes the write).
 */
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import type { Db } from "../db/types";
import { createTestStandIn } from "../testing";
import { liveEventsSince, liveSequence } from "./events";
import { addCustomerReply, AWAITING_DISPATCH, createLiveOrder, sendPlatformMessage } from "./writes";

const DEMO = SEED_PROVIDERS.demo.id;
const NEWCOMER = SEED_PROVIDERS.newcomer.id;

const eventsAfter = (db: Db, id: number) => liveEventsSince(db, id);
const count = (db: Db, sql: string, ...args: unknown[]) =>
  Number(
    db
      .prepare(sql)
      .pluck()
      .get(...args),
  );

/** Makes every live event fail, as a write inside the same transaction would. */
function breakEvents(db: Db): void {
  db.exec(
    "CREATE TEMP TRIGGER live_fail BEFORE INSERT ON live_events BEGIN SELECT RAISE(ABORT, 'live down'); END",
  );
}

describe("writes from outside the console", () => {
  it("a new order: a 待派单 order of that provider and one 'orders created' event", () => {
    const { db, now } = createTestStandIn();
    const before = liveSequence(db);
    const order = createLiveOrder(db, NEWCOMER, now());
    const row = db.prepare("SELECT * FROM orders WHERE order_id = ?").get(order.orderId) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      provider_id: NEWCOMER,
      order_status: AWAITING_DISPATCH,
      order_no: order.orderNo,
    });
    expect(count(db, "SELECT count(*) FROM order_goods WHERE order_id = ?", order.orderId)).toBeGreaterThan(
      0,
    );
    const events = eventsAfter(db, before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      providerId: NEWCOMER,
      accountId: null,
      channel: "orders",
      type: "created",
      payload: { orderNo: order.orderNo, orderStatus: AWAITING_DISPATCH },
      createdAt: now(),
    });
    expect(createLiveOrder(db, NEWCOMER, now()).orderNo).not.toBe(order.orderNo);
  });

  it("a customer's reply: on an open work order, 发起人已追加, one 'workOrders replied' event", () => {
    const { db, now } = createTestStandIn();
    const before = liveSequence(db);
    const { workOrderNo } = addCustomerReply(db, DEMO, now());
    const row = db.prepare("SELECT * FROM work_orders WHERE work_order_no = ?").get(workOrderNo) as {
      id: number;
      provider_id: string;
      response_status: number;
      result_status: number;
    };
    expect(row).toMatchObject({ provider_id: DEMO, response_status: 5 });
    expect([8, 9]).not.toContain(row.result_status);
    expect(
      db
        .prepare("SELECT sender_role FROM work_order_messages WHERE work_order_id = ? ORDER BY id DESC")
        .pluck()
        .get(row.id),
    ).toBe("发起人");
    expect(eventsAfter(db, before)).toMatchObject([
      {
        providerId: DEMO,
        channel: "workOrders",
        type: "replied",
        payload: { workOrderNo, workOrderId: String(row.id) },
      },
    ]);
  });

  it("a platform message: unread for the provider, one 'messages created' event", () => {
    const { db, now } = createTestStandIn();
    const before = liveSequence(db);
    const unread = () => count(db, "SELECT count(*) FROM messages WHERE uid = ? AND is_read = 0", DEMO);
    const was = unread();
    sendPlatformMessage(db, DEMO, now());
    expect(unread()).toBe(was + 1);
    expect(eventsAfter(db, before)).toMatchObject([
      { providerId: DEMO, channel: "messages", type: "created", payload: { title: "平台公告" } },
    ]);
  });

  it("a refused write emits nothing; a failing event undoes the write", () => {
    const { db, now } = createTestStandIn();
    const before = liveSequence(db);
    expect(() => createLiveOrder(db, "no-such-provider", now())).toThrow("服务商不存在");
    db.prepare("UPDATE work_orders SET result_status = 8 WHERE provider_id = ?").run(NEWCOMER);
    expect(() => addCustomerReply(db, NEWCOMER, now())).toThrow("没有未完结的工单");
    expect(liveSequence(db)).toBe(before);

    const orders = count(db, "SELECT count(*) FROM orders");
    const messages = count(db, "SELECT count(*) FROM messages");
    const replies = count(db, "SELECT count(*) FROM work_order_messages");
    breakEvents(db);
    expect(() => createLiveOrder(db, DEMO, now())).toThrow("live down");
    expect(() => sendPlatformMessage(db, DEMO, now())).toThrow("live down");
    expect(() => addCustomerReply(db, DEMO, now())).toThrow("live down");
    expect(count(db, "SELECT count(*) FROM orders")).toBe(orders);
    expect(count(db, "SELECT count(*) FROM messages")).toBe(messages);
    expect(count(db, "SELECT count(*) FROM work_order_messages")).toBe(replies);
  });
});

describe("a live order in the console's calls", () => {
  it("heads the provider's order list and its detail answers", async () => {
    const s = createTestStandIn();
    s.advance(60_000);
    const { orderNo } = createLiveOrder(s.db, DEMO, s.now());
    const token = await s.login("demo");
    const list = await s.call(api.order.provider.orderList, { current: 1, size: 10 }, { token });
    expect(list.body.data.records[0]).toMatchObject({ orderNo });
    const detail = await s.call(api.order.provider.orderDetail, { orderNo }, { token });
    expect(detail.body.code).toBe(1);
  });
});

describe("the console's own writes", () => {
  it("a work order reply emits one 'workOrders updated' event; a refused one none", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const id = Number(
      s.db
        .prepare(
          "SELECT id FROM work_orders WHERE provider_id = ? AND assigned_type = 2 AND result_status = 2 LIMIT 1",
        )
        .pluck()
        .get(DEMO),
    );
    const no = s.db.prepare("SELECT work_order_no FROM work_orders WHERE id = ?").pluck().get(id);
    const before = liveSequence(s.db);
    const reply = { workOrderId: String(id), content: "已安排师傅上门" };
    expect((await s.call(api.workOrders.reply, reply, { token })).body.code).toBe(1);
    expect(eventsAfter(s.db, before)).toMatchObject([
      {
        providerId: DEMO,
        channel: "workOrders",
        type: "updated",
        payload: { workOrderNo: no, action: "reply" },
      },
    ]);
    const after = liveSequence(s.db);
    expect((await s.call(api.workOrders.reply, { ...reply, content: "" }, { token })).body.code).not.toBe(1);
    breakEvents(s.db);
    const failed = await s.call(
      api.workOrders.appendMsg,
      { workOrderId: String(id), content: "补充" },
      { token },
    );
    expect(failed.status).toBe(500);
    expect(liveSequence(s.db)).toBe(after);
    expect(
      s.db
        .prepare("SELECT count(*) FROM work_order_messages WHERE work_order_id = ? AND content = '补充'")
        .pluck()
        .get(id),
    ).toBe(0);
  });
});
