/**
 * Alerts that open on a provider's orders, as the platform's checks raise them, each with its track's first entry
 * and one "alerts opened" event in its transaction; the board's summary follows by its triggers
 * (mocks/db/migrations/029_alerts_002_board_summary.ts).
 * - `sweepOverdueAlerts` (issue 41 §2): the overdue check. A 待接单 or 待预约 order that the lateness rule
 *   (src/domain/orders/lateness.ts, the rule the order list's 等待时长 tones by) says is late gets its 超时未接单 /
 *   超时未预约 alert, opened at the time it became late, once per order and type while that alert is open. The served
 *   stand-in runs it with the acceptance clock (mocks/dispatch/acceptTimeouts.ts); tests call it with their clock.
 * - `openLiveAlert` (issue 28 §2, the development page /api/__dev__/live): the provider's longest-waiting open order
 *   without an open alert whose state calls for one now (dueAlertTypeOf) gets it.
 */
import { ALERT_TYPES, WAIT_ALERT_STATUS, alertStateOf, dueAlertTypeOf } from "../../src/domain/alerts";
import { labelOf } from "../../src/domain/enumeration";
import { ACCEPT_TIMEOUT_MIN } from "../../src/domain/orders/dispatchRules";
import { lateAt, waitRuleOf } from "../../src/domain/orders/lateness";
import { BizError } from "../errors";
import type { Db } from "../db/types";
import { chinaDateTime } from "../time";
import { emitLiveEvent } from "./events";

interface WaitingOrder {
  providerId: string;
  orderNo: string;
  orderSource: number;
  orderStatus: number;
  workerId: string | null;
  workerName: string | null;
  customerName: string;
  gmtCreatedTime: string;
  distributeTime: string | null;
  urgent: number;
  appointmentFailed: number;
  hangUp: number;
  complaint: number;
  acceptTimeout: number | null;
}

export interface OpenedAlert {
  alertId: number;
  orderNo: string;
  alertTypeName: string;
}

const WAITING_SELECT = `SELECT o.provider_id AS providerId, o.order_no AS orderNo, o.order_source AS orderSource,
    o.order_status AS orderStatus, o.worker_id AS workerId, w.worker_name AS workerName,
    o.customer_name AS customerName, o.created AS gmtCreatedTime, o.distribute_time AS distributeTime, o.urgent,
    o.appointment_failed AS appointmentFailed, o.hang_up AS hangUp, o.complaint,
    p.accept_timeout_minutes AS acceptTimeout
  FROM orders o LEFT JOIN workers w ON w.worker_id = o.worker_id LEFT JOIN providers p ON p.id = o.provider_id`;

/** The alert the order's state calls for at `now`, by the provider's 接单超时时间. */
function dueTypeOf(order: WaitingOrder, now: number): number | null {
  return dueAlertTypeOf({ ...order, ...alertStateOf(order) }, now, order.acceptTimeout ?? undefined);
}

/** Opens the alert with its track's first entry and its event (in the caller's transaction). */
function insertAlert(db: Db, order: WaitingOrder, type: number, at: number, now: number): OpenedAlert {
  const time = chinaDateTime(at);
  const alertId = Number(
    db
      .prepare(
        `INSERT INTO order_alerts (provider_id, order_no, order_source, alert_type, handle_status, warned,
           worker_id, worker_name, customer_name, alert_time, finish_time) VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?, ?, NULL)`,
      )
      .run(
        order.providerId,
        order.orderNo,
        order.orderSource,
        type,
        order.workerId,
        order.workerName,
        order.customerName,
        time,
      ).lastInsertRowid,
  );
  const alertTypeName = labelOf(ALERT_TYPES, type);
  db.prepare(
    "INSERT INTO alert_tracks (alert_id, content, operator, created_at) VALUES (?, ?, '系统', ?)",
  ).run(alertId, `系统生成预警：${alertTypeName}`, time);
  emitLiveEvent(
    db,
    {
      providerId: order.providerId,
      channel: "alerts",
      type: "opened",
      payload: { alertId, orderNo: order.orderNo, title: alertTypeName },
      ids: [String(alertId)],
      change: { status: { from: null, to: 1 } },
    },
    now,
  );
  return { alertId, orderNo: order.orderNo, alertTypeName };
}

/** At most this many candidate orders per sweep and status (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/** Raises every overdue wait alert due at `now`; answers those it opened, oldest wait first. */
export function sweepOverdueAlerts(db: Db, now: number): OpenedAlert[] {
  const opened: OpenedAlert[] = [];
  for (const [type, status] of Object.entries(WAIT_ALERT_STATUS)) {
    const rule = waitRuleOf(status);
    if (!rule) continue;
    // No order is late sooner after its start than with the shortest setting: SQL narrows, the rule decides.
    const soonest = rule.lateAfter(ACCEPT_TIMEOUT_MIN);
    const column = rule.from === "distributeTime" ? "o.distribute_time" : "o.created";
    const candidates = db
      .prepare(
        `${WAITING_SELECT} WHERE o.order_status = ? AND o.hang_up = 0 AND o.complaint = 0
           AND ${column} IS NOT NULL AND ${column} <= ?
           AND NOT EXISTS (SELECT 1 FROM order_alerts a WHERE a.provider_id = o.provider_id AND a.order_no = o.order_no
             AND a.alert_type = ? AND a.handle_status = 1)
         ORDER BY ${column}, o.order_id LIMIT ${SWEEP_BATCH}`,
      )
      .all(status, chinaDateTime(now - soonest * 60_000), Number(type)) as WaitingOrder[];
    for (const order of candidates) {
      if (dueTypeOf(order, now) !== Number(type)) continue;
      const at = lateAt(order, order.acceptTimeout ?? undefined) ?? now;
      opened.push(db.transaction(() => insertAlert(db, order, Number(type), Math.min(at, now), now))());
    }
  }
  return opened;
}

export function openLiveAlert(db: Db, providerId: string, now: number): OpenedAlert {
  return db.transaction((): OpenedAlert => {
    const waiting = db
      .prepare(
        `${WAITING_SELECT} WHERE o.provider_id = ? AND o.order_status BETWEEN 3 AND 9
           AND NOT EXISTS (SELECT 1 FROM order_alerts a WHERE a.order_no = o.order_no AND a.handle_status = 1)
         ORDER BY o.created, o.order_id LIMIT ${SWEEP_BATCH}`,
      )
      .all(providerId) as WaitingOrder[];
    for (const order of waiting) {
      const type = dueTypeOf(order, now);
      if (type !== null) return insertAlert(db, order, type, now, now);
    }
    throw new BizError(409, "该服务商没有未预警的进行中订单（可先创建新订单）");
  })();
}
