import type { Enumeration } from "../enumeration";

/** Order constants of spec §9 (and the project's codes where §9 gives words only). */

/** Order source options of the list filter: 自有 = 1, 天猫 = 2 (spec §9). */
export const ORDER_SOURCE_FILTER: Enumeration = [
  { value: 1, label: "自有" },
  { value: 2, label: "天猫", tone: "warning" },
];

export const ORDER_SOURCE_CODE = { own: 1, tmall: 2 } as const;

/** Order time filter (spec §9); the codes are the contract's (OrderListQuery.timeType). */
export const ORDER_TIME_TYPE: Enumeration<1 | 2 | 3> = [
  { value: 1, label: "下单时间" },
  { value: 2, label: "下次预约时间" },
  { value: 3, label: "上门时间" },
];

/**
 * Service types: install 1, repair 2, measure 3 "and others" (spec §9). The screens' options come from the goods
 * calls (serviceType/getAllServiceType, serviceType/list); this table names the codes where they are read offline:
 * the stand-in's answers and seed, and a row that carries a bare code.
 */
export const SERVICE_TYPE: Enumeration = [
  { value: 1, label: "安装" },
  { value: 2, label: "维修", tone: "warning" },
  { value: 3, label: "测量" },
];

export const SERVICE_TYPE_CODE = { install: 1, repair: 2, measure: 3 } as const;

/** Service-type picker scope (spec §5): 众包 1, 总包 2. Every order carries one (the 总包/众包 mark). */
export const SCOPE_TYPE: Enumeration<1 | 2> = [
  { value: 1, label: "众包" },
  { value: 2, label: "总包" },
];

/**
 * Fee types. Spec §9 gives coupon difference 13, start fee 14, worker abnormal fee 18 "and others"; the other codes
 * are ours, numbered away from the spec's.
 */
export const FEE_TYPE: Enumeration = [
  { value: 1, label: "基础服务费" },
  { value: 2, label: "远程费" },
  { value: 3, label: "高空作业费" },
  { value: 4, label: "辅材费" },
  { value: 5, label: "拆旧费" },
  { value: 13, label: "优惠券差价" },
  { value: 14, label: "起步费" },
  { value: 18, label: "师傅异常费用", tone: "warning" },
  { value: 21, label: "退款", tone: "danger" },
  { value: 22, label: "报价服务费" },
];

export const FEE_TYPE_CODE = {
  base: 1,
  remote: 2,
  height: 3,
  material: 4,
  removal: 5,
  couponDiff: 13,
  startFee: 14,
  workerAbnormal: 18,
  refund: 21,
  quote: 22,
} as const;

/** Visit time slots, two-hour blocks (spec §9), exactly. */
export const VISIT_TIME_SLOTS = [
  "07-09",
  "09-11",
  "11-13",
  "13-15",
  "15-17",
  "17-19",
  "19-21",
  "21-23",
] as const;

export type VisitTimeSlot = (typeof VISIT_TIME_SLOTS)[number];

export function isVisitTimeSlot(value: unknown): value is VisitTimeSlot {
  return typeof value === "string" && (VISIT_TIME_SLOTS as readonly string[]).includes(value);
}

/** Manual operation codes (spec §9): what a provider did for a worker. */
export const MANUAL_OPERATION: Enumeration<0 | 1 | 2 | 3> = [
  { value: 0, label: "预约" },
  { value: 1, label: "改约" },
  { value: 2, label: "签到" },
  { value: 3, label: "核销" },
];

/** Express-install tiers in hours (spec §4, §9); the labels are ours. */
export const EXPRESS_INSTALL: Enumeration<24 | 48 | 72> = [
  { value: 24, label: "24小时达", tone: "danger" },
  { value: 48, label: "48小时达", tone: "warning" },
  { value: 72, label: "72小时达" },
];

/**
 * How goods reach the customer; drives the 送货 / 送装 / 送装一体 / 送装分离 marks. 0 none (install only),
 * 1 送货 (delivery only), 2 送装 (delivery and install, workers not yet decided), 3 送装一体 (one worker does both),
 * 4 送装分离 (a delivery worker and an install worker: set by a 送装分离 transfer).
 */
export const DELIVERY_MODE: Enumeration<0 | 1 | 2 | 3 | 4> = [
  { value: 0, label: "无" },
  { value: 1, label: "送货" },
  { value: 2, label: "送装" },
  { value: 3, label: "送装一体" },
  { value: 4, label: "送装分离" },
];

/** Logistics status of an order's goods (天猫 and delivery orders); each is also a mark (spec §4). */
export const LOGISTICS_STATUS: Enumeration = [
  { value: 1, label: "待入库", tone: "warning" },
  { value: 2, label: "待出库", tone: "warning" },
  { value: 3, label: "已出库", tone: "warning" },
  { value: 4, label: "派送中", tone: "warning" },
  { value: 5, label: "客户签收", tone: "success" },
  { value: 6, label: "客户拒签", tone: "danger" },
  { value: 7, label: "待提货", tone: "warning" },
  { value: 8, label: "提货失败", tone: "danger" },
];
