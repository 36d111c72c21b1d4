import * as v from "valibot";
import * as tmall from "../../order/tmall";
import { request, text } from "../../schema";
import { page, wire, type WireEntry } from "../define";
import { orderNo, remark } from "./operations";
import { abnormalQuery, abnormalRow, feeItem, goodsItem } from "./records";
import { appointmentRequest, signInRequest, visitModifyRequest } from "./performance";

/**
 * The schemas of api.order.tmall's calls (../define.ts). The performance calls take the own-platform requests (one
 * handler serves both, mocks/orders/orderOperations.ts); the reads answer as the admin detail sections do
 * (mocks/orders/orderQueries.ts, orderStore.ts `goodsOf` / `feesOf`).
 */

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
