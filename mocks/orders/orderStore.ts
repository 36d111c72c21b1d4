import type { OrderCustomer, OrderDetail, OrderGoodsItem, OrderRow } from "../../src/api/order/types";
import { labelOf } from "../../src/domain/enumeration";
import {
  FEE_TYPE,
  SERVICE_TYPE,
  commandRefusal,
  deriveOrderMarks,
  orderCommand,
  refusalMessage,
  type OrderCommandFacts,
  type OrderFilterFacts,
  type OrderMarkFacts,
} from "../../src/domain/orders";
import { orderSourceLabel } from "../../src/domain/orders/sources";
import type { ButtonCode } from "../../src/api/buttons";
import { customerMobileShown, maskPhone } from "../../src/domain/privacy";
import { BIZ } from "../bizCodes";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import type { SessionUser } from "../sessions";
import { chinaDateTime } from "../time";

/**
 * The stand-in's order model (tables of migration "orders_001_orders"): reading an order of the caller's provider,
 * turning it into the contract's shapes, checking a command against ORDER_COMMANDS and writing the track.
 */

export const ORDER_BIZ = {
  notFound: BIZ.notFound,
  /** A command the order's status, source or hang-up does not allow (ORDER_COMMANDS). */
  refused: 200334001,
  /** Input that contradicts the order (wrong verification code, refund above the paid amount, ...). */
  rejected: 200334002,
} as const;

export const ORDER_NOT_FOUND = "订单不存在";

/** A row of `orders` with the current worker's and the merchant's names. */
export interface OrderRecord {
  order_id: number;
  order_no: string;
  provider_id: string;
  order_status: number;
  order_source: number;
  order_source_name: string;
  scope_type: 1 | 2;
  server_type_mask: number;
  is_combo: 1 | 2;
  merchant_id: string;
  merchant_name: string | null;
  customer_name: string;
  customer_mobile: string;
  province_name: string;
  city_name: string;
  area_name: string | null;
  town_name: string | null;
  detail_address: string;
  lng: number;
  lat: number;
  worker_id: string | null;
  worker_name: string | null;
  worker_mobile: string | null;
  delivery_worker_id: string | null;
  place_status: number;
  distribute_time: string | null;
  total_cents: number;
  worker_total_cents: number;
  worker_start_price_cents: number;
  paid_cents: number;
  refunded_cents: number;
  offer_cents: number | null;
  settle_status: number | null;
  audit_status: number;
  express_install: 24 | 48 | 72 | null;
  urgent: number;
  stopped: number;
  supplement: number;
  complaint: number;
  trade_in: number;
  next_day_install: number;
  good_review: number;
  delivery_mode: number;
  logistics_status: number | null;
  hang_up: 0 | 1;
  hang_up_reason: string | null;
  hang_up_time: string | null;
  expect_resume_time: string | null;
  appointment_failed: number;
  appointment_count: number;
  next_appointment_time: string | null;
  time_slot: string | null;
  visit_time: string | null;
  finish_time: string | null;
  goods_checked: number;
  build_confirmed: number;
  verify_code: string;
  cancel_reason: string | null;
  remark: string | null;
  biz_no: string | null;
  smf_no: string | null;
  smf_status: string | null;
  expect_labels: string | null;
  created: string;
}

/** SELECT of an order with its names; add WHERE / ORDER BY. */
export const ORDER_SELECT = `SELECT o.*, w.worker_name, w.worker_mobile, m.nick_name AS merchant_name
  FROM orders o LEFT JOIN workers w ON w.worker_id = o.worker_id LEFT JOIN merchants m ON m.merchant_id = o.merchant_id`;

export function yuan(cents: number | null | undefined): number {
  return Math.round(cents ?? 0) / 100;
}

/** The caller's order, or 订单不存在 (also for another provider's order). */
export function findOrder(db: Db, providerId: string, orderNo: string): OrderRecord {
  const row = db
    .prepare(`${ORDER_SELECT} WHERE o.order_no = ? AND o.provider_id = ?`)
    .get(orderNo, providerId) as OrderRecord | undefined;
  if (!row) throw new BizError(ORDER_BIZ.notFound, ORDER_NOT_FOUND);
  return row;
}

export function serverTypesOf(mask: number): number[] {
  return SERVICE_TYPE.map((option) => option.value).filter((code) => (mask & (1 << code)) !== 0);
}

