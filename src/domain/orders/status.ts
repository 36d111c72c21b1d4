import type { Enumeration } from "../enumeration";

/**
 * Order status sets and filters (spec §4). The spec names set A in English only; the Chinese labels of 1, 7-13
 * follow the list filter labels, those of 2-6 are ours (待派单, 待接单, 待报价, 待雇佣 read the English words).
 * Tones: waiting on someone = warning, under way = processing, done = success, cancelled = default.
 */

/** Set A codes by name, for code that moves an order between statuses. */
export const ORDER_STATUS_CODE = {
  awaitingPayment: 1,
  paying: 2,
  awaitingDispatch: 3,
  awaitingAcceptance: 4,
  awaitingQuote: 5,
  awaitingHire: 6,
  awaitingAppointment: 7,
  awaitingVisit: 8,
  awaitingVerification: 9,
  serviceComplete: 10,
  completed: 11,
  cancelled: 12,
  acceptanceComplete: 13,
} as const;

export type OrderStatusCode = (typeof ORDER_STATUS_CODE)[keyof typeof ORDER_STATUS_CODE];

/** Order status, set A (codes 1-13): the status of every order of the stand-in and of the order screens. */
export const ORDER_STATUS: Enumeration<OrderStatusCode> = [
  { value: 1, label: "待支付", tone: "warning" },
  { value: 2, label: "支付中", tone: "warning" },
  { value: 3, label: "待派单", tone: "warning" },
  { value: 4, label: "待接单", tone: "warning" },
  { value: 5, label: "待报价", tone: "warning" },
  { value: 6, label: "待雇佣", tone: "warning" },
  { value: 7, label: "待预约", tone: "warning" },
  { value: 8, label: "待上门", tone: "warning" },
  { value: 9, label: "待核销", tone: "warning" },
  { value: 10, label: "服务完成", tone: "success" },
  { value: 11, label: "已完成", tone: "success" },
  { value: 12, label: "已取消", tone: "danger" },
  { value: 13, label: "验收完成", tone: "success" },
];

// Order status set B (the merchant's side, derived from set A) is in merchantStatus.ts: only the order detail loads it.

/** Settlement statuses (spec §4); codes are ours. */
export const SETTLE_STATUS: Enumeration = [
  { value: 1, label: "待生成账单", tone: "warning" },
  { value: 2, label: "服务完成", tone: "warning" },
  { value: 3, label: "已结算", tone: "success" },
];

/** Payment status (spec §4). */
export const PAYMENT_STATUS: Enumeration = [
  { value: -2, label: "支付失败", tone: "danger" },
  { value: -1, label: "已取消", tone: "danger" },
  { value: 1, label: "待支付", tone: "warning" },
  { value: 2, label: "支付中", tone: "warning" },
  { value: 3, label: "已完成", tone: "success" },
];

/** Placement of an order with a worker (spec §4). */
export const PLACEMENT_STATUS: Enumeration = [
  { value: 0, label: "未下单", tone: "warning" },
  { value: 1, label: "待预约", tone: "warning" },
  { value: 2, label: "已下单", tone: "success" },
  { value: 3, label: "已取消", tone: "danger" },
  { value: -1, label: "已被抢", tone: "danger" },
];

/** Order audit (spec §4). */
export const AUDIT_STATUS: Enumeration = [
  { value: 1, label: "无需审核", tone: "success" },
  { value: 2, label: "已驳回", tone: "danger" },
  { value: 3, label: "已通过", tone: "success" },
];

/** A status filter entry: the order statuses (and settlement statuses) it stands for. */
export interface OrderListStatusOption {
  value: number;
  label: string;
  orderStatus: readonly OrderStatusCode[];
  /** When set, the order's settlement status must be one of these too. */
  settleStatus?: readonly number[];
}

