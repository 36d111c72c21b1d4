/**
 * The acceptance clock (issue 41 §2): a 待接单 order its worker has not accepted by its deadline (set when it was given
 * to them: the provider's 接单超时时间 then, mocks/dispatch/orderAssign.ts) returns to 待派单 by itself, with a track line
 * 「师傅超时未接单，订单退回待派单」, an "orders" event of type "acceptTimeout" (payload orderNo, workerName) and a
 * 派单通知 message 「师傅超时未接单」. The served stand-in sweeps every minute (mocks/main.ts); tests call
 * `sweepAcceptTimeouts` with the clock they set. No contract call makes it: it emits its events itself, each order
 * in its own transaction.
 */
import { DISPATCH_TEXT, ORDER_STATUS_CODE } from "../../src/domain/orders";
import type { Db } from "../db/types";
import type { Stoppable } from "../live/generator";
import { sweepOverdueAlerts } from "../live/alertWrite";
import { emitLiveEvent } from "../live/events";
import type { Clock } from "../time";
import { chinaDateTime } from "../time";
import { notifyProvider } from "./dispatchNotices";
import { returnToQueue } from "./orderAssign";
import { ORDER_SELECT, type OrderRecord } from "../orders/orderStore";

/** How often the served stand-in sweeps. */
export const SWEEP_EVERY_MS = 60_000;

/** At most this many orders per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

export interface TimedOutOrder {
  orderNo: string;
  providerId: string;
  workerName: string;
}

/** Returns every 待接单 order whose deadline is not after `now` to 待派单; answers those it returned. */
export function sweepAcceptTimeouts(db: Db, now: number): TimedOutOrder[] {
  const due = db
    .prepare(
      `${ORDER_SELECT} WHERE o.accept_deadline IS NOT NULL AND o.accept_deadline <= ? AND o.order_status = ?
         AND o.worker_id IS NOT NULL ORDER BY o.accept_deadline, o.order_id LIMIT ${SWEEP_BATCH}`,
    )
    .all(now, ORDER_STATUS_CODE.awaitingAcceptance) as OrderRecord[];
  return due.map((order) => timeOut(db, order, now));
}

function timeOut(db: Db, order: OrderRecord, now: number): TimedOutOrder {
  const workerName = order.worker_name ?? "师傅";
  const to = ORDER_STATUS_CODE.awaitingDispatch;
  db.transaction(() => {
    returnToQueue(db, order);
    db.prepare(
      `INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
       VALUES (?, 'order:acceptTimeout', ?, '系统', '系统', ?, ?)`,
    ).run(order.order_id, DISPATCH_TEXT.timedOutTitle, DISPATCH_TEXT.timedOutTrack, chinaDateTime(now));
    emitLiveEvent(
      db,
      {
        providerId: order.provider_id,
        channel: "orders",
        type: "acceptTimeout",
        payload: { orderNo: order.order_no, workerName, orderStatus: to },
        ids: [order.order_no],
        change: { status: { from: order.order_status, to }, facts: { orderSource: order.order_source } },
        label: DISPATCH_TEXT.timedOutTitle,
      },
      now,
    );
    notifyProvider(
      db,
      order.provider_id,
      DISPATCH_TEXT.timedOutTitle,
      DISPATCH_TEXT.timedOutMessage(order.order_no, workerName),
      now,
    );
  })();
  return { orderNo: order.order_no, providerId: order.provider_id, workerName };
}

/**
 * The served stand-in's dispatch clock: now, then every SWEEP_EVERY_MS, the overdue alerts (超时未接单 / 超时未预约,
 * mocks/live/alertWrite.ts) and then the acceptance timeouts, so an order that times out has its 超时未接单 alert
 * first. Errors are logged, the timer keeps going.
 */
export function startDispatchClock(
  db: Db,
  clock: Clock,
  log: (line: string) => void,
  everyMs = SWEEP_EVERY_MS,
): Stoppable {
  const sweep = () => {
    try {
      const now = clock();
      const alerts = sweepOverdueAlerts(db, now);
      if (alerts.length > 0) log(`[dispatch] ${alerts.length} overdue alert(s) opened`);
      const done = sweepAcceptTimeouts(db, now);
      if (done.length > 0) log(`[dispatch] ${done.length} 待接单 order(s) timed out, back to 待派单`);
    } catch (error) {
      log(`[dispatch] dispatch clock: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
