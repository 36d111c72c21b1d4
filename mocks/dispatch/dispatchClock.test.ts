// @vitest-environment node
/**
 * Issue 41 §1–§3 beyond the rules: 自动接单, the acceptance clock (with the clock the test sets), 接单超时时间 in
 * 个人中心, 代接单 and a worker's refusal that the provider hears about.
 */
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { lastLiveEventId } from "../live/events";
import { createTestStandIn, TEST_ORIGIN, type TestStandIn } from "../testing";
import { sweepAcceptTimeouts } from "./acceptTimeouts";
import { DISPATCH_DEV_PAGE } from "./dispatchDev";
import {
  DEMO_PROVIDER,
  activeDemoWorker,
  lastTrack,
  orderRow,
  orderSnapshot,
  pickOrder,
} from "../orders/orderTesting";
import { DEFAULT_CONFIG, saveSettings } from "../workers/workerSettingsStore";

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn({ devPages: true });
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload = {}, as = token) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });

const MINUTE = 60_000;

interface EventRow {
  channel: string;
  type: string;
  ids: string[];
  payload: Record<string, unknown>;
  change: Record<string, unknown> | null;
  operator: Record<string, unknown> | null;
}

const eventsAfter = (id: number): EventRow[] =>
  (
    s.db
      .prepare(
        "SELECT channel, type, ids, payload, change, operator FROM live_events WHERE id > ? ORDER BY id",
      )
      .all(id) as Record<string, string | null>[]
  ).map((row) => ({
    channel: String(row.channel),
    type: String(row.type),
    ids: JSON.parse(row.ids ?? "[]") as string[],
    payload: JSON.parse(row.payload ?? "{}") as Record<string, unknown>,
    change: row.change ? (JSON.parse(row.change) as Record<string, unknown>) : null,
    operator: row.operator ? (JSON.parse(row.operator) as Record<string, unknown>) : null,
  }));

const tracks = (orderNo: string) =>
  s.db
    .prepare(
      `SELECT t.operate_name, t.operator, t.operator_role, t.content FROM order_track t
       JOIN orders o ON o.order_id = t.order_id WHERE o.order_no = ? ORDER BY t.id`,
    )
    .all(orderNo) as { operate_name: string; operator: string; operator_role: string; content: string }[];

const latestMessage = () =>
  s.db
    .prepare("SELECT msg_type, title, content, is_read FROM messages WHERE uid = ? ORDER BY id DESC LIMIT 1")
    .get(DEMO_PROVIDER) as { msg_type: string; title: string; content: string; is_read: number };

async function dispatched(workerId = activeDemoWorker(s.db)): Promise<{ orderNo: string; workerId: string }> {
  const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 3 AND hang_up = 0");
  const { body } = await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId });
  expect(body.code).toBe(1);
  return { orderNo, workerId };
}

describe("自动接单", () => {
  it("takes the order at once: 待预约, the track line after 派单's, one event from 3 to 7", async () => {
    const workerId = activeDemoWorker(s.db);
    saveSettings(s.db, workerId, { config: { ...DEFAULT_CONFIG, autoAccept: true } });
    const before = lastLiveEventId(s.db);
    const { orderNo } = await dispatched(workerId);
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 7,
      worker_id: workerId,
      place_status: 1,
      accept_deadline: null,
    });
    const [dispatchLine, autoLine] = tracks(orderNo).slice(-2);
    expect(dispatchLine.operate_name).toBe("手动派单");
    expect(autoLine).toMatchObject({
      operate_name: "师傅自动接单",
      operator_role: "师傅",
      content: "师傅自动接单",
    });
    const events = eventsAfter(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channel: "orders",
      ids: [orderNo],
      change: { status: { from: 3, to: 7 } },
    });
  });
});

