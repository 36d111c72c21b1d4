import {
  acceptDeadline,
  ASSIGNED_STATUS,
  DISPATCH_TEXT,
  PLACEMENT_CODE,
  WORKER_REPLIES,
  workerReplyRefusal,
  type WorkerReply,
} from "../../src/domain/orders";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { emitLiveEvent } from "../live/events";
import type { HandlerContext } from "../router";
import { chinaDateTime } from "../time";
import { acceptTimeoutOf } from "./dispatchStore";
import { notifyProvider } from "./dispatchNotices";
import { ORDER_BIZ, ORDER_NOT_FOUND, ORDER_SELECT, type OrderRecord } from "../orders/orderStore";
import { settingsOf } from "../workers/workerSettingsStore";

/**
 * An order given to a worker and the worker's answer (src/domain/orders/flow.ts): every step that gives an order to a
 * worker (派单, 直派, 地图转派, 转单, 送装分离, 雇佣) writes it with `assignWorker` (after `takingWorker`,
 * mocks/dispatch/dispatchStore.ts) and then `autoAccept`, within a contract write whose one live event the gateway
 * emits (the handler names the change, mocks/orders/orderLive.ts); the worker app's 师傅接单 / 师傅拒单 (the
 * development page stands in for it) with `answerAssignment`, which is no contract call and so emits its "orders"
 * event itself, with no operator (a worker made it), in its transaction. The acceptance clock is acceptTimeouts.ts.
 */

/**
 * Gives the order to a worker: status 待接单, placement 未下单, the appointment cleared (the new worker appoints again
 * once they accept), the acceptance deadline set from the provider's 接单超时时间, and a line in the order's worker
 * history (the previous worker's line is marked cancelled, 3).
 */
export function assignWorker(ctx: HandlerContext, order: OrderRecord, workerId: string, now: number): void {
  const at = chinaDateTime(now);
  const deadline = acceptDeadline(now, acceptTimeoutOf(ctx.db, order.provider_id));
  ctx.db
    .prepare("UPDATE order_workers SET place_status = 3 WHERE order_id = ? AND place_status IN (0, 1, 2)")
    .run(order.order_id);
  ctx.db
    .prepare(
      "INSERT INTO order_workers (order_id, worker_id, place_status, distribute_time) VALUES (?, ?, ?, ?)",
    )
    .run(order.order_id, workerId, PLACEMENT_CODE.notPlaced, at);
  ctx.db
    .prepare(
      `UPDATE orders SET worker_id = ?, order_status = ?, place_status = ?, distribute_time = ?, accept_deadline = ?,
         next_appointment_time = NULL, time_slot = NULL, appointment_failed = 0 WHERE order_id = ?`,
    )
    .run(workerId, ASSIGNED_STATUS, PLACEMENT_CODE.notPlaced, at, deadline, order.order_id);
}

/** The worker takes the order given to them: status 待预约, their line placed 待预约, no deadline any more. */
function acceptAssignment(db: Db, orderId: number, workerId: string): void {
  const rule = WORKER_REPLIES.accept;
  db.prepare(
    "UPDATE order_workers SET place_status = ? WHERE order_id = ? AND worker_id = ? AND place_status IN (0, 1, 2)",
  ).run(rule.placeStatus, orderId, workerId);
  db.prepare(
    "UPDATE orders SET order_status = ?, place_status = ?, accept_deadline = NULL WHERE order_id = ?",
  ).run(rule.to, rule.placeStatus, orderId);
}

/** The order goes back to 待派单 without a worker (the worker's line cancelled, the quote kept). */
export function returnToQueue(db: Db, order: OrderRecord): void {
  const rule = WORKER_REPLIES.reject;
  db.prepare(
    "UPDATE order_workers SET place_status = ? WHERE order_id = ? AND worker_id = ? AND place_status IN (0, 1, 2)",
  ).run(PLACEMENT_CODE.cancelled, order.order_id, order.worker_id);
  db.prepare(
    `UPDATE orders SET order_status = ?, place_status = ?, worker_id = NULL, distribute_time = NULL,
       accept_deadline = NULL WHERE order_id = ?`,
  ).run(rule.to, rule.placeStatus, order.order_id);
}

/** A line of the order's track written by its worker (role 师傅). */
function workerTrack(
  db: Db,
  orderId: number,
  type: string,
  name: string,
  worker: string,
  content: string,
  now: number,
) {
  db.prepare(
    `INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
     VALUES (?, ?, ?, ?, '师傅', ?, ?)`,
  ).run(orderId, type, name, worker, content, chinaDateTime(now));
}

