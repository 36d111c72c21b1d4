import * as v from "valibot";
import { integer, optional, optionalText, request } from "../../schema";
import { PAGING, timeBound } from "../define";

/**
 * The records the order calls answer (mocks/orders/orderStore.ts `toOrderRow`, `toOrderDetail`, `goodsOf`, `feesOf`,
 * `toCustomer`; src/api/order/types.ts) and the request fields several of them share (./admin.ts, ./provider.ts,
 * ./dispatch.ts).
 */

/** A field the declared type gives as `x?: T | null`: absent, null or a T. */
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

export const goodsItem = v.object({
  goodsId: v.string(),
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
  amount: v.number(),
});

export const feeItem = v.object({
  feeType: v.number(),
  feeTypeName: v.string(),
  amount: v.number(),
  workerAmount: v.number(),
  payStatus: maybe(v.number()),
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

/** The fields of an order row (OrderRow), spread into the detail and the base info. */
const orderRowEntries = {
  version: v.optional(v.number()),
  orderId: v.string(),
  orderNo: v.string(),
  orderStatus: v.number(),
  orderSource: v.number(),
  orderSourceName: v.string(),
  isCombo: v.picklist([1, 2]),
  goodsNameList: v.array(v.string()),
  serverTypeNameList: v.array(v.string()),
  serverTypeList: v.array(v.number()),
  totalAmount: v.number(),
  workerTotalAmount: v.number(),
  merchantId: v.string(),
  merchantName: v.string(),
  customerName: v.string(),
  customerMobile: v.string(),
  address: v.string(),
  workerId: maybe(v.string()),
  workerName: maybe(v.string()),
  workerMobile: maybe(v.string()),
  distributeTime: maybe(v.string()),
  orderMarks: v.array(v.string()),
  expressInstall: maybe(v.picklist([24, 48, 72])),
  settleStatus: maybe(v.number()),
  gmtCreatedTime: v.string(),
  nextAppointmentTime: maybe(v.string()),
  visitTime: maybe(v.string()),
  finishTime: maybe(v.string()),
  hangUp: v.picklist([0, 1]),
  scopeType: v.picklist([1, 2]),
  goods: v.array(goodsItem),
  workerStartPriceDiff: v.number(),
};

export const orderRow = v.object(orderRowEntries);

export const orderBaseInfo = v.object({
  ...orderRowEntries,
  merchantOrderStatus: v.number(),
  redeemStatus: v.number(),
});

export const orderDetail = v.object({
  ...orderRowEntries,
  customer,
  fees: v.array(feeItem),
  remark: maybe(v.string()),
  auditStatus: maybe(v.number()),
  lng: v.number(),
  lat: v.number(),
  paidAmount: v.number(),
  refundedAmount: v.number(),
  deliveryMode: v.number(),
  goodsChecked: v.boolean(),
  buildConfirmed: v.boolean(),
  timeSlot: maybe(v.string()),
  offerAmount: maybe(v.number()),
});

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
  placeStatus: v.number(),
  distributeTime: maybe(v.string()),
});

/**
 * The abnormal worker orders' filters, in the order mocks/alerts/alerts.ts `alertFilters` reads them, then paging.
 * Which alert types exist (异常类型不正确) is the domain's (ALERT_TYPE_CODES), and a start after the end needs both
 * bounds: the handler's.
 */
export const abnormalQuery = request({
  orderNo: optionalText("订单号", { max: 32 }),
  exceptionType: optional(integer("异常类型", { min: 1, max: 99 })),
  handleStatus: optional(integer("处理状态", { min: 1, max: 3 })),
  workerId: optionalText("师傅", { max: 64 }),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
  ...PAGING,
});

/** A row of the abnormal worker orders (own and 天猫: one handler, mocks/alerts/alerts.ts). */
export const abnormalRow = v.object({
  orderNo: v.string(),
  orderStatus: v.number(),
  exceptionType: v.number(),
  exceptionTypeName: v.string(),
  workerId: maybe(v.string()),
  workerName: maybe(v.string()),
  customerName: v.string(),
  exceptionTime: v.string(),
  handleStatus: v.picklist([1, 2, 3]),
});