describe("the acceptance clock", () => {
  it("returns a 待接单 order to 待派单 once its time is up, with a track line, an event and a message", async () => {
    const { orderNo, workerId } = await dispatched();
    const workerName = s.db
      .prepare("SELECT worker_name FROM workers WHERE worker_id = ?")
      .pluck()
      .get(workerId);
    expect(orderRow(s.db, orderNo).accept_deadline).toBe(s.now() + 30 * MINUTE);
    expect(sweepAcceptTimeouts(s.db, s.now() + 30 * MINUTE - 1)).toEqual([]);
    expect(orderRow(s.db, orderNo).order_status).toBe(4);
    s.advance(30 * MINUTE);
    const before = lastLiveEventId(s.db);
    const done = sweepAcceptTimeouts(s.db, s.now());
    expect(done).toEqual([{ orderNo, providerId: DEMO_PROVIDER, workerName }]);
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 3,
      worker_id: null,
      distribute_time: null,
      accept_deadline: null,
    });
    expect(lastTrack(s.db, orderNo)).toMatchObject({
      operate_name: "师傅超时未接单",
      content: "师傅超时未接单，订单退回待派单",
    });
    expect(eventsAfter(before)).toMatchObject([
      {
        channel: "orders",
        type: "acceptTimeout",
        ids: [orderNo],
        payload: { orderNo, workerName, orderStatus: 3 },
        change: { status: { from: 4, to: 3 } },
        operator: null,
      },
      { channel: "messages", type: "created", payload: { title: "师傅超时未接单" } },
    ]);
    expect(latestMessage()).toMatchObject({
      msg_type: "ORDER_DISPATCH",
      title: "师傅超时未接单",
      is_read: 0,
    });
    expect(latestMessage().content).toContain(orderNo);
    // Once only; and the order can be dispatched again.
    expect(sweepAcceptTimeouts(s.db, s.now() + 60 * MINUTE)).toEqual([]);
    const again = await call(api.order.admin.manualDistribute, { orderNos: [orderNo], workerId });
    expect(again.body.code).toBe(1);
  });

  it("uses the provider's 接单超时时间 at dispatch, and leaves accepted and older orders alone", async () => {
    expect((await call(api.worker.dispatchSettings.dispatchSettings)).body.data).toEqual({
      acceptTimeoutMinutes: 30,
    });
    const set = await call(api.worker.dispatchSettings.setDispatchSettings, { acceptTimeoutMinutes: 10 });
    expect(set.body.code).toBe(1);
    expect((await call(api.worker.dispatchSettings.dispatchSettings)).body.data).toEqual({
      acceptTimeoutMinutes: 10,
    });
    const { orderNo } = await dispatched();
    const accepted = await dispatched(activeDemoWorker(s.db, activeDemoWorker(s.db)));
    await s.app.request(`${TEST_ORIGIN}${DISPATCH_DEV_PAGE}/${accepted.orderNo}/accept`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ provider: DEMO_PROVIDER }),
    });
    expect(orderRow(s.db, accepted.orderNo).order_status).toBe(7);
    // The seed's 待接单 orders were given before the clock existed: they have no deadline.
    const seeded = pickOrder(s.db, "order_status = 4 AND accept_deadline IS NULL AND worker_id IS NOT NULL");
    const untouched = orderSnapshot(s.db, seeded);
    s.advance(10 * MINUTE);
    expect(sweepAcceptTimeouts(s.db, s.now()).map((o) => o.orderNo)).toEqual([orderNo]);
    expect(orderRow(s.db, accepted.orderNo).order_status).toBe(7);
    expect(orderSnapshot(s.db, seeded)).toEqual(untouched);
  });

  it("refuses a 接单超时时间 outside 5–1440 whole minutes, in Chinese, changing nothing", async () => {
    for (const [value, msg] of [
      [4, "接单超时时间须在5到1440分钟之间"],
      [1441, "接单超时时间须在5到1440分钟之间"],
      [12.5, "接单超时时间须为整数分钟"],
      ["abc", "接单超时时间须为整数分钟"],
      [undefined, "请输入接单超时时间"],
    ] as const) {
      const res = await call(api.worker.dispatchSettings.setDispatchSettings, {
        acceptTimeoutMinutes: value,
      });
      expect(res.body, String(value)).toMatchObject({ code: 400, msg });
    }
    expect(
      (await call(api.worker.dispatchSettings.setDispatchSettings, { acceptTimeoutMinutes: "60" })).body.code,
    ).toBe(1);
    expect((await call(api.worker.dispatchSettings.dispatchSettings)).body.data).toEqual({
      acceptTimeoutMinutes: 60,
    });
    // An order screen reads it (its 待接单 rows count down); only 个人中心 with 修改基本信息 sets it.
    const limited = await s.login("limited");
    expect((await call(api.worker.dispatchSettings.dispatchSettings, {}, limited)).body.data).toEqual({
      acceptTimeoutMinutes: 60,
    });
    const denied = await call(
      api.worker.dispatchSettings.setDispatchSettings,
      { acceptTimeoutMinutes: 20 },
      limited,
    );
    expect(denied.status).toBe(403);
  });
});