export function orderFacts(o: OrderRecord): OrderCommandFacts & OrderMarkFacts & OrderFilterFacts {
  return {
    orderStatus: o.order_status,
    orderSource: o.order_source,
    hangUp: o.hang_up === 1,
    serverTypeList: serverTypesOf(o.server_type_mask),
    deliveryMode: o.delivery_mode,
    goodsChecked: o.goods_checked === 1,
    buildConfirmed: o.build_confirmed === 1,
    paidAmount: yuan(o.paid_cents - o.refunded_cents),
    workerId: o.worker_id,
    scopeType: o.scope_type,
    urgent: o.urgent === 1,
    stopped: o.stopped === 1,
    supplement: o.supplement === 1,
    complaint: o.complaint === 1,
    appointmentFailed: o.appointment_failed === 1,
    tradeIn: o.trade_in === 1,
    nextDayInstall: o.next_day_install === 1,
    logisticsStatus: o.logistics_status,
    goodReview: o.good_review === 1,
    settleStatus: o.settle_status,
  };
}

/** Throws the business refusal when ORDER_COMMANDS does not allow `code` on this order. */
export function assertCommand(order: OrderRecord, code: ButtonCode): void {
  const cmd = orderCommand(code);
  if (!cmd) throw new Error(`no order command ${code}`);
  const refusal = commandRefusal(cmd, orderFacts(order));
  if (refusal) throw new BizError(ORDER_BIZ.refused, refusalMessage(cmd, refusal));
}

interface GoodsRecord {
  id: number;
  order_id: number;
  server_type: number;
  item_name: string;
  image: string;
  goods_name: string;
  sku_code: string;
  sku_name: string;
  big_fault: string | null;
  small_fault: string | null;
  measure_name: string;
  amount_cents: number;
  worker_amount_cents: number;
  goods_num: number;
}

function toGoods(g: GoodsRecord): OrderGoodsItem {
  return {
    goodsId: String(g.id),
    serverType: g.server_type,
    serverTypeName: labelOf(SERVICE_TYPE, g.server_type),
    itemName: g.item_name,
    image: g.image,
    goodsName: g.goods_name,
    skuCode: g.sku_code,
    skuName: g.sku_name,
    bigFaultCategoryName: g.big_fault,
    smallFaultCategoryName: g.small_fault,
    serviceMeasureName: g.measure_name,
    workerAmount: yuan(g.worker_amount_cents),
    goodsNum: g.goods_num,
    amount: yuan(g.amount_cents),
  };
}

