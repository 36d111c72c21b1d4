import * as admin from "../../src/api/order/admin";
import * as tmall from "../../src/api/order/tmall";
import * as roster from "../../src/api/worker/roster";
import { BUTTON_LABELS, type ButtonCode } from "../../src/api/buttons";
import { commandRefusal, orderCommand, refusalMessage, TRANSFER_TEXT } from "../../src/domain/orders";
import type { Db } from "../db/types";
import { BizError, failure, invalid } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { pageOf, paging, text } from "../validate";
import { given } from "../orders/orderInput";
import { orderNoOf } from "../orders/orders";
import { assignWorker, autoAccept } from "./orderAssign";
import { takeRefusal, takingWorker } from "./dispatchStore";
import { orderWriteDetails } from "../orders/orderLive";
import { addressOf } from "./orderMap";
import { FORBIDDEN_TEXT, holdsButton } from "../orders/orderPermission";
import {
  ORDER_BIZ,
  ORDER_NOT_FOUND,
  ORDER_SELECT,
  activeWorker,
  addTrack,
  assertCommand,
  findOrder,
  goodsOf,
  orderFacts,
  type OrderRecord,
} from "../orders/orderStore";
import { chinaDateTime } from "../time";

/**
 * Giving orders to workers: 手动派单 (batch), 天猫直派, 送装分离, 转单 (worker-app transferOrders) and its
 * candidates (the map of workers near an order is orderMap.ts). A map dispatch ends in one of the dispatch calls
 * for a single order, so each of them also accepts an account holding 地图转派 (order:mapDispatch) for one order.
 * The worker's state and 指派 settings decide who may take an order (issue 41, takingWorker in dispatchStore.ts);
 * a worker with 自动接单 takes it at once (autoAccept). Each call's request schema has checked its fields before the
 * handler (the batch of at most 50 orders, the ids' lengths, 转单类型); what is left here reads the database or ties
 * one field to another.
 */

/**
 * The account holds `code`, or 地图转派 and the request is for a single order; else a 403 answer. Kept beside the
 * gateway's check: the call names 地图转派 among its codes (any one suffices there), but it covers a single order only,
 * which only the request tells.
 */
function dispatchDenied(ctx: HandlerContext, code: ButtonCode, orderCount: number): Response | null {
  if (holdsButton(ctx, [code])) return null;
  if (orderCount === 1 && holdsButton(ctx, ["order:mapDispatch"])) return null;
  return ctx.c.json(failure(403, FORBIDDEN_TEXT), 403);
}

/** Runs a check on one order of a batch, naming the order in its refusal when the batch has several. */
function inBatch<T>(size: number, order: OrderRecord, check: () => T): T {
  if (size <= 1) return check();
  try {
    return check();
  } catch (error) {
    if (error instanceof BizError) throw new BizError(error.code, `订单${order.order_no}：${error.message}`);
    throw error;
  }
}

/** The transfer records of a worker's archive (转单记录, transferList). */
function recordTransfer(
  ctx: HandlerContext,
  orderNo: string,
  fromId: string,
  to: { worker_id: string; worker_name: string },
  transferType: 1 | 2,
  now: number,
): void {
  const user = ctx.requireUser();
  ctx.db
    .prepare(
      `INSERT INTO worker_transfers (provider_id, order_no, from_worker_id, from_worker_name, to_worker_id,
         to_worker_name, transfer_type, operator, created)
       SELECT provider_id, ?, worker_id, worker_name, ?, ?, ?, ?, ? FROM workers WHERE worker_id = ?`,
    )
    .run(orderNo, to.worker_id, to.worker_name, transferType, user.displayName, chinaDateTime(now), fromId);
}

/** Why `code` cannot be applied to an order of the batch, or null. */
function batchRefusal(db: Db, providerId: string, orderNo: string, code: ButtonCode): string | OrderRecord {
  const order = db
    .prepare(`${ORDER_SELECT} WHERE o.order_no = ? AND o.provider_id = ?`)
    .get(orderNo, providerId) as OrderRecord | undefined;
  if (!order) return ORDER_NOT_FOUND;
  const cmd = orderCommand(code)!;
  const refusal = commandRefusal(cmd, orderFacts(order));
  if (refusal === "source" && code === "order:manualDistribute") return "天猫订单请使用天猫直派";
  return refusal ? refusalMessage(cmd, refusal) : order;
}

function track(
  ctx: HandlerContext,
  order: OrderRecord,
  code: ButtonCode,
  content: string,
  now: number,
): void {
  addTrack(
    ctx.db,
    order.order_id,
    { type: code, name: BUTTON_LABELS[code], content },
    ctx.requireUser(),
    now,
  );
}

