// @vitest-environment node
import Database from "better-sqlite3";
import { api } from "../../../src/api";
import type { AlertBoardItem, AlertRow, AlertTrack } from "../../../src/api/data";
import type { Endpoint, Page } from "../../../src/api/endpoint";
import { createTestStandIn, type TestStandIn } from "../../testing";
import {
  ALERT_FINISHED_TRACK,
  ALERT_LAPSED_TRACK,
  alertFollowMigration,
} from "./031_alerts_003_follow_orders";
import { applyMigrations, migrations } from ".";
import { runSeed } from "../seed";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";

/**
 * Alerts follow their orders (mocks/db/migrations/031_alerts_003_follow_orders.ts), through the real order
 * operations: 核销 finishes the order's open alerts (已完结), 取消订单 lapses them (已失效), in the operation's transaction;
 * other operations and refused ones leave them as they were; the board, the list, the track and the 待处理预警 counter
 * follow.
 */

const DEMO = SEED_PROVIDERS.demo.id;
/** The test clock is 2026-11-20 11:00 China time; each test moves it 5 minutes on. */
const AT = "2026-11-20 11:05:00";
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
  s.advance(5 * 60 * 1000);
});

type Payload = Record<string, unknown>;
type AlertDbRow = { alert_id: number; alert_type: number; handle_status: number; finish_time: string | null };

const call = (endpoint: Endpoint, payload: Payload) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });

/** The demo provider's newest order matching `where` (over `orders o`) that has an open alert. */
function orderWithOpenAlert(where: string): string {
  const orderNo = s.db
    .prepare(
      `SELECT o.order_no FROM orders o WHERE o.provider_id = ? AND ${where} AND EXISTS (SELECT 1 FROM order_alerts a
         WHERE a.provider_id = o.provider_id AND a.order_no = o.order_no AND a.handle_status = 1)
       ORDER BY o.created DESC, o.order_id DESC LIMIT 1`,
    )
    .pluck()
    .get(DEMO) as string | undefined;
  if (!orderNo) throw new Error(`no seeded order with an open alert where ${where}`);
  return orderNo;
}

const alertsOf = (orderNo: string) =>
  s.db
    .prepare(
      "SELECT alert_id, alert_type, handle_status, finish_time FROM order_alerts WHERE order_no = ? ORDER BY alert_id",
    )
    .all(orderNo) as AlertDbRow[];

/** Every alert and alert track entry, for "nothing else changed". */
const allAlerts = () => s.db.prepare("SELECT * FROM order_alerts ORDER BY alert_id").all();
const allTracks = () => s.db.prepare("SELECT * FROM alert_tracks ORDER BY id").all();

const board = async () => (await call(api.data.alertBoardDetail, {})).body.data as AlertBoardItem[];
/** The home page's 待处理预警: the board's open counts summed (src/resources/dashboard/Counters.tsx). */
const openCounter = (items: AlertBoardItem[]) => items.reduce((sum, item) => sum + item.openCount, 0);
const card = (items: AlertBoardItem[], type: number) => items.find((item) => item.alertType === type)!;
const listed = async (payload: Payload) =>
  (await call(api.data.alertList, { current: 1, size: 100, ...payload })).body.data as Page<AlertRow>;

/** The operation closes the order's open alerts to `handle`; the board, counter, list and track follow. */
async function expectClosed(orderNo: string, handle: 2 | 3, operate: () => Promise<void>) {
  const open = alertsOf(orderNo).filter((a) => a.handle_status === 1);
  expect(open.length).toBeGreaterThan(0);
  const others = () => allAlerts().filter((a) => (a as { order_no: string }).order_no !== orderNo);
  const othersBefore = others();
  const boardBefore = await board();
  const openTabBefore = (await listed({ handleStatus: 1 })).total;

  await operate();

  const after = alertsOf(orderNo);
  for (const alert of open) {
    expect(after.find((a) => a.alert_id === alert.alert_id)).toMatchObject({
      handle_status: handle,
      finish_time: AT,
    });
    const track = (await call(api.data.alertTrackList, { alertId: String(alert.alert_id) })).body
      .data as AlertTrack[];
    expect(track[0]).toMatchObject({
      content: handle === 2 ? ALERT_FINISHED_TRACK : ALERT_LAPSED_TRACK,
      operator: "系统",
      gmtCreatedTime: AT,
    });
  }
  expect(others()).toEqual(othersBefore);

  const boardAfter = await board();
  expect(openCounter(boardAfter)).toBe(openCounter(boardBefore) - open.length);
  for (const type of new Set(open.map((a) => a.alert_type))) {
    const n = open.filter((a) => a.alert_type === type).length;
    expect(card(boardAfter, type).openCount).toBe(card(boardBefore, type).openCount - n);
    expect(card(boardAfter, type).finishedCount).toBe(
      card(boardBefore, type).finishedCount + (handle === 2 ? n : 0),
    );
  }
  expect((await listed({ handleStatus: 1 })).total).toBe(openTabBefore - open.length);
  const rows = (await listed({ orderNo, handleStatus: handle })).records;
  for (const alert of open) {
    expect(rows.find((row) => row.alertId === String(alert.alert_id))).toMatchObject({
      handleStatus: handle,
      finishTime: AT,
    });
  }
}

