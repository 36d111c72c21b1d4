import * as v from "valibot";
import { integer, oneOf, optional, optionalText, request } from "../../schema";
import { page, PAGING, timeBound } from "../define";

/**
 * The records the order calls answer (mocks/orders/orderStore.ts `toOrderRow`, `toOrderDetail`, `goodsOf`, `feesOf`,
 * `toCustomer`) and the request fields several of them share (./admin.ts, ./provider.ts, ./dispatch.ts);
 * src/api/order/types.ts takes its types from them.
 */

/** A field the answer may leave out or give as null: absent, null or a value of `schema`. */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

// ---- request fields

/**
 * A list of codes: an array, each a whole number within [min, max] with the field's messages; anything but an array
 * is 「X格式不正确」, a comma-separated text (a query's form) too: the console sends these bodies' lists as arrays.
 */
export function codeList(label: string, min: number, max: number) {
  return optional(v.array(integer(label, { min, max }), `${label}格式不正确`));
}

/**
 * A batch of ids: an array of ids (text, or numbers read as their digits), trimmed; anything but an array (absent
 * included) or a blank id is 「X格式不正确」, none 「X不能为空」, above `max` 「X一次最多N个」. A bad id is told before
 * the count.
 */
export function idList(label: string, max: number) {
  const wrong = `${label}格式不正确`;
  const id = v.pipe(
    v.union([v.string(), v.number()], wrong),
    v.transform(String),
    v.trim(),
    v.nonEmpty(wrong),
  );
  return v.pipe(
    v.array(id, wrong),
    v.minLength(1, `${label}不能为空`),
    v.maxLength(max, `${label}一次最多${max}个`),
  );
}

// ---- answers

/** Goods line of an order (spec §3 goods columns). */
export const goodsItem = v.object({
  goodsId: v.string(),
  /** Service type code of this item (install 1, repair 2, measure 3). */
  serverType: v.number(),
  serverTypeName: v.string(),
  itemName: v.string(),
  image: v.string(),
  goodsName: v.string(),
  skuCode: v.string(),
  skuName: v.string(),
  bigFaultCategoryName: maybe(v.string()),
  smallFaultCategoryName: maybe(v.string()),
  serviceMeasureName: v.string(),
  workerAmount: v.number(),
  goodsNum: v.number(),
  /** What the customer pays for this item. */
  amount: v.number(),
});

/** Fee line: fee type codes start fee 14, worker abnormal fee 18, coupon difference 13, ... (spec §9). */
export const feeItem = v.object({
  feeType: v.number(),
  feeTypeName: v.string(),
  amount: v.number(),
  workerAmount: v.number(),
  /** Payment status: -2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed. */
  payStatus: maybe(v.number()),
  /**
   * Review flow (spec §4): 1 merchant review, 2 admin review, 3 approved, 4 rejected (REVIEW_FLOW in
   * src/domain/orders/feeReview.ts). A 异常费用 starts at 1.
   */
  reviewFlow: maybe(v.number()),
  gmtCreatedTime: v.string(),
});

export const customer = v.object({
  customerName: v.string(),
  customerMobile: v.string(),
  provinceName: v.string(),
  cityName: v.string(),
  areaName: maybe(v.string()),
  townName: maybe(v.string()),
  detailAddress: v.string(),
});

/** The fields of an order row (spec §3), spread into the detail and the base info. */
const orderRowEntries = {
  /** The record's version (src/api/types.ts `Versioned`). */
  version: v.optional(v.number()),
  orderId: v.string(),
  orderNo: v.string(),
  /** Order status, set A (codes 1-13, spec §4). */
  orderStatus: v.number(),
  /**
   * Order source: one of 28 channels (spec §9; ORDER_SOURCE in src/domain/orders/sources.ts). The list filter offers
   * 自有 = 1 and 天猫 = 2; an order's `orderSourceName` is its channel's label.
   */
  orderSource: v.number(),
  orderSourceName: v.string(),
  /** 1 yes, 2 no. Combo orders are shown as one row per goods item. */
  isCombo: v.picklist([1, 2]),
  goodsNameList: v.array(v.string()),
  serverTypeNameList: v.array(v.string()),
  serverTypeList: v.array(v.number()),
  totalAmount: v.number(),
  workerTotalAmount: v.number(),
  merchantId: v.string(),
  merchantName: v.string(),
  customerName: v.string(),
  /**
   * An own order's whole number, shown masked (hover reveals, click copies); a 天猫 order's comes masked (issue 43 P1:
   * its customer is called through the privacy number only).
   */
  customerMobile: v.string(),
  /** Province-city-area-street names and the detail address. */
  address: v.string(),
  workerId: maybe(v.string()),
  workerName: maybe(v.string()),
  workerMobile: maybe(v.string()),
  /**
   * When the order was given to its current worker (none without a worker): what 待接单 and 待预约 wait from
   * (src/domain/orders/lateness.ts). Not a spec field (issue 41).
   */
  distributeTime: maybe(v.string()),
  /** Mark tags shown on the row (总包/众包, 急, 停, ...). */
  orderMarks: v.array(v.string()),
  /** Express-install tier in hours. */
  expressInstall: maybe(v.picklist([24, 48, 72])),
  settleStatus: maybe(v.number()),
  gmtCreatedTime: v.string(),
  nextAppointmentTime: maybe(v.string()),
  visitTime: maybe(v.string()),
  finishTime: maybe(v.string()),
  /** 1 hung up (the 挂 mark): appointment, sign-in and verification wait until the hang-up is cancelled. */
  hangUp: v.picklist([0, 1]),
  /** Service-type picker scope: 众包 1, 总包 2 (the 总包/众包 mark). */
  scopeType: v.picklist([1, 2]),
  /** The goods of the order: a combo (isCombo 1) is shown as one row per item. */
  goods: v.array(goodsItem),
  /**
   * Worker start price minus the worker total (the order's service bill); when positive the list adds a
   * 起步价差价 row. 0 when there is none.
   */
  workerStartPriceDiff: v.number(),
};

