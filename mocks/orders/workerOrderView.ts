import type { WorkerOrderDetail } from "../../src/api/order/admin";
import { isAssignedPlacement, workerPlacement } from "../../src/domain/orders/workerView";
import type { Db } from "../db/types";
import { invalid } from "../errors";
import { feesOf, goodsOf, startPriceDiffCents, toOrderRow, yuan, type OrderRecord } from "./orderStore";

/**
 * workerOrderDetail: the order as one of its workers sees it in the worker app (decided in docs/decisions.md,
 * Orders). A worker who never was on the order is refused; the placement is the worker's latest line in the order's
 * worker history, the order's own for the worker who holds it now.
 */

export const NOT_SERVED_TEXT = "该师傅未服务过此订单";

interface WorkerLine {
  workerName: string;
  workerMobile: string;
  placeStatus: number | null;
  distributeTime: string | null;
}

function workerLine(db: Db, order: OrderRecord, workerId: string): WorkerLine | undefined {
  return db
    .prepare(
      `SELECT w.worker_name AS workerName, w.worker_mobile AS workerMobile,
         (SELECT h.place_status FROM order_workers h WHERE h.order_id = ? AND h.worker_id = w.worker_id
          ORDER BY h.id DESC LIMIT 1) AS placeStatus,
         (SELECT h.distribute_time FROM order_workers h WHERE h.order_id = ? AND h.worker_id = w.worker_id
          ORDER BY h.id DESC LIMIT 1) AS distributeTime
       FROM workers w WHERE w.worker_id = ? AND w.provider_id = ?`,
    )
    .get(order.order_id, order.order_id, workerId, order.provider_id) as WorkerLine | undefined;
}

export function workerOrderView(db: Db, order: OrderRecord, workerId: string): WorkerOrderDetail {
  const line = workerLine(db, order, workerId);
  const holds = order.worker_id === workerId;
  const delivers = !holds && order.delivery_worker_id === workerId;
  if (!line || (!holds && !delivers && line.placeStatus === null)) invalid(NOT_SERVED_TEXT);
  const placeStatus = workerPlacement(
    holds ? order.place_status : (line.placeStatus ?? 0),
    order.order_status,
  );
  const distributeTime = holds ? order.distribute_time : line.distributeTime;
  const assigned = (holds || delivers) && isAssignedPlacement(placeStatus);
  const goods = goodsOf(db, [order.order_id]).get(order.order_id) ?? [];
  const row = toOrderRow(order, goods);
  const diffCents = startPriceDiffCents(order);
  return {
    orderNo: order.order_no,
    orderStatus: order.order_status,
    serverTypeNameList: row.serverTypeNameList,
    workerId,
    workerName: line.workerName,
    workerMobile: line.workerMobile,
    workerRole: delivers ? 2 : 1,
    placeStatus,
    distributeTime,
    assigned,
    customerName: assigned ? order.customer_name : null,
    address: assigned ? row.address : null,
    nextAppointmentTime: assigned ? order.next_appointment_time : null,
    timeSlot: assigned ? order.time_slot : null,
    visitTime: assigned ? order.visit_time : null,
    finishTime: assigned ? order.finish_time : null,
    goods: goods.map((g) => ({
      goodsId: g.goodsId,
      serverTypeName: g.serverTypeName,
      goodsName: g.goodsName,
      itemName: g.itemName,
      skuName: g.skuName,
      goodsNum: g.goodsNum,
      workerAmount: g.workerAmount,
    })),
    fees: feesOf(db, order.order_id).map((f) => ({
      feeType: f.feeType,
      feeTypeName: f.feeTypeName,
      workerAmount: f.workerAmount,
    })),
    workerStartPriceDiff: yuan(diffCents),
    workerIncome: delivers ? null : assigned ? yuan(order.worker_total_cents + diffCents) : 0,
  };
}