export default defineRoutes((r) => {
  r.serve(admin.manualDistribute, (ctx) => {
    const user = ctx.requireUser();
    const { orderNos, workerId } = checkedRequest(admin.manualDistribute, ctx.payload);
    const denied = dispatchDenied(ctx, "order:manualDistribute", orderNos.length);
    if (denied) return denied;
    const orders = orderNos.map((orderNo) => {
      // The schema's check hands the handler each number as text (the request may say one as a number).
      const found = batchRefusal(ctx.db, user.providerId, String(orderNo), "order:manualDistribute");
      if (typeof found === "string")
        throw new BizError(ORDER_BIZ.refused, orderNos.length > 1 ? `订单${orderNo}：${found}` : found);
      return found;
    });
    const now = ctx.clock();
    ctx.db.transaction(() => {
      // One by one: the worker's day counts the batch's earlier orders (issue 41).
      for (const order of orders) {
        const worker = inBatch(orderNos.length, order, () => takingWorker(ctx.db, order, workerId, now));
        assignWorker(ctx, order, worker.worker_id, now);
        track(ctx, order, "order:manualDistribute", `派单给师傅 ${worker.worker_name}`, now);
        autoAccept(ctx, order, worker.worker_id, now);
      }
      ctx.live(orderWriteDetails(ctx.db, orders));
    })();
    return null;
  });

  // One order: the gateway's check of the call's codes (天猫直派 or 地图转派) is the whole rule.
  r.serve(tmall.directDistribute, (ctx) => {
    const user = ctx.requireUser();
    const orderNo = orderNoOf(ctx.payload);
    const { workerId } = checkedRequest(tmall.directDistribute, ctx.payload);
    const order = findOrder(ctx.db, user.providerId, orderNo);
    assertCommand(order, "order:directDistribute");
    const now = ctx.clock();
    const worker = takingWorker(ctx.db, order, workerId, now);
    ctx.db.transaction(() => {
      assignWorker(ctx, order, worker.worker_id, now);
      track(ctx, order, "order:directDistribute", `天猫直派给师傅 ${worker.worker_name}`, now);
      autoAccept(ctx, order, worker.worker_id, now);
      ctx.live(orderWriteDetails(ctx.db, [order]));
    })();
    return null;
  });

  r.serve(admin.deliveryInstallSeparate, (ctx) => {
    const user = ctx.requireUser();
    const orderNo = orderNoOf(ctx.payload);
    const { deliveryWorkerId: deliveryId, installWorkerId: installId } = checkedRequest(
      admin.deliveryInstallSeparate,
      ctx.payload,
    );
    if (deliveryId === installId) throw new BizError(ORDER_BIZ.rejected, TRANSFER_TEXT.sameDeliveryInstall);
    const order = findOrder(ctx.db, user.providerId, orderNo);
    assertCommand(order, "order:deliveryInstallSeparate");
    const delivery = activeWorker(ctx.db, user.providerId, deliveryId, "送货师傅");
    const now = ctx.clock();
    const install = takingWorker(ctx.db, order, installId, now, "安装师傅");
    ctx.db.transaction(() => {
      separate(ctx, order, delivery.worker_id, install.worker_id, now);
      track(
        ctx,
        order,
        "order:deliveryInstallSeparate",
        `送装分离：送货师傅 ${delivery.worker_name}，安装师傅 ${install.worker_name}`,
        now,
      );
      autoAccept(ctx, order, install.worker_id, now);
      ctx.live(orderWriteDetails(ctx.db, [order]));
    })();
    return null;
  });

  r.serve(roster.transferOrders, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(roster.transferOrders, ctx.payload);
    const { transferType, fromWorkerId: fromId } = body;
    // The schema made each order number text (the request may say one as a number).
    const orderNos = body.orderNos.map(String);
    // 转单 on an order, or 转移订单 on a worker (worker:transferOrders). Kept beside the gateway's check of the call's
    // three codes: 地图转派 covers a single order only, which only the request tells (dispatchDenied).
    const denied = holdsButton(ctx, ["worker:transferOrders"])
      ? null
      : dispatchDenied(ctx, "order:transfer", orderNos.length);
    if (denied) return denied;
    // Kept for its words: 安装师傅 for 送装分离, where the schema (which refuses the same values first) says 接单师傅.
    const toId = text(body.toWorkerId, transferType === 2 ? "安装师傅" : "接单师傅", { max: 32 });
    const reason = given(body.reason);
    // 送货师傅 is optional in the schema, and required for 送装分离.
    const deliveryId = transferType === 2 ? body.deliveryWorkerId || invalid("送货师傅不能为空") : undefined;
    if (
      !ctx.db
        .prepare("SELECT 1 FROM workers WHERE worker_id = ? AND provider_id = ?")
        .get(fromId, user.providerId)
    )
      throw new BizError(ORDER_BIZ.rejected, "原师傅不存在");
    if (transferType === 1 && fromId === toId) throw new BizError(ORDER_BIZ.rejected, "不能转给原师傅");
    if (deliveryId !== undefined && deliveryId === toId)
      throw new BizError(ORDER_BIZ.rejected, TRANSFER_TEXT.sameDeliveryInstall);
    const toLabel = transferType === 2 ? "安装师傅" : "接单师傅";
    const to = ctx.db
      .prepare("SELECT worker_id, worker_name FROM workers WHERE worker_id = ? AND provider_id = ?")
      .get(toId, user.providerId) as { worker_id: string; worker_name: string } | undefined;
    if (!to) throw new BizError(ORDER_BIZ.rejected, `${toLabel}不存在`);
    const delivery = deliveryId ? activeWorker(ctx.db, user.providerId, deliveryId, "送货师傅") : null;

    const candidates: OrderRecord[] = [];
    const failed: { orderNo: string; message: string; code?: number }[] = [];
    for (const orderNo of orderNos) {
      const found = batchRefusal(ctx.db, user.providerId, orderNo, "order:transfer");
      let message = typeof found === "string" ? found : null;
      if (typeof found !== "string") {
        if (found.worker_id !== fromId) message = "订单不属于原师傅";
        else if (transferType === 2 && found.delivery_mode !== 2 && found.delivery_mode !== 3)
          message = "订单不是送装订单，不能送装分离";
      }
      if (message || typeof found === "string") failed.push({ orderNo, message: message ?? "" });
      else candidates.push(found);
    }
    const refuse = (): never => {
      const first = failed[0];
      throw new BizError(
        first.code ?? ORDER_BIZ.refused,
        orderNos.length > 1 ? `订单${first.orderNo}：${first.message}` : first.message,
      );
    };
    if (candidates.length === 0) refuse();
    const accepted: OrderRecord[] = [];
    const now = ctx.clock();
    ctx.db.transaction(() => {
      for (const order of candidates) {
        // The worker's settings decide, order by order (issue 41); the day counts the orders transferred before.
        const refusal = takeRefusal(ctx.db, order, to.worker_id, now);
        if (refusal) {
          const message = transferType === 2 ? `${toLabel}：${refusal.text}` : refusal.text;
          failed.push({ orderNo: order.order_no, message, code: ORDER_BIZ.rejected });
          continue;
        }
        accepted.push(order);
        if (delivery) separate(ctx, order, delivery.worker_id, to.worker_id, now);
        else assignWorker(ctx, order, to.worker_id, now);
        const content = delivery
          ? `送装分离：送货师傅 ${delivery.worker_name}，安装师傅 ${to.worker_name}`
          : `手动转单：转给师傅 ${to.worker_name}`;
        track(ctx, order, "order:transfer", reason ? `${content}，原因：${reason}` : content, now);
        recordTransfer(ctx, order.order_no, fromId, to, transferType === 2 ? 2 : 1, now);
        autoAccept(ctx, order, to.worker_id, now);
      }
      if (accepted.length === 0) refuse();
      // The event names the orders transferred (the request's list also names the refused ones).
      const details = orderWriteDetails(ctx.db, accepted);
      ctx.live({
        ...details,
        payload: { ...details.payload, fromWorkerId: fromId, toWorkerId: to.worker_id },
      });
    })();
    return { successCount: accepted.length, failedOrderNos: failed.map((f) => f.orderNo) };
  });

  r.serve(roster.deliveryOrders, (ctx) => {
    const user = ctx.requireUser();
    const request = paging(ctx.payload);
    const { workerId } = checkedRequest(roster.deliveryOrders, ctx.payload);
    if (
      !ctx.db
        .prepare("SELECT 1 FROM workers WHERE worker_id = ? AND provider_id = ?")
        .get(workerId, user.providerId)
    )
      throw new BizError(ORDER_BIZ.notFound, "师傅不存在");
    const where = "o.provider_id = ? AND o.worker_id = ? AND o.order_status IN (7, 8)";
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM orders o WHERE ${where}`)
      .pluck()
      .get(user.providerId, workerId) as number;
    const rows = ctx.db
      .prepare(`${ORDER_SELECT} WHERE ${where} ORDER BY o.created DESC, o.order_id DESC LIMIT ? OFFSET ?`)
      .all(user.providerId, workerId, request.size, request.offset) as OrderRecord[];
    const goods = goodsOf(
      ctx.db,
      rows.map((o) => o.order_id),
    );
    return pageOf(
      request,
      total,
      rows.map((o) => ({
        orderNo: o.order_no,
        orderStatus: o.order_status,
        goodsNameList: (goods.get(o.order_id) ?? []).map((g) => g.goodsName),
        customerName: o.customer_name,
        address: addressOf(o),
        appointmentTime: o.next_appointment_time,
      })),
    );
  });
});

/** 送装分离: the order goes to the install worker (待接单), the delivery worker is recorded beside them. */
function separate(
  ctx: HandlerContext,
  order: OrderRecord,
  deliveryId: string,
  installId: string,
  now: number,
): void {
  assignWorker(ctx, order, installId, now);
  ctx.db
    .prepare(
      "INSERT INTO order_workers (order_id, worker_id, place_status, distribute_time) VALUES (?, ?, 2, ?)",
    )
    .run(order.order_id, deliveryId, chinaDateTime(now));
  ctx.db
    .prepare("UPDATE orders SET delivery_worker_id = ?, delivery_mode = 4 WHERE order_id = ?")
    .run(deliveryId, order.order_id);
}
