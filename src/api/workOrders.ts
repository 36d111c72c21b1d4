import { service, type EndpointOptions, type Page, type WriteEffect } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import { ORDER_SCREENS, WORK_ORDER_SCREENS } from "./screens";
import type { ExportPage, ExportQuery } from "./types";
import type * as wire from "./wire/workOrders";

/** /work-orders-app — after-sales work orders. Every call sends the provider name header (identity workOrder). */
const s = service("/work-orders-app", { menu: WORK_ORDER_SCREENS });
const workOrder: Pick<EndpointOptions, "identity"> = { identity: "workOrder" };
const provider = s.under("/provider/workOrder");

/**
 * A write on one work order, keyed by its id (the detail's key): type "updated", the action in the event's payload
 * (`action`, as the events before issue 40 had it). Not "replied": that one is a reply from outside (a customer, the
 * service centre) and makes the 工单有新回复 notification.
 */
const onWorkOrder = (label: string): WriteEffect<"workOrderId"> => ({
  channel: "workOrders",
  type: "updated",
  key: "workOrderId",
  label,
});

/** The types of the calls below, from their schemas (./wire/workOrders.ts, where their fields are described). */
export type WorkOrderQuery = RequestType<typeof wire.workOrderListRequest>;
export type WorkOrderRow = AnswerType<typeof wire.workOrderRow>;
/** Processing state of a work order (spec §4). */
export type WorkOrderProcessState = (typeof wire.WORK_ORDER_PROCESS_STATES)[number];
/**
 * Result status codes, in spec order: 1 待服务中心响应, 2 待服务商响应, 3 待商家响应, 4 处理中, 5 初步结果, 6 待确认,
 * 7 已追加, 8 已完结, 9 已撤销.
 */
export type WorkOrderResultStatus = WorkOrderRow["resultStatus"];
/** Reply status codes, in spec order: 1 待处理, 2 服务中心已回复, 3 服务商已回复, 4 师傅已回复, 5 发起人已追加. */
export type WorkOrderResponseStatus = WorkOrderRow["responseStatus"];
export type WorkOrderMessage = AnswerType<typeof wire.workOrderMessage>;
export type WorkOrderDetail = AnswerType<typeof wire.workOrderDetail>;
export type WorkOrderIdBody = RequestType<typeof wire.workOrderIdRequest>;
export type WorkOrderReplyBody = RequestType<typeof wire.replyRequest>;
export type WorkOrderAppendBody = RequestType<typeof wire.appendMsgRequest>;
export type WorkOrderResponseBody = RequestType<typeof wire.responseRequest>;
/** Payload of the to-do count (the 工单列表 badge); the data is a number. */
export type NeedDealNumsQuery = RequestType<typeof wire.needDealNumsRequest>;
export type ConfirmCancelBody = RequestType<typeof wire.confirmCancelRequest>;
export type CancelOrderServiceBody = RequestType<typeof wire.cancelOrderServiceRequest>;
export type WorkType = AnswerType<typeof wire.workType>;
export type WorkOrderReasonQuery = RequestType<typeof wire.reasonByTypeRequest>;
export type WorkOrderReason = AnswerType<typeof wire.workOrderReason>;
export type SwitchWorkerShowBody = RequestType<typeof wire.switchWorkerShowRequest>;

export const fetchList = provider.post<WorkOrderQuery, Page<WorkOrderRow>>("/fetchList", "工单分页", {
  ...workOrder,
  paginated: true,
  effect: "read",
});
/**
 * 导出 of 工单列表 (issue 43 E1): fetchList's search, cursor-paged, behind 导出工单. Chosen path beside fetchList;
 * records the export (导出记录), changes no record a console shows: "session".
 */
export const exportList = provider.post<ExportQuery<WorkOrderQuery>, ExportPage<WorkOrderRow>>(
  "/export",
  "导出工单",
  { ...workOrder, button: "aftersales:export", chosenPath: true, effect: "session" },
);
export const detail = provider.post<WorkOrderIdBody, WorkOrderDetail>("/detail", "工单详情", {
  ...workOrder,
  button: "aftersales:view",
  effect: "read",
});
export const reply = provider.post<WorkOrderReplyBody, null>("/reply", "回复工单", {
  ...workOrder,
  button: "aftersales:reply",
  effect: onWorkOrder("回复"),
});
export const appendMsg = provider.post<WorkOrderAppendBody, null>("/appendMsg", "追加工单留言", {
  ...workOrder,
  button: "aftersales:appendMsg",
  effect: onWorkOrder("追加留言"),
});
export const response = provider.post<WorkOrderResponseBody, null>("/response", "响应工单（给出处理结果）", {
  ...workOrder,
  button: "aftersales:respond",
  effect: onWorkOrder("响应"),
});
export const needDealNums = provider.post<NeedDealNumsQuery, number>("/needDealNums", "待处理工单数", {
  ...workOrder,
  effect: "read",
});
export const confirmCancel = provider.post<ConfirmCancelBody, null>(
  "/cancelOrder/confirmCancel",
  "确认（或驳回）取消订单工单",
  { ...workOrder, button: "aftersales:confirmCancel", effect: onWorkOrder("处理取消申请") },
);
export const cancelOrderService = provider.post<CancelOrderServiceBody, null>(
  "/cancelOrder/service",
  "服务商申请取消订单",
  {
    ...workOrder,
    menu: [...ORDER_SCREENS, ...WORK_ORDER_SCREENS],
    button: "order:cancel",
    effect: onWorkOrder("申请取消订单"),
  },
);

export const getWorkType = s.get<void, WorkType[]>("/admin/configReason/getWorkType", "工单类型", {
  ...workOrder,
  menu: [...WORK_ORDER_SCREENS, ...ORDER_SCREENS],
});
export const fetchReasonByType = s.get<WorkOrderReasonQuery, WorkOrderReason[]>(
  "/common/workOrder/fetchReasonByType",
  "按工单类型取原因",
  { ...workOrder, menu: [...WORK_ORDER_SCREENS, ...ORDER_SCREENS] },
);
export const switchWorkerShow = s.post<SwitchWorkerShowBody, null>(
  "/admin/workOrder/switchWorkerShow",
  "切换工单对师傅可见",
  { ...workOrder, button: "aftersales:switchWorkerShow", effect: onWorkOrder("切换师傅可见") },
);
