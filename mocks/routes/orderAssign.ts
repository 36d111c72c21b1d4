import {
  ASSIGNED_STATUS,
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
import { ORDER_BIZ, ORDER_NOT_FOUND, ORDER_SELECT, type OrderRecord } from "./orderStore";

/**
 * An order given to a worker and the worker's answer (src/domain/orders/flow.ts): every step that gives an order to a
 * worker (派单, 直派, 地图转派, 转单, 送装分离, 雇佣) writes it with `assignWorker`; the worker app's 师傅接单 / 师傅拒单
 * (the development page stands in for it) with `answerAssignment`. Each emits its "orders" live event in the
 * caller's transaction.
 */

/**
 * Gives the order to a worker: status 待接单, placement 未下单, the appointment cleared (the new worker appoints again
 * once they accept), and a line in the order's worker history (the previous worker's line is marked cancelled, 3).
 */
export function assignWorker(ctx: HandlerContext, order: OrderRecord, workerId: string, now: number): void {
  const at = chinaDateTime(now);
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
      `UPDATE orders SET worker_id = ?, order_status = ?, place_status = ?, distribute_time = ?,
         next_appointment_time = NULL, time_slot = NULL, appointment_failed = 0 WHERE order_id = ?`,
    )
    .run(workerId, ASSIGNED_STATUS, PLACEMENT_CODE.notPlaced, at, order.order_id);
  emitLiveEvent(
    ctx.db,
    {
      providerId: order.provider_id,
      channel: "orders",
      type: "dispatched",
      payload: { orderNo: order.order_no, orderStatus: ASSIGNED_STATUS },
    },
    now,
  );
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
 * 师傅拒单 → 待派单 without a worker (their line cancelled). A track entry by the worker and the live event with it.
 * Refused (BizError 200334001, nothing written) unless the order is 待接单, has a worker and is not hung up.
 */
export function answerAssignment(
  db: Db,
  providerId: string,
  orderNo: string,
  reply: WorkerReply,
  now: number,
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
  const at = chinaDateTime(now);
  const accepted = reply === "accept";
  db.transaction(() => {
    db.prepare(
      "UPDATE order_workers SET place_status = ? WHERE order_id = ? AND worker_id = ? AND place_status IN (0, 1, 2)",
    ).run(accepted ? rule.placeStatus : PLACEMENT_CODE.cancelled, order.order_id, order.worker_id);
    db.prepare(
      `UPDATE orders SET order_status = ?, place_status = ?, worker_id = ${accepted ? "worker_id" : "NULL"},
         distribute_time = ${accepted ? "distribute_time" : "NULL"} WHERE order_id = ?`,
    ).run(rule.to, rule.placeStatus, order.order_id);
    db.prepare(
      `INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
       VALUES (?, ?, ?, ?, '师傅', ?, ?)`,
    ).run(
      order.order_id,
      accepted ? "worker:accept" : "worker:reject",
      rule.label,
      order.worker_name ?? "师傅",
      rule.track(order.worker_name ?? ""),
      at,
    );
    emitLiveEvent(
      db,
      {
        providerId,
        channel: "orders",
        type: rule.event,
        payload: { orderNo: order.order_no, orderStatus: rule.to },
      },
      now,
    );
  })();
  return order;
}
