import * as v from "valibot";
import * as tmall from "../../order/tmall";
import { integer, optional, optionalText, request, text } from "../../schema";
import { page, PAGING, timeBound, wire, type WireEntry } from "../define";
import { orderNo, remark } from "./operations";
import { feeItem, goodsItem } from "./records";
import { appointmentRequest, signInRequest, visitModifyRequest } from "./performance";

/**
 * The schemas of api.order.tmall's calls (../define.ts). The performance calls take the own-platform requests (one
 * handler serves both, mocks/orders/orderOperations.ts); the reads answer as the admin detail sections do
 * (mocks/orders/orderQueries.ts, orderStore.ts `goodsOf` / `feesOf`).
 */

/**
 * The abnormal worker orders' filters, in the order mocks/alerts/alerts.ts `alertFilters` checks them, then paging.
 * Which alert types exist (异常类型不正确) is the domain's (ALERT_TYPE_CODES), and a start after the end needs both
 * bounds: the handler's.
 */
const abnormalQuery = request({
  orderNo: optionalText("订单号", { max: 32 }),
  exceptionType: optional(integer("异常类型", { min: 1, max: 99 })),
  handleStatus: optional(integer("处理状态", { min: 1, max: 3 })),
  workerId: optionalText("师傅", { max: 64 }),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
  ...PAGING,
});

const abnormalRow = v.object({
  orderNo: v.string(),
  orderStatus: v.number(),
  exceptionType: v.number(),
  exceptionTypeName: v.string(),
  workerId: v.nullish(v.string()),
  workerName: v.nullish(v.string()),
  customerName: v.string(),
  exceptionTime: v.string(),
  handleStatus: v.picklist([1, 2, 3]),
});

const logisticsItem = v.object({
  logisticsNo: v.string(),
  companyName: v.string(),
  logisticsStatus: v.string(),
  traces: v.array(v.object({ time: v.string(), content: v.string() })),
});

/** The reads are GETs: the order number travels as query text. */
const orderKey = request({ orderNo });

export const entries: readonly WireEntry[] = [
  // Whether the worker may take the order is the handler's (mocks/dispatch/orderDispatch.ts).
  wire(tmall.directDistribute, {
    request: request({ orderNo, workerId: text("师傅", { max: 32 }), remark }),
    answer: v.null(),
  }),
  wire(tmall.abnormalWorkerOrderList, { request: abnormalQuery, answer: page(abnormalRow) }),
  wire(tmall.appointment, { request: appointmentRequest, answer: v.null() }),
  wire(tmall.visitModify, { request: visitModifyRequest, answer: v.null() }),
  wire(tmall.signIn, { request: signInRequest, answer: v.null() }),
  wire(tmall.orderGoodsList, { request: orderKey, answer: v.array(goodsItem) }),
  wire(tmall.workerStartPriceDiff, {
    request: orderKey,
    answer: v.object({
      orderNo: v.string(),
      diffAmount: v.number(),
      startPrice: v.number(),
      workerTotalAmount: v.number(),
    }),
  }),
  wire(tmall.logisticsList, { request: orderKey, answer: v.array(logisticsItem) }),
  wire(tmall.orderFeeInfo, { request: orderKey, answer: v.array(feeItem) }),
];