/** Order row of the order lists (spec §3). */
export const orderRow = v.object(orderRowEntries);

/** The order detail's base info (queryOrderBaseInfo): the order's row with its statuses derived from set A. */
export const orderBaseInfo = v.object({
  ...orderRowEntries,
  /** Order status set B, the merchant's side (商家端状态): merchantOrderStatusOf(orderStatus). */
  merchantOrderStatus: v.number(),
  /** Redeem (核销) status: 0 not, 1 in progress, 2 done (redeemStatusOf(orderStatus)). */
  redeemStatus: v.number(),
});

export const orderDetail = v.object({
  ...orderRowEntries,
  customer,
  fees: v.array(feeItem),
  remark: maybe(v.string()),
  /** Order audit: 1 no review, 2 rejected, 3 approved. */
  auditStatus: maybe(v.number()),
  /** Where the service takes place (map dispatch). */
  lng: v.number(),
  lat: v.number(),
  /** Paid by the customer, and refunded so far: a refund is at most paidAmount - refundedAmount. */
  paidAmount: v.number(),
  refundedAmount: v.number(),
  /** Delivery mode: 0 none, 1 送货, 2 送装, 3 送装一体, 4 送装分离 (DELIVERY_MODE in src/domain/orders). */
  deliveryMode: v.number(),
  /** Set by 验货 and 施工确认. */
  goodsChecked: v.boolean(),
  buildConfirmed: v.boolean(),
  /** Two-hour slot of the current appointment, e.g. "09-11". */
  timeSlot: maybe(v.string()),
  /** Quoted amount (报价), once offered. */
  offerAmount: maybe(v.number()),
});

/** One entry of an order's history. */
export const trackItem = v.object({
  operateType: v.string(),
  operateName: v.string(),
  operator: v.string(),
  operatorRole: v.string(),
  content: v.string(),
  gmtCreatedTime: v.string(),
});

/** A worker's placement on an order (admin.OrderWorkerInfo). */
export const orderWorker = v.object({
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  /** Placement: 0 not placed, 1 awaiting appointment, 2 placed, 3 cancelled, -1 taken. */
  placeStatus: v.number(),
  distributeTime: maybe(v.string()),
});

/** 1 open, 2 finished, 3 invalid. */
const HANDLE_STATUS = [1, 2, 3] as const;

/**
 * The abnormal worker orders' filters, in the order mocks/alerts/alerts.ts `alertFilters` reads them, then paging.
 * Which alert types exist (异常类型不正确) is the domain's (ALERT_TYPE_CODES), and a start after the end needs both
 * bounds: the handler's.
 */
export const abnormalQuery = request({
  orderNo: optionalText("订单号", { max: 32 }),
  exceptionType: optional(integer("异常类型", { min: 1, max: 99 })),
  handleStatus: optional(oneOf("处理状态", HANDLE_STATUS)),
  workerId: optionalText("师傅", { max: 64 }),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
  ...PAGING,
});

/** Exception row of the abnormal worker order lists (own and 天猫: one handler, mocks/alerts/alerts.ts). */
export const abnormalRow = v.object({
  orderNo: v.string(),
  orderStatus: v.number(),
  /** Warning / exception type 1-19. */
  exceptionType: v.number(),
  exceptionTypeName: v.string(),
  workerId: maybe(v.string()),
  workerName: maybe(v.string()),
  customerName: v.string(),
  exceptionTime: v.string(),
  /** 1 open, 2 finished, 3 invalid. */
  handleStatus: v.picklist(HANDLE_STATUS),
});

export const abnormalPage = page(abnormalRow);
