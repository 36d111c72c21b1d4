import { api } from "../../api";
import type { WorkOrderRow } from "../../api/workOrders";
import { canDoWorkOrderAction } from "../../domain/workOrderActions";
import {
  WORK_ORDER_RESPONSE_STATUS_ENUM,
  WORK_ORDER_RESULT_STATUS_ENUM,
  WORKER_SHOW_ENUM,
} from "../../domain/workOrderEnums";
import {
  TODO_RESPONSE_STATUSES,
  TODO_RESULT_STATUSES,
  WORK_ORDER_ASSIGNED_TYPE,
} from "../../domain/workOrderStatus";
import { NEED_DEAL_QUERY_KEY } from "../../queries/needDealCount";
import { type ActionDecl, linkTo, listScreen, remoteOptions } from "../engine";
import { workOrderDetailRoute } from "./routes";
import { useTodoTabCount } from "./TodoCount";

/** The 17 work order types, live (getWorkType). */
export const WORK_TYPE_OPTIONS = remoteOptions({
  endpoint: api.workOrders.getWorkType,
  toOptions: (types) => types.map((t) => ({ value: t.workType, label: t.workTypeName })),
});

/** The 待处理 tab: the badge's rule (the provider's own work orders in the to-do statuses). */
export const TODO_TAB_PAYLOAD = {
  resultStatus: [...TODO_RESULT_STATUSES],
  responseStatus: [...TODO_RESPONSE_STATUSES],
  assignedType: WORK_ORDER_ASSIGNED_TYPE.provider,
};

/** After a work order action the badge refreshes too (it lives under its own query key). */
export const REFRESH_BADGE = [NEED_DEAL_QUERY_KEY] as const;

const switchShow = (show: 0 | 1): ActionDecl<WorkOrderRow> => ({
  key: show ? "showToWorker" : "hideFromWorker",
  label: show ? "师傅可见" : "对师傅隐藏",
  placement: ["row"],
  when: (row) =>
    row.workerShow !== show &&
    canDoWorkOrderAction("switchWorkerShow", { resultStatus: row.resultStatus, workType: row.workType }),
  confirm: show ? "确定让师傅看到该工单吗？" : "确定对师傅隐藏该工单吗？",
  endpoint: api.workOrders.switchWorkerShow,
  payload: ({ record }) => ({ workOrderId: record?.workOrderId, workerShow: show }),
  refresh: REFRESH_BADGE,
});

export const workOrderList = listScreen({
  endpoint: api.workOrders.fetchList,
  rowKey: (row) => row.workOrderId,
  filters: [
    { field: "workOrderNo", label: "工单号", input: "text", maxLength: 32 },
    { field: "orderNo", label: "订单号", input: "text", maxLength: 32 },
    { field: "workType", label: "工单类型", input: "select", options: WORK_TYPE_OPTIONS },
    {
      field: "resultStatus",
      label: "结果状态",
      input: "select",
      options: WORK_ORDER_RESULT_STATUS_ENUM,
      multiple: true,
    },
    {
      field: "responseStatus",
      label: "回复状态",
      input: "select",
      options: WORK_ORDER_RESPONSE_STATUS_ENUM,
      multiple: true,
    },
    { field: "createdRange", label: "创建时间", input: "dateRange" },
  ],
  tabs: {
    field: "tab",
    options: [{ value: "todo", label: "待处理" }],
    toPayload: () => TODO_TAB_PAYLOAD,
    useCounts: useTodoTabCount,
  },
  columns: [
    {
      field: "workOrderNo",
      title: "工单号",
      // The detail's call names aftersales:view: without it the number is plain text and 查看 is not offered.
      value: {
        link: (row: WorkOrderRow) => linkTo(workOrderDetailRoute, row.workOrderId),
        button: "aftersales:view",
      },
      width: 190,
    },
    { field: "orderNo", title: "订单号", width: 190 },
    { field: "workTypeName", title: "工单类型", width: 140 },
    { field: "content", title: "工单内容", ellipsis: true, width: 260 },
    { field: "resultStatus", title: "结果状态", value: { enum: WORK_ORDER_RESULT_STATUS_ENUM }, width: 120 },
    {
      field: "responseStatus",
      title: "回复状态",
      value: { enum: WORK_ORDER_RESPONSE_STATUS_ENUM },
      width: 130,
    },
    { field: "workerShow", title: "师傅可见", value: { enum: WORKER_SHOW_ENUM }, width: 90 },
    { field: "creatorName", title: "发起人", width: 130 },
    { field: "gmtCreatedTime", title: "创建时间", value: "datetime", width: 170 },
    { field: "deadlineTime", title: "截止时间", value: "datetime", width: 170 },
  ],
  actions: [
    {
      key: "view",
      label: "查看",
      button: "aftersales:view",
      placement: ["row"],
      link: (row) => linkTo(workOrderDetailRoute, row.workOrderId),
    },
    switchShow(1),
    switchShow(0),
  ],
  export: { endpoint: api.workOrders.exportList, fileName: "工单列表" },
});