/**
 * The status filter of /order/index (spec §4 "Order status filter labels", in order), sent as `listStatus`.
 * 待结算 is not a set A code: it is a finished order (10, 11, 13) whose bill is not settled (待生成账单, 服务完成).
 */
export const ORDER_LIST_STATUS: readonly OrderListStatusOption[] = [
  { value: 1, label: "待支付", orderStatus: [1] },
  { value: 2, label: "待预约", orderStatus: [7] },
  { value: 3, label: "待上门", orderStatus: [8] },
  { value: 4, label: "待核销", orderStatus: [9] },
  { value: 5, label: "待结算", orderStatus: [10, 11, 13], settleStatus: [1, 2] },
  { value: 6, label: "服务完成", orderStatus: [10] },
  { value: 7, label: "已完成", orderStatus: [11] },
  { value: 8, label: "已取消", orderStatus: [12] },
  { value: 9, label: "验收完成", orderStatus: [13] },
];

/** What a 天猫 status filter entry stands for; every field set must hold. */
export interface TmallStatusPredicate {
  orderStatus: readonly OrderStatusCode[];
  /** true: hung up only; false: not hung up. */
  hangUp?: boolean;
  /** true: only orders marked 预约失败; false: only orders without it. */
  appointmentFailed?: boolean;
  /** Logistics status code (LOGISTICS_STATUS), e.g. 7 待提货. */
  logisticsStatus?: number;
}

export interface TmallServiceStatusOption extends TmallStatusPredicate {
  value: number;
  label: string;
}

/**
 * The second status label set of spec §4, sent as `tmallStatus`. The spec says only "another order list uses" it:
 * we use it for 天猫 orders (orderSource 2) — when the source filter is 天猫 the status filter offers this set, as
 * its 服务中（待提货） and 预约未成功 only make sense with the platform's logistics and appointment feedback.
 */
export const TMALL_SERVICE_STATUS: readonly TmallServiceStatusOption[] = [
  { value: 1, label: "服务中（待预约）", orderStatus: [7], hangUp: false, appointmentFailed: false },
  { value: 2, label: "服务中（预约未成功）", orderStatus: [7], hangUp: false, appointmentFailed: true },
  { value: 3, label: "服务中（待上门）", orderStatus: [8], hangUp: false },
  { value: 4, label: "服务中（挂起订单）", orderStatus: [7, 8, 9], hangUp: true },
  { value: 5, label: "服务中（待提货）", orderStatus: [7, 8, 9], logisticsStatus: 7 },
  { value: 6, label: "服务中（待核销）", orderStatus: [9], hangUp: false },
  { value: 7, label: "服务完成", orderStatus: [10] },
  { value: 8, label: "已完成", orderStatus: [11] },
  { value: 9, label: "已取消", orderStatus: [12] },
];

/** The facts a status filter reads. */
export interface OrderFilterFacts {
  orderStatus: number;
  settleStatus?: number | null;
  hangUp: boolean;
  appointmentFailed: boolean;
  logisticsStatus?: number | null;
}

/** True when an order falls under a list filter entry. */
export function matchesListStatus(option: OrderListStatusOption, order: OrderFilterFacts): boolean {
  if (!(option.orderStatus as readonly number[]).includes(order.orderStatus)) return false;
  if (!option.settleStatus) return true;
  return order.settleStatus != null && option.settleStatus.includes(order.settleStatus);
}

/** True when an order falls under a 天猫 filter entry. */
export function matchesTmallStatus(option: TmallStatusPredicate, order: OrderFilterFacts): boolean {
  if (!(option.orderStatus as readonly number[]).includes(order.orderStatus)) return false;
  if (option.hangUp !== undefined && option.hangUp !== order.hangUp) return false;
  if (option.appointmentFailed !== undefined && option.appointmentFailed !== order.appointmentFailed)
    return false;
  if (option.logisticsStatus !== undefined && option.logisticsStatus !== order.logisticsStatus) return false;
  return true;
}