/**
 * 自动接单 (issue 41 §1): a worker who accepts automatically takes the order given to them at once, with a track line
 * 「师傅自动接单」 after the step's own. Call it after `assignWorker` and the step's track line; true when taken.
 */
export function autoAccept(ctx: HandlerContext, order: OrderRecord, workerId: string, now: number): boolean {
  if (!settingsOf(ctx.db, workerId).config.autoAccept) return false;
  const name = ctx.db.prepare("SELECT worker_name FROM workers WHERE worker_id = ?").pluck().get(workerId);
  acceptAssignment(ctx.db, order.order_id, workerId);
  const text = DISPATCH_TEXT.autoAccepted;
  workerTrack(ctx.db, order.order_id, "worker:autoAccept", text, String(name ?? "师傅"), text, now);
  return true;
}

/** 代接单: the provider accepts the 待接单 order for its worker (the caller checked ORDER_COMMANDS and wrote the track). */
export function acceptForWorker(db: Db, order: OrderRecord): void {
  if (order.worker_id) acceptAssignment(db, order.order_id, order.worker_id);
}

/** The 待接单 orders of a provider that have a worker, newest dispatch first (the development page's list). */
export function awaitingAcceptance(db: Db, providerId: string, limit = 100): OrderRecord[] {
  return db
    .prepare(
      `${ORDER_SELECT} WHERE o.provider_id = ? AND o.order_status = ? AND o.worker_id IS NOT NULL
       ORDER BY o.distribute_time DESC, o.order_id DESC LIMIT ?`,
    )
    .all(providerId, ASSIGNED_STATUS, limit) as OrderRecord[];
}

/**
 * The worker's answer to an order given to them, in one transaction: 师傅接单 → 待预约 (their line placed 待预约);
 * 师傅拒单 → 待派单 without a worker (their line cancelled), with the reason (default 「师傅拒单」) in the track, the
 * event's payload (workerName, reason) and a 派单通知 message 「师傅拒单：…，原因：…」. A track entry by the worker
 * and the live event with it. Refused (BizError 200334001, nothing written) unless the order is 待接单, has a worker
 * and is not hung up.
 */
export function answerAssignment(
  db: Db,
  providerId: string,
  orderNo: string,
  reply: WorkerReply,
  now: number,
  reason?: string,
): OrderRecord {
  const order = db
    .prepare(`${ORDER_SELECT} WHERE o.order_no = ? AND o.provider_id = ?`)
    .get(orderNo, providerId) as OrderRecord | undefined;
  if (!order) throw new BizError(ORDER_BIZ.notFound, ORDER_NOT_FOUND);
  const refusal = workerReplyRefusal(reply, {
    orderStatus: order.order_status,
    workerId: order.worker_id,
    hangUp: order.hang_up === 1,
  });
  if (refusal) throw new BizError(ORDER_BIZ.refused, refusal);
  const rule = WORKER_REPLIES[reply];
  const accepted = reply === "accept";
  const workerName = order.worker_name ?? "师傅";
  const why = reason?.trim().slice(0, 100) || DISPATCH_TEXT.defaultRejectReason;
  db.transaction(() => {
    if (accepted) acceptAssignment(db, order.order_id, order.worker_id ?? "");
    else returnToQueue(db, order);
    const content = rule.track(order.worker_name ?? "");
    workerTrack(
      db,
      order.order_id,
      accepted ? "worker:accept" : "worker:reject",
      rule.label,
      workerName,
      accepted ? content : `${content}，原因：${why}`,
      now,
    );
    emitLiveEvent(
      db,
      {
        providerId,
        channel: "orders",
        type: rule.event,
        payload: {
          orderNo: order.order_no,
          orderStatus: rule.to,
          workerName,
          ...(accepted ? {} : { reason: why }),
        },
        ids: [order.order_no],
        change: {
          status: { from: order.order_status, to: rule.to },
          facts: { orderSource: order.order_source },
        },
        label: rule.label,
      },
      now,
    );
    if (!accepted)
      notifyProvider(
        db,
        providerId,
        DISPATCH_TEXT.rejectedTitle,
        DISPATCH_TEXT.rejectedMessage(workerName, why, order.order_no),
        now,
      );
  })();
  return order;
}
