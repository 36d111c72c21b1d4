import * as v from "valibot";
import * as tmall from "../../../order/tmall";
import { wire, type WireEntry } from "../../define";
import { orderKeyRequest } from "../../order/operations";
import { appointmentRequest, signInRequest, visitModifyRequest } from "../../order/performance";
import { abnormalPage, abnormalQuery, feeItem, goodsItem } from "../../order/records";
import * as schemas from "../../order/tmall";

/** api.order.tmall's calls with their schemas (../../order/tmall.ts). */
export const entries: readonly WireEntry[] = [
  wire(tmall.directDistribute, { request: schemas.directDistributeRequest, answer: v.null() }),
  wire(tmall.abnormalWorkerOrderList, { request: abnormalQuery, answer: abnormalPage }),
  wire(tmall.appointment, { request: appointmentRequest, answer: v.null() }),
  wire(tmall.visitModify, { request: visitModifyRequest, answer: v.null() }),
  wire(tmall.signIn, { request: signInRequest, answer: v.null() }),
  // The reads are GETs: the order number travels as query text.
  wire(tmall.orderGoodsList, { request: orderKeyRequest, answer: v.array(goodsItem) }),
  wire(tmall.workerStartPriceDiff, { request: orderKeyRequest, answer: schemas.startPriceDiff }),
  wire(tmall.logisticsList, { request: orderKeyRequest, answer: v.array(schemas.logisticsItem) }),
  wire(tmall.orderFeeInfo, { request: orderKeyRequest, answer: v.array(feeItem) }),
];
