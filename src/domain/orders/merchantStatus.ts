import type { Enumeration } from "../enumeration";
import { ORDER_STATUS_CODE as A, type OrderStatusCode } from "./status";

/**
 * The statuses of an order that the order detail shows beside its own (set A, status.ts), each derived from set A by
 * one pure mapping, so the stand-in and a screen never disagree (issue 43). Only the detail loads this module: the
 * order lists do not show these statuses.
 */

/** Order status set B (codes 1-8, spec §4): the order as its merchant sees it (商家端状态). */
export type MerchantOrderStatusCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * Set B's labels. Each is the label of the set A status it stands for (服务完成 = A 10, 验收完成 = A 13, 已完成 =
 * A 11), so one word means one state on both sides: 5 "service done" is the worker's service finished (服务完成),
 * 6 "service complete" the customer's acceptance (验收完成).
 */
export const ORDER_STATUS_B: Enumeration<MerchantOrderStatusCode> = [
  { value: 1, label: "待支付", tone: "warning" },
  { value: 2, label: "待预约", tone: "warning" },
  { value: 3, label: "待上门", tone: "warning" },
  { value: 4, label: "待核销", tone: "warning" },
  { value: 5, label: "服务完成", tone: "success" },
  { value: 6, label: "验收完成", tone: "success" },
  { value: 7, label: "已完成", tone: "success" },
  { value: 8, label: "已取消", tone: "danger" },
];

/**
 * Set A → set B. The merchant has paid once the order is past 支付中; dispatching, accepting, quoting and hiring are
 * the provider's steps towards a worker, which the merchant sees as 待预约 (the appointment is the next thing it
 * waits for).
 */
const MERCHANT_STATUS_OF: Readonly<Record<OrderStatusCode, MerchantOrderStatusCode>> = {
  [A.awaitingPayment]: 1,
  [A.paying]: 1,
  [A.awaitingDispatch]: 2,
  [A.awaitingAcceptance]: 2,
  [A.awaitingQuote]: 2,
  [A.awaitingHire]: 2,
  [A.awaitingAppointment]: 2,
  [A.awaitingVisit]: 3,
  [A.awaitingVerification]: 4,
  [A.serviceComplete]: 5,
  [A.acceptanceComplete]: 6,
  [A.completed]: 7,
  [A.cancelled]: 8,
};

const MERCHANT_STATUS_BY_CODE: ReadonlyMap<number, MerchantOrderStatusCode> = new Map(
  Object.entries(MERCHANT_STATUS_OF).map(([a, b]) => [Number(a), b]),
);

/** The merchant-side status (set B) of an order in set A status `orderStatus`; a code outside set A throws. */
export function merchantOrderStatusOf(orderStatus: number): MerchantOrderStatusCode {
  const merchant = MERCHANT_STATUS_BY_CODE.get(orderStatus);
  if (merchant === undefined) throw new RangeError(`order status ${orderStatus} is not in set A`);
  return merchant;
}

/** Redeem (核销) status (spec §4: 0 not, 1 in progress, 2 done). */
export type RedeemStatusCode = 0 | 1 | 2;

/** 未核销 has no tone: nothing is under way yet (and a cancelled order's never will be). */
export const REDEEM_STATUS: Enumeration<RedeemStatusCode> = [
  { value: 0, label: "未核销" },
  { value: 1, label: "核销中", tone: "warning" },
  { value: 2, label: "已核销", tone: "success" },
];

/**
 * The redeem status of an order in set A status `orderStatus`: 核销中 while it waits for verification (待核销),
 * 已核销 once verified (服务完成 and every status after it: 已完成, 验收完成), 未核销 before. A cancelled order is
 * 未核销: 取消订单 is allowed up to 待核销 only (ORDER_COMMANDS), so no cancelled order was ever verified, and an
 * order cancelled while 待核销 has no verification under way any more.
 */
export function redeemStatusOf(orderStatus: number): RedeemStatusCode {
  if (orderStatus === A.awaitingVerification) return 1;
  if (
    orderStatus === A.serviceComplete ||
    orderStatus === A.completed ||
    orderStatus === A.acceptanceComplete
  )
    return 2;
  return 0;
}