/** The call is answered with `code`, and no alert or alert track entry changed. */
async function expectAlertsUntouched(endpoint: Endpoint, payload: Payload, code: number) {
  const alerts = allAlerts();
  const tracks = allTracks();
  const counter = openCounter(await board());
  const { body } = await call(endpoint, payload);
  expect(body.code, `${endpoint.path} ${String(body.msg)}`).toBe(code);
  expect(allAlerts()).toEqual(alerts);
  expect(allTracks()).toEqual(tracks);
  expect(openCounter(await board())).toBe(counter);
}

describe("alerts follow their orders", () => {
  it("核销 finishes the order and its open alerts: 已完结 at the operation's time", async () => {
    const orderNo = orderWithOpenAlert("o.order_status = 9 AND o.order_source = 1 AND o.hang_up = 0");
    const code = s.db.prepare("SELECT verify_code FROM orders WHERE order_no = ?").pluck().get(orderNo);
    await expectClosed(orderNo, 2, async () => {
      const { body } = await call(api.order.performance.verify, { orderNo, verifyCode: code, images: [] });
      expect(body).toMatchObject({ code: 1 });
    });
    expect(s.db.prepare("SELECT finish_time FROM orders WHERE order_no = ?").pluck().get(orderNo)).toBe(AT);
  });

  it("取消订单 lapses the order's open alerts: 已失效, not counted as 已完结", async () => {
    const orderNo = orderWithOpenAlert("o.order_status = 7 AND o.hang_up = 0");
    await expectClosed(orderNo, 3, async () => {
      const { body } = await call(api.order.operations.cancelOrder, {
        orderNo,
        cancelReason: "客户不需要了",
      });
      expect(body).toMatchObject({ code: 1 });
    });
  });

  it("lapses the alerts of a 天猫 order cancelled, and of an order cancelled while hung up", async () => {
    for (const where of ["o.order_source = 2 AND o.order_status = 8", "o.hang_up = 1"]) {
      const orderNo = orderWithOpenAlert(where);
      await expectClosed(orderNo, 3, async () => {
        const { body } = await call(api.order.operations.cancelOrder, { orderNo, cancelReason: "重复下单" });
        expect(body).toMatchObject({ code: 1 });
      });
    }
  });

  it("leaves the alerts open through the other operations (预约, 签到, 挂起)", async () => {
    const waiting = orderWithOpenAlert(
      "o.order_status = 7 AND o.order_source = 1 AND o.hang_up = 0 AND o.worker_id IS NOT NULL",
    );
    await expectAlertsUntouched(
      api.order.performance.appointment,
      { orderNo: waiting, appointmentDate: "2026-11-21", timeSlot: "09-11" },
      1,
    );
    const visiting = orderWithOpenAlert("o.order_status = 8 AND o.order_source = 1 AND o.hang_up = 0");
    await expectAlertsUntouched(
      api.order.performance.signIn,
      { orderNo: visiting, images: ["r/samples/site-photo-1.png"] },
      1,
    );
    await expectAlertsUntouched(
      api.order.operations.hangUp,
      { orderNo: visiting, hangUpReason: "客户外出" },
      1,
    );
    expect(alertsOf(waiting).some((a) => a.handle_status === 1)).toBe(true);
  });

  it("leaves the alerts as they were when the operation is refused", async () => {
    const orderNo = orderWithOpenAlert("o.order_status = 9 AND o.order_source = 1 AND o.hang_up = 0");
    // A code of the right shape (4 to 8 digits) that is not the order's: refused by the handler.
    const code = s.db.prepare("SELECT verify_code FROM orders WHERE order_no = ?").pluck().get(orderNo);
    await expectAlertsUntouched(
      api.order.performance.verify,
      { orderNo, verifyCode: code === "000000" ? "000001" : "000000", images: [] },
      200334002,
    );
    const cancelled = s.db
      .prepare("SELECT order_no FROM orders WHERE provider_id = ? AND order_status = 12 LIMIT 1")
      .pluck()
      .get(DEMO) as string;
    await expectAlertsUntouched(
      api.order.operations.cancelOrder,
      { orderNo: cancelled, cancelReason: "再取消" },
      200334001,
    );
  });

  it("closes alerts whatever writes the status, stamping them with the next track entry", () => {
    const orderNo = orderWithOpenAlert("o.order_status = 8");
    const open = alertsOf(orderNo).filter((a) => a.handle_status === 1);
    s.db.prepare("UPDATE orders SET order_status = 13 WHERE order_no = ?").run(orderNo);
    for (const a of open)
      expect(alertsOf(orderNo).find((x) => x.alert_id === a.alert_id)).toMatchObject({
        handle_status: 2,
        finish_time: null,
      });
    const orderId = s.db.prepare("SELECT order_id FROM orders WHERE order_no = ?").pluck().get(orderNo);
    s.db
      .prepare(
        `INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
         VALUES (?, 'x', 'x', '平台', '平台', '验收完成', '2026-11-20 12:00:00')`,
      )
      .run(orderId);
    for (const a of open)
      expect(alertsOf(orderNo).find((x) => x.alert_id === a.alert_id)?.finish_time).toBe(
        "2026-11-20 12:00:00",
      );
  });
});

