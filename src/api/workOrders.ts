import { service, type EndpointOptions, type Page, type PageQuery, type WriteEffect } from "./endpoint";
import type { DateRangeQuery, DateTime, ExportPage, ExportQuery, Id, Versioned } from "./types";
import { ORDER_SCREENS, WORK_ORDER_SCREENS } from "./screens";

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

/** Processing state of a work order (spec §4). */
export type WorkOrderProcessState =
  "WORKER_PROCESS" | "WORKER_REFUSE" | "PLATFORM_PROCESS" | "FINISH" | "REVOCATION" | "PLATFORM_REFUSE";

/**
 * Result status codes, in spec order: 1 待服务中心响应, 2 待服务商响应, 3 待商家响应, 4 处理中, 5 初步结果, 6 待确认,
 * 7 已追加, 8 已完结, 9 已撤销.
 */
export type WorkOrderResultStatus = number;

/** Reply status codes, in spec order: 1 待处理, 2 服务中心已回复, 3 服务商已回复, 4 师傅已回复, 5 发起人已追加. */
export type WorkOrderResponseStatus = number;

export interface WorkOrderQuery extends PageQuery, DateRangeQuery {
  workOrderNo?: string;
  orderNo?: string;
  /** Work order type id 1-17 (spec §9). */
  workType?: number;
  resultStatus?: WorkOrderResultStatus[];
  responseStatus?: WorkOrderResponseStatus[];
  /**
   * Only the work orders assigned this way (1 to a worker, 2 to the provider itself): the 待处理 tab sends 2 with
   * the to-do statuses, the same rule as needDealNums, so its total equals the badge.
   */
  assignedType?: 1 | 2;
}

export interface WorkOrderRow extends Versioned {
  workOrderId: Id;
  workOrderNo: string;
  orderNo: string;
  workType: number;
  workTypeName: string;
  reasonName?: string | null;
  resultStatus: WorkOrderResultStatus;
  responseStatus: WorkOrderResponseStatus;
  processState?: WorkOrderProcessState | null;
  content: string;
  creatorName: string;
  workerName?: string | null;
  /** 1 shown to the worker, 0 hidden. */
  workerShow: 0 | 1;
  gmtCreatedTime: DateTime;
  deadlineTime?: DateTime | null;
}

export interface WorkOrderMessage {
  id: Id;
  /** Who wrote it: 服务中心, 服务商, 师傅, 商家 or 发起人. */
  senderRole: string;
  senderName: string;
  content: string;
  attachments: string[];
  gmtCreatedTime: DateTime;
}

export interface WorkOrderDetail extends WorkOrderRow {
  messages: WorkOrderMessage[];
  attachments: string[];
}

export interface WorkOrderReplyBody {
  workOrderId: Id;
  content: string;
  /** Stored file paths. */
  attachments?: string[];
}

/** Payload of the to-do count (the 工单列表 badge); the data is a number. */
export interface NeedDealNumsQuery {
  isProvider: boolean;
  resultStatus: WorkOrderResultStatus[];
  responseStatus: WorkOrderResponseStatus[];
  assignedType: 2;
  providerId: Id;
  /** The provider id as well. */
  workerId: Id;
}

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
export const detail = provider.post<{ workOrderId: Id }, WorkOrderDetail>("/detail", "工单详情", {
  ...workOrder,
  button: "aftersales:view",
  effect: "read",
});
export const reply = provider.post<WorkOrderReplyBody, null>("/reply", "回复工单", {
  ...workOrder,
  button: "aftersales:reply",
  effect: onWorkOrder("回复"),
});
export const appendMsg = provider.post<WorkOrderReplyBody, null>("/appendMsg", "追加工单留言", {
  ...workOrder,
  button: "aftersales:appendMsg",
  effect: onWorkOrder("追加留言"),
});
export const response = provider.post<WorkOrderReplyBody & { result: string }, null>(
  "/response",
  "响应工单（给出处理结果）",
  { ...workOrder, button: "aftersales:respond", effect: onWorkOrder("响应") },
);
export const needDealNums = provider.post<NeedDealNumsQuery, number>("/needDealNums", "待处理工单数", {
  ...workOrder,
  effect: "read",
});
export const confirmCancel = provider.post<{ workOrderId: Id; agree: boolean; reason?: string }, null>(
  "/cancelOrder/confirmCancel",
  "确认（或驳回）取消订单工单",
  { ...workOrder, button: "aftersales:confirmCancel", effect: onWorkOrder("处理取消申请") },
);
export const cancelOrderService = provider.post<{ workOrderId: Id; reason: string }, null>(
  "/cancelOrder/service",
  "服务商申请取消订单",
  {
    ...workOrder,
    menu: [...ORDER_SCREENS, ...WORK_ORDER_SCREENS],
    button: "order:cancel",
    effect: onWorkOrder("申请取消订单"),
  },
);

export interface WorkType {
  workType: number;
  workTypeName: string;
}

export interface WorkOrderReason {
  reasonId: Id;
  reasonName: string;
  workType: number;
}

export const getWorkType = s.get<void, WorkType[]>("/admin/configReason/getWorkType", "工单类型", {
  ...workOrder,
  menu: [...WORK_ORDER_SCREENS, ...ORDER_SCREENS],
});
export const fetchReasonByType = s.get<{ workType: number }, WorkOrderReason[]>(
  "/common/workOrder/fetchReasonByType",
  "按工单类型取原因",
  { ...workOrder, menu: [...WORK_ORDER_SCREENS, ...ORDER_SCREENS] },
);
export const switchWorkerShow = s.post<{ workOrderId: Id; workerShow: 0 | 1 }, null>(
  "/admin/workOrder/switchWorkerShow",
  "切换工单对师傅可见",
  { ...workOrder, button: "aftersales:switchWorkerShow", effect: onWorkOrder("切换师傅可见") },
);
