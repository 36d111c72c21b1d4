import * as v from "valibot";
import * as workOrders from "../../workOrders";
import { wire, type WireEntry } from "../define";
import * as schemas from "../workOrders";

/** api.workOrders's calls with their schemas (../workOrders.ts). */
export const entries: readonly WireEntry[] = [
  wire(workOrders.fetchList, { request: schemas.workOrderListRequest, answer: schemas.workOrderPage }),
  wire(workOrders.exportList, {
    request: schemas.workOrderExportRequest,
    answer: schemas.workOrderExportPage,
  }),
  wire(workOrders.detail, { request: schemas.workOrderIdRequest, answer: schemas.workOrderDetail }),
  wire(workOrders.reply, { request: schemas.replyRequest, answer: v.null() }),
  wire(workOrders.appendMsg, { request: schemas.appendMsgRequest, answer: v.null() }),
  wire(workOrders.response, { request: schemas.responseRequest, answer: v.null() }),
  wire(workOrders.needDealNums, { request: schemas.needDealNumsRequest, answer: v.number() }),
  wire(workOrders.confirmCancel, { request: schemas.confirmCancelRequest, answer: v.null() }),
  wire(workOrders.cancelOrderService, { request: schemas.cancelOrderServiceRequest, answer: v.null() }),
  wire(workOrders.getWorkType, { answer: v.array(schemas.workType) }),
  wire(workOrders.fetchReasonByType, {
    request: schemas.reasonByTypeRequest,
    answer: v.array(schemas.workOrderReason),
  }),
  wire(workOrders.switchWorkerShow, { request: schemas.switchWorkerShowRequest, answer: v.null() }),
];