describe("migration alerts_003_follow_orders", () => {
  it("closes the open alerts of orders finished or cancelled before it, and only those", () => {
    const db = new Database(":memory:");
    applyMigrations(
      db,
      migrations.filter((m) => m !== alertFollowMigration),
    );
    runSeed(db);
    const pick = (status: number) =>
      db
        .prepare(
          `SELECT o.order_no FROM orders o JOIN order_alerts a ON a.order_no = o.order_no
           WHERE o.order_status = ? AND a.handle_status = 1 ORDER BY o.order_id LIMIT 1`,
        )
        .pluck()
        .get(status) as string;
    const [finished, cancelled, open] = [pick(9), pick(7), pick(8)];
    // Changed before the triggers existed: the alerts stayed open.
    db.prepare(
      "UPDATE orders SET order_status = 11, finish_time = '2026-11-20 12:00:00' WHERE order_no = ?",
    ).run(finished);
    db.prepare("UPDATE orders SET order_status = 12 WHERE order_no = ?").run(cancelled);
    const cancelledAt = db
      .prepare(
        "SELECT t.created FROM order_track t JOIN orders o USING (order_id) WHERE o.order_no = ? ORDER BY t.id DESC",
      )
      .pluck()
      .get(cancelled) as string;
    const alerts = (orderNo: string) =>
      db
        .prepare("SELECT alert_id, handle_status, finish_time FROM order_alerts WHERE order_no = ?")
        .all(orderNo) as { alert_id: number; handle_status: number; finish_time: string | null }[];
    const before = db.prepare("SELECT * FROM order_alerts ORDER BY alert_id").all() as { order_no: string }[];

    expect(applyMigrations(db)).toEqual([alertFollowMigration.name]);

    for (const a of alerts(finished))
      expect(a).toMatchObject({ handle_status: 2, finish_time: "2026-11-20 12:00:00" });
    for (const a of alerts(cancelled))
      expect(a).toMatchObject({ handle_status: 3, finish_time: cancelledAt });
    expect(alerts(open).every((a) => a.handle_status === 1 && a.finish_time === null)).toBe(true);
    const after = db.prepare("SELECT * FROM order_alerts ORDER BY alert_id").all() as { order_no: string }[];
    const untouched = (rows: { order_no: string }[]) =>
      rows.filter((r) => r.order_no !== finished && r.order_no !== cancelled);
    expect(untouched(after)).toEqual(untouched(before));
    const lastTrack = (alertId: number) =>
      db
        .prepare("SELECT content, operator FROM alert_tracks WHERE alert_id = ? ORDER BY id DESC")
        .get(alertId);
    for (const a of alerts(finished))
      expect(lastTrack(a.alert_id)).toEqual({ content: ALERT_FINISHED_TRACK, operator: "系统" });
    for (const a of alerts(cancelled))
      expect(lastTrack(a.alert_id)).toEqual({ content: ALERT_LAPSED_TRACK, operator: "系统" });
    // The board's summary (when present) agrees with the alerts.
    const summary = db.prepare("SELECT name FROM sqlite_master WHERE name = 'alert_days'").get();
    if (summary) {
      expect(
        db.prepare("SELECT handle_status, sum(n) FROM alert_days GROUP BY 1 ORDER BY 1").raw().all(),
      ).toEqual(
        db.prepare("SELECT handle_status, count(*) FROM order_alerts GROUP BY 1 ORDER BY 1").raw().all(),
      );
    }
    db.close();
  });
});