/** The goods of several orders at once, by order id. */
export function goodsOf(db: Db, orderIds: readonly number[]): Map<number, OrderGoodsItem[]> {
  const byOrder = new Map<number, OrderGoodsItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = db
    .prepare(`SELECT * FROM order_goods WHERE order_id IN (${orderIds.map(() => "?").join(",")}) ORDER BY id`)
    .all(...orderIds) as GoodsRecord[];
  for (const row of rows) byOrder.get(row.order_id)?.push(toGoods(row));
  return byOrder;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

export function startPriceDiffCents(o: OrderRecord): number {
  return Math.max(0, o.worker_start_price_cents - o.worker_total_cents);
}

export function toOrderRow(o: OrderRecord, goods: OrderGoodsItem[]): OrderRow {
  return {
    orderId: String(o.order_id),
    orderNo: o.order_no,
    orderStatus: o.order_status,
    orderSource: o.order_source,
    // The channel's label (issue 43): the stored name of an order seeded before may be an older word.
    orderSourceName: orderSourceLabel(o.order_source),
    isCombo: o.is_combo,
    goodsNameList: goods.map((g) => g.goodsName),
    serverTypeNameList: unique(goods.map((g) => g.serverTypeName)),
    serverTypeList: unique(goods.map((g) => g.serverType)),
    totalAmount: yuan(o.total_cents),
    workerTotalAmount: yuan(o.worker_total_cents),
    merchantId: o.merchant_id,
    merchantName: o.merchant_name ?? "",
    customerName: o.customer_name,
    customerMobile: customerMobileOf(o),
    address: [o.province_name, o.city_name, o.area_name, o.town_name, o.detail_address]
      .filter(Boolean)
      .join(""),
    workerId: o.worker_id,
    workerName: o.worker_name,
    // No order screen shows the row's worker mobile (the 师傅信息 section has its own call): masked (issue 43 P4).
    workerMobile: o.worker_mobile === null ? null : maskPhone(o.worker_mobile),
    orderMarks: deriveOrderMarks(orderFacts(o)),
    expressInstall: o.express_install,
    settleStatus: o.settle_status,
    gmtCreatedTime: o.created,
    distributeTime: o.distribute_time,
    nextAppointmentTime: o.next_appointment_time,
    visitTime: o.visit_time,
    finishTime: o.finish_time,
    hangUp: o.hang_up,
    scopeType: o.scope_type,
    goods,
    workerStartPriceDiff: yuan(startPriceDiffCents(o)),
  };
}

/**
 * The customer mobile an answer may carry (issue 43 P1): a 天猫 customer's masked (138****1234: reached through the
 * privacy number only), an own order's whole (the masked-phone widget reveals it on hover, spec §5).
 */
export function customerMobileOf(o: Pick<OrderRecord, "order_source" | "customer_mobile">): string {
  return customerMobileShown({ orderSource: o.order_source, customerMobile: o.customer_mobile });
}

export function toCustomer(o: OrderRecord): OrderCustomer {
  return {
    customerName: o.customer_name,
    customerMobile: customerMobileOf(o),
    provinceName: o.province_name,
    cityName: o.city_name,
    areaName: o.area_name,
    townName: o.town_name,
    detailAddress: o.detail_address,
  };
}

interface FeeRecord {
  fee_type: number;
  amount_cents: number;
  worker_amount_cents: number;
  pay_status: number | null;
  review_flow: number;
  created: string;
}

export function feesOf(db: Db, orderId: number) {
  const rows = db
    .prepare(
      `SELECT fee_type, amount_cents, worker_amount_cents, pay_status, review_flow, created
       FROM order_fees WHERE order_id = ? ORDER BY id`,
    )
    .all(orderId) as FeeRecord[];
  return rows.map((f) => ({
    feeType: f.fee_type,
    feeTypeName: labelOf(FEE_TYPE, f.fee_type),
    amount: yuan(f.amount_cents),
    workerAmount: yuan(f.worker_amount_cents),
    payStatus: f.pay_status,
    reviewFlow: f.review_flow,
    gmtCreatedTime: f.created,
  }));
}

export function toOrderDetail(db: Db, o: OrderRecord): OrderDetail {
  const goods = goodsOf(db, [o.order_id]).get(o.order_id) ?? [];
  const latestRemark = db
    .prepare("SELECT content FROM order_remarks WHERE order_id = ? ORDER BY id DESC LIMIT 1")
    .pluck()
    .get(o.order_id) as string | undefined;
  return {
    ...toOrderRow(o, goods),
    customer: toCustomer(o),
    fees: feesOf(db, o.order_id),
    remark: o.remark ?? latestRemark ?? null,
    auditStatus: o.audit_status,
    lng: o.lng,
    lat: o.lat,
    paidAmount: yuan(o.paid_cents),
    refundedAmount: yuan(o.refunded_cents),
    deliveryMode: o.delivery_mode,
    goodsChecked: o.goods_checked === 1,
    buildConfirmed: o.build_confirmed === 1,
    timeSlot: o.time_slot,
    offerAmount: o.offer_cents === null ? null : yuan(o.offer_cents),
  };
}

export interface TrackEntry {
  /** The command code (or another "order:..." word for steps without a button). */
  type: string;
  name: string;
  content: string;
}

/** Writes one track entry by the logged-in account (role 服务商). */
export function addTrack(db: Db, orderId: number, entry: TrackEntry, user: SessionUser, now: number): void {
  db.prepare(
    `INSERT INTO order_track (order_id, operate_type, operate_name, operator, operator_role, content, created)
     VALUES (?, ?, ?, ?, '服务商', ?, ?)`,
  ).run(orderId, entry.type, entry.name, user.displayName, entry.content, chinaDateTime(now));
}

export interface WorkerRecord {
  worker_id: string;
  worker_name: string;
  worker_mobile: string;
  status: number;
}

/** A worker of the caller's provider in status 正常 (3), or a business error. */
export function activeWorker(db: Db, providerId: string, workerId: string, label = "师傅"): WorkerRecord {
  const worker = db
    .prepare(
      "SELECT worker_id, worker_name, worker_mobile, status FROM workers WHERE worker_id = ? AND provider_id = ?",
    )
    .get(workerId, providerId) as WorkerRecord | undefined;
  if (!worker) throw new BizError(ORDER_BIZ.rejected, `${label}不存在`);
  if (worker.status !== 3)
    throw new BizError(ORDER_BIZ.rejected, `${label}${worker.worker_name}不是正常状态，不能接单`);
  return worker;
}
