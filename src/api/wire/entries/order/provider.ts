import * as v from "valibot";
import * as provider from "../../../order/provider";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../order/provider";
import * as records from "../../order/records";

/** api.order.provider's calls with their schemas (../../order/provider.ts, ../../order/records.ts). */
export const entries: readonly WireEntry[] = [
  wire(provider.orderList, { request: schemas.orderListRequest, answer: schemas.orderPage }),
  wire(provider.orderDetail, { request: schemas.orderDetailRequest, answer: records.orderDetail }),
  wire(provider.orderExport, { request: schemas.orderExportRequest, answer: schemas.orderExportPage }),
  wire(provider.orderStatusCount, {
    request: schemas.orderStatusCountRequest,
    answer: v.array(schemas.orderStatusCount),
  }),
  wire(provider.providerServiceOrderList, {
    request: schemas.serviceOrderListRequest,
    answer: schemas.serviceOrderPage,
  }),
  wire(provider.providerServiceOrderDetail, {
    request: schemas.serviceOrderKeyRequest,
    answer: schemas.serviceOrderDetail,
  }),
  wire(provider.merchantServerOrderComplete, {
    request: schemas.serviceOrderKeyRequest,
    answer: schemas.serviceOrderCompletion,
  }),
  wire(provider.queryServerAfterSaleList, {
    request: schemas.afterSaleListRequest,
    answer: schemas.afterSaleServerPage,
  }),
  wire(provider.serverProAfterSaleDetailList, {
    request: schemas.serverKeyRequest,
    answer: v.array(schemas.afterSaleDetailItem),
  }),
  // null: the worker has not answered yet.
  wire(provider.afterSaleWorkerFeedbackInfo, {
    request: schemas.serverKeyRequest,
    answer: v.nullable(schemas.afterSaleWorkerFeedback),
  }),
  wire(provider.abnormalWorkerOrderList, { request: records.abnormalQuery, answer: records.abnormalPage }),
];
