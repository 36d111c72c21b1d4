import { api } from "../../api";
import type { WorkOrderDetail } from "../../api/workOrders";
import {
  CANCEL_REASON_WORK_TYPE,
  canDoWorkOrderAction,
  type WorkOrderAction,
} from "../../domain/workOrderActions";
import {
  WORK_ORDER_PROCESS_STATE_ENUM,
  WORK_ORDER_RESPONSE_STATUS_ENUM,
  WORK_ORDER_RESULT_STATUS_ENUM,
  WORKER_SHOW_ENUM,
} from "../../domain/workOrderEnums";
import {
  type ActionDecl,
  type FormFieldDecl,
  remoteOptions,
  type RequestFieldDecl,
  requestFields,
  section,
  type ShowScreen,
  uploadPaths,
} from "../engine";
import { REFRESH_BADGE } from "./list";

/**
 * The work order dialogs' fields fill their calls' requests (src/api/wire/workOrders.ts): required, the 500
 * characters of a text and the 5 attachments are the schemas'.
 */
type FieldOf<Name extends string> = (name: Name, decl: RequestFieldDecl) => FormFieldDecl;

const attachments = (field: FieldOf<"attachments">) =>
  field("attachments", { label: "附件", input: "upload" });
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const allowed = (action: WorkOrderAction) => (w: WorkOrderDetail) =>
  canDoWorkOrderAction(action, { resultStatus: w.resultStatus, workType: w.workType });

function messageAction(
  key: "reply" | "appendMsg",
  label: string,
  contentLabel: string,
): ActionDecl<WorkOrderDetail> {
  const endpoint = key === "reply" ? api.workOrders.reply : api.workOrders.appendMsg;
  const field = requestFields(endpoint);
  return {
    key,
    label,
    placement: ["header"],
    when: allowed(key),
    form: {
      title: label,
      fields: [field("content", { label: contentLabel, input: "textarea" }), attachments(field)],
    },
    endpoint,
    payload: ({ record }, values) => ({
      workOrderId: record?.workOrderId,
      content: trimmed(values.content),
      attachments: uploadPaths(values.attachments),
    }),
    success: `${label}成功`,
    refresh: REFRESH_BADGE,
  };
}

const response = requestFields(api.workOrders.response);
const confirmCancel = requestFields(api.workOrders.confirmCancel);
const cancelService = requestFields(api.workOrders.cancelOrderService);

const AGREE_OPTIONS = [
  { value: 1, label: "同意取消" },
  { value: 0, label: "不同意" },
];

export const workOrderActions: ActionDecl<WorkOrderDetail>[] = [
  messageAction("reply", "回复", "回复内容"),
  messageAction("appendMsg", "追加留言", "追加内容"),
  {
    key: "response",
    label: "响应",
    placement: ["header"],
    when: allowed("response"),
    form: {
      title: "响应工单",
      fields: [
        response("result", { label: "处理结果", input: "textarea" }),
        response("content", { label: "说明", input: "textarea" }),
        attachments(response),
      ],
    },
    endpoint: api.workOrders.response,
    payload: ({ record }, values) => ({
      workOrderId: record?.workOrderId,
      result: trimmed(values.result),
      content: trimmed(values.content),
      attachments: uploadPaths(values.attachments),
    }),
    success: "响应成功",
    refresh: REFRESH_BADGE,
  },
  {
    key: "confirmCancel",
    label: "确认撤销",
    placement: ["header"],
    when: allowed("confirmCancel"),
    form: {
      title: "确认取消申请",
      fields: [
        confirmCancel("agree", { label: "处理意见", input: "radio", options: AGREE_OPTIONS }),
        // Required when refusing: the handler's rule (the schema takes a request without it).
        confirmCancel("reason", {
          label: "驳回原因",
          input: "textarea",
          when: (values) => values.agree === 0,
          requiredWhenShown: true,
        }),
      ],
      initial: () => ({ agree: 1 }),
    },
    endpoint: api.workOrders.confirmCancel,
    payload: ({ record }, values) => ({
      workOrderId: record?.workOrderId,
      agree: values.agree === 1,
      reason: values.agree === 1 ? undefined : trimmed(values.reason),
    }),
    success: "处理成功",
    refresh: REFRESH_BADGE,
  },
  {
    key: "cancelService",
    label: "申请取消订单",
    placement: ["header"],
    danger: true,
    when: allowed("cancelService"),
    form: {
      title: "申请取消订单",
      fields: [
        cancelService("reason", {
          label: "取消原因",
          input: "select",
          options: remoteOptions({
            endpoint: api.workOrders.fetchReasonByType,
            payload: { workType: CANCEL_REASON_WORK_TYPE },
            toOptions: (reasons) => reasons.map((r) => ({ value: r.reasonName, label: r.reasonName })),
          }),
        }),
      ],
    },
    endpoint: api.workOrders.cancelOrderService,
    payload: ({ record }, values) => ({ workOrderId: record?.workOrderId, reason: values.reason }),
    success: "已提交取消申请",
    refresh: REFRESH_BADGE,
  },
];

export const workOrderDetail: ShowScreen<WorkOrderDetail> = {
  base: api.workOrders.detail,
  heading: (w) => `工单 ${w.workOrderNo}`,
  actions: workOrderActions,
  sections: [
    section({
      key: "info",
      title: "工单信息",
      fields: [
        { field: "workOrderNo", title: "工单号" },
        { field: "orderNo", title: "订单号" },
        { field: "workTypeName", title: "工单类型" },
        { field: "reasonName", title: "原因" },
        { field: "resultStatus", title: "结果状态", value: { enum: WORK_ORDER_RESULT_STATUS_ENUM } },
        { field: "responseStatus", title: "回复状态", value: { enum: WORK_ORDER_RESPONSE_STATUS_ENUM } },
        { field: "processState", title: "处理状态", value: { enum: WORK_ORDER_PROCESS_STATE_ENUM } },
        { field: "workerShow", title: "师傅可见", value: { enum: WORKER_SHOW_ENUM } },
        { field: "workerName", title: "处理师傅" },
        { field: "creatorName", title: "发起人" },
        { field: "gmtCreatedTime", title: "创建时间", value: "datetime" },
        { field: "deadlineTime", title: "截止时间", value: "datetime" },
        { field: "content", title: "工单内容", span: 3 },
      ],
    }),
    section({
      key: "attachments",
      title: "工单附件",
      media: (detail) => detail.attachments,
      when: (w) => w.attachments.length > 0,
    }),
    section({
      key: "conversation",
      title: "沟通记录",
      empty: "暂无沟通记录",
      timeline: (detail) =>
        (detail.messages ?? []).map((m) => ({
          time: m.gmtCreatedTime,
          title: `${m.senderRole} · ${m.senderName}`,
          content: m.content,
          media: m.attachments,
        })),
    }),
  ],
};