describe("代接单", () => {
  it("accepts a 待接单 order for its worker: 待预约, the track names the operator and the reason, one event", async () => {
    const { orderNo, workerId } = await dispatched();
    const before = lastLiveEventId(s.db);
    const { body } = await call(api.order.dispatch.acceptOnBehalf, { orderNo, reason: "师傅电话确认接单" });
    expect(body.code).toBe(1);
    expect(orderRow(s.db, orderNo)).toMatchObject({
      order_status: 7,
      worker_id: workerId,
      place_status: 1,
      accept_deadline: null,
    });
    const displayName = s.db
      .prepare("SELECT display_name FROM accounts WHERE username = 'demo'")
      .pluck()
      .get();
    expect(lastTrack(s.db, orderNo)).toMatchObject({
      operate_name: "代接单",
      operator: displayName,
      operator_role: "服务商",
      content: "代师傅接单：师傅电话确认接单",
    });
    const events = eventsAfter(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      channel: "orders",
      type: "order:acceptOnBehalf",
      ids: [orderNo],
      change: { status: { from: 4, to: 7 } },
    });
    expect(sweepAcceptTimeouts(s.db, s.now() + 24 * 60 * MINUTE)).toEqual([]);
  });

  it("needs a reason of at most 100 characters, a 待接单 order with a worker, and the button", async () => {
    const { orderNo } = await dispatched();
    const before = orderSnapshot(s.db, orderNo);
    for (const [reason, msg] of [
      [undefined, "代接单原因不能为空"],
      ["  ", "代接单原因不能为空"],
      ["长".repeat(101), "代接单原因不能超过100个字符"],
    ] as const) {
      const res = await call(api.order.dispatch.acceptOnBehalf, { orderNo, reason });
      expect(res.body).toMatchObject({ code: 400, msg });
    }
    const queued = pickOrder(s.db, "order_status = 3");
    const wrong = await call(api.order.dispatch.acceptOnBehalf, { orderNo: queued, reason: "电话" });
    expect(wrong.body).toMatchObject({ code: 200334001, msg: "当前订单状态不允许代接单" });
    const limited = await s.login("limited");
    const denied = await call(api.order.dispatch.acceptOnBehalf, { orderNo, reason: "电话" }, limited);
    expect(denied.status).toBe(403);
    expect(orderSnapshot(s.db, orderNo)).toEqual(before);
  });
});

describe("a worker's refusal", () => {
  it("tells the provider who refused and why: the event's payload and a message, the order back in 待派单", async () => {
    const { orderNo, workerId } = await dispatched();
    const workerName = s.db
      .prepare("SELECT worker_name FROM workers WHERE worker_id = ?")
      .pluck()
      .get(workerId);
    const before = lastLiveEventId(s.db);
    const posted = await s.app.request(`${TEST_ORIGIN}${DISPATCH_DEV_PAGE}/${orderNo}/reject`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ provider: DEMO_PROVIDER, reason: "当天已排满" }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(orderRow(s.db, orderNo)).toMatchObject({ order_status: 3, worker_id: null });
    expect(eventsAfter(before)).toMatchObject([
      {
        channel: "orders",
        type: "rejected",
        ids: [orderNo],
        payload: { orderNo, workerName, reason: "当天已排满", orderStatus: 3 },
        operator: null,
      },
      { channel: "messages", type: "created", payload: { title: "师傅拒单" } },
    ]);
    expect(latestMessage()).toMatchObject({ msg_type: "ORDER_DISPATCH", title: "师傅拒单" });
    expect(latestMessage().content).toMatch(new RegExp(`^师傅拒单：${String(workerName)}，原因：当天已排满`));
    // Its history stays: 派单, then the refusal.
    expect(
      tracks(orderNo)
        .slice(-2)
        .map((t) => t.operate_name),
    ).toEqual(["手动派单", "师傅拒单"]);
    // The bell's list shows it (the message type is known to the message centre).
    const page = await call(api.message.queryMsgRecordPage, {
      current: 1,
      size: 10,
      platform: "provider",
      msgType: "ORDER_DISPATCH",
    });
    expect(JSON.stringify(page.body.data)).toContain("师傅拒单");
  });
});
