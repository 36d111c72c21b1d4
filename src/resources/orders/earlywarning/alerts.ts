import { api } from "../../../api";
import type { Endpoint, Page } from "../../../api/endpoint";
import type { AlertQuery, AlertRow } from "../../../api/data";
import type { AbnormalOrderQuery, AbnormalOrderRow } from "../../../api/order/types";
import { ALERT_HANDLE_STATUS, ALERT_WARNED, alertFinishRefusal } from "../../../domain/alerts";
import { ORDER_STATUS } from "../../../domain/orders";
import {
  type ActionDecl,
  type FilterDecl,
  linkTo,
  type ListScreen,
  listScreen,
  loadedOnUse,
  remoteOptions,
  requestFields,
} from "../../engine";
import { orderDetailRoute } from "../routes";

// The track dialog loads when it is first opened (issue 30).
const AlertTrackDialog = loadedOnUse(() => import("./AlertTrackDialog").then((m) => m.AlertTrackDialog));

/** The 19 alert types, live (listAllAlertType). */
// The dialogs' fields: their limits are the calls' request schemas'.
const remarkField = requestFields(api.data.alertAddRemark);
const finishField = requestFields(api.data.alertFinish);

export const ALERT_TYPE_OPTIONS = remoteOptions({
  endpoint: api.data.listAllAlertType,
  toOptions: (types) => types.map((t) => ({ value: t.alertType, label: t.alertTypeName })),
});

export const ALERT_FILTERS: readonly FilterDecl<AlertQuery>[] = [
  { field: "orderNo", label: "订单号", input: "text", maxLength: 32 },
  { field: "alertType", label: "预警类型", input: "select", options: ALERT_TYPE_OPTIONS },
  { field: "warned", label: "提醒状态", input: "select", options: ALERT_WARNED },
  { field: "workerId", label: "师傅", input: "worker" },
  { field: "alertRange", label: "预警时间", input: "dateRange" },
];

function openOrder<R extends { orderNo: string }>(): ActionDecl<R> {
  return {
    key: "openOrder",
    label: "查看订单",
    placement: ["row"],
    link: (row) => linkTo(orderDetailRoute, row.orderNo),
  };
}

export const alertList = listScreen({
  endpoint: api.data.alertList,
  rowKey: (row) => row.alertId,
  filters: ALERT_FILTERS,
  // Each tab is one handling status, as the alerts channel's events name it.
  tabs: { field: "handleStatus", options: ALERT_HANDLE_STATUS, statuses: (value) => [value] },
  columns: [
    {
      field: "orderNo",
      title: "订单号",
      value: { link: (row: AlertRow) => linkTo(orderDetailRoute, row.orderNo) },
      width: 190,
    },
    { field: "alertTypeName", title: "预警类型", width: 130 },
    { field: "handleStatus", title: "处理状态", value: { enum: ALERT_HANDLE_STATUS }, width: 100 },
    { field: "warned", title: "提醒状态", value: { enum: ALERT_WARNED }, width: 100 },
    { field: "workerName", title: "师傅", width: 100 },
    { field: "customerName", title: "客户", width: 100 },
    { field: "remark", title: "备注", ellipsis: true, width: 200 },
    { field: "alertTime", title: "预警时间", value: "datetime", width: 170 },
    { field: "finishTime", title: "完结时间", value: "datetime", width: 170 },
  ],
  actions: [
    {
      key: "remark",
      label: "备注",
      placement: ["row"],
      form: {
        title: "预警备注",
        fields: [remarkField("remark", { label: "备注", input: "textarea" })],
        initial: (row) => ({ remark: row?.remark ?? "" }),
      },
      endpoint: api.data.alertAddRemark,
      payload: ({ record }, values) => ({ alertId: record?.alertId, remark: values.remark }),
      success: "备注成功",
    },
    {
      key: "track",
      label: "跟踪记录",
      button: "order:alertTrack",
      placement: ["row"],
      component: AlertTrackDialog,
    },
    openOrder<AlertRow>(),
    // Last: the row's first three stay 备注, 跟踪记录, 查看订单; 完结 is under 更多 on open alerts.
    {
      key: "finish",
      label: "完结",
      placement: ["row"],
      // Open alerts only: the stand-in refuses the others with the same rule.
      when: (row) => alertFinishRefusal(row.handleStatus) === null,
      form: {
        title: (row) => `预警完结${row ? `：${row.orderNo}` : ""}`,
        fields: [finishField("remark", { label: "处理说明", input: "textarea" })],
      },
      endpoint: api.data.alertFinish,
      payload: ({ record }, values) => ({ alertId: record?.alertId, remark: values.remark }),
      success: "预警已完结",
    },
  ],
});

/** The abnormal worker orders (own and 天猫): tabs of 订单预警 (verticals B.6 item 3). */
function abnormalList(
  endpoint: Endpoint<AbnormalOrderQuery, Page<AbnormalOrderRow>>,
): ListScreen<AbnormalOrderRow> {
  return listScreen({
    endpoint,
    rowKey: (row) => `${row.orderNo}-${row.exceptionType}-${row.exceptionTime}`,
    filters: [
      { field: "orderNo", label: "订单号", input: "text", maxLength: 32 },
      { field: "exceptionType", label: "异常类型", input: "select", options: ALERT_TYPE_OPTIONS },
      { field: "handleStatus", label: "处理状态", input: "select", options: ALERT_HANDLE_STATUS },
      { field: "workerId", label: "师傅", input: "worker" },
      { field: "exceptionRange", label: "异常时间", input: "dateRange" },
    ],
    columns: [
      {
        field: "orderNo",
        title: "订单号",
        value: { link: (row: AbnormalOrderRow) => linkTo(orderDetailRoute, row.orderNo) },
        width: 190,
      },
      { field: "orderStatus", title: "订单状态", value: { enum: ORDER_STATUS }, width: 100 },
      { field: "exceptionTypeName", title: "异常类型", width: 130 },
      { field: "handleStatus", title: "处理状态", value: { enum: ALERT_HANDLE_STATUS }, width: 100 },
      { field: "workerName", title: "师傅", width: 100 },
      { field: "customerName", title: "客户", width: 100 },
      { field: "exceptionTime", title: "异常时间", value: "datetime", width: 170 },
    ],
    actions: [openOrder<AbnormalOrderRow>()],
  });
}

export const ownAbnormalList = abnormalList(api.order.provider.abnormalWorkerOrderList);
export const tmallAbnormalList = abnormalList(api.order.tmall.abnormalWorkerOrderList);
