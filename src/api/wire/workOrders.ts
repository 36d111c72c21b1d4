import * as v from "valibot";
import { integer, optional, optionalText, request, text } from "../schema";
import * as workOrders from "../workOrders";
import { PAGING, page, queryInteger, timeBound, wire, type WireEntry } from "./define";

/**
 * The schemas of api.workOrders's calls (./define.ts; mocks/workOrders/workOrders.ts, workOrdersLayout.ts and the
 * export in mocks/exports/exports.ts), the fields in the order the gateway checks them. Whether the work order is
 * the caller's, whether its status allows the action (src/domain/workOrderActions.ts), a reason of the catalogue, a
 * start after the end and another provider's id are the handlers'.
 */

// ---- requests

/**
 * A work order's id: an Id (text) in the contract, taken as a whole number ≥ 1 whether it comes as a number or as
 * its digits, as queryInteger reads it.
 */
const workOrderId = queryInteger("工单ID", { min: 1 });

/**
 * A list of status codes 1 to `max`: absent is none; the list is counted first (more than 20: 「X过多」), then each
 * code is checked.
 */
const statusList = (label: string, max: number) =>
  optional(
    v.pipe(
      v.array(v.unknown(), `${label}格式不正确`),
      v.maxLength(20, `${label}过多`),
      v.array(integer(label, { min: 1, max })),
    ),
  );

/** The list's search (mocks/workOrders/workOrders.ts `listWhere`), shared by the list and its export. */
const search = {
  workOrderNo: optionalText("工单号", { max: 32 }),
  orderNo: optionalText("订单号", { max: 32 }),
  workType: optional(integer("工单类型", { min: 1, max: 17 })),
  resultStatus: statusList("结果状态", 9),
  responseStatus: statusList("回复状态", 5),
  assignedType: optional(integer("指派类型", { min: 1, max: 2 })),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
};

const MAX_CONTENT = 500;
const ATTACHMENT_FORMAT = "附件格式不正确";

/** Stored file paths, at most 5 (「附件最多5个」): each checked (「附件格式不正确」) before they are counted. */
const attachments = optional(
  v.pipe(
    v.array(
      v.pipe(
        v.string(ATTACHMENT_FORMAT),
        v.trim(),
        v.nonEmpty(ATTACHMENT_FORMAT),
        v.maxLength(300, ATTACHMENT_FORMAT),
      ),
      ATTACHMENT_FORMAT,
    ),
    v.maxLength(5, "附件最多5个"),
  ),
);

const conversation = (contentLabel: string) =>
  request({ workOrderId, content: text(contentLabel, { max: MAX_CONTENT }), attachments });

/** Whether to agree: true / false, also 1 / 0 and their text; anything else is 「请选择是否同意取消」. */
const agree = v.union([v.boolean(), v.picklist([1, 0, "1", "0", "true", "false"])], "请选择是否同意取消");

const NOT_PROVIDER = "仅服务商可查询待处理工单";

/** Only a provider's call counts (true, 1, "1", "true"); anything else, false too, is refused up front. */
const isProvider = v.pipe(
  v.union([v.boolean(), v.picklist([1, "1", "true"])], NOT_PROVIDER),
  v.check((value) => value !== false, NOT_PROVIDER),
);

// ---- answers

const PROCESS_STATES = [
  "WORKER_PROCESS",
  "WORKER_REFUSE",
  "PLATFORM_PROCESS",
  "FINISH",
  "REVOCATION",
  "PLATFORM_REFUSE",
] as const satisfies readonly workOrders.WorkOrderProcessState[];

const rowEntries = {
  workOrderId: v.string(),
  workOrderNo: v.string(),
  orderNo: v.string(),
  workType: v.number(),
  workTypeName: v.string(),
  reasonName: v.optional(v.nullable(v.string())),
  resultStatus: v.number(),
  responseStatus: v.number(),
  processState: v.optional(v.nullable(v.picklist(PROCESS_STATES))),
  content: v.string(),
  creatorName: v.string(),
  workerName: v.optional(v.nullable(v.string())),
  workerShow: v.picklist([0, 1]),
  gmtCreatedTime: v.string(),
  deadlineTime: v.optional(v.nullable(v.string())),
  version: v.optional(v.number()),
};

const workOrderRow = v.object(rowEntries);

const workOrderMessage = v.object({
  id: v.string(),
  senderRole: v.string(),
  senderName: v.string(),
  content: v.string(),
  attachments: v.array(v.string()),
  gmtCreatedTime: v.string(),
});

export const entries: readonly WireEntry[] = [
  wire(workOrders.fetchList, {
    request: request({ ...PAGING, ...search }),
    answer: page(workOrderRow),
  }),
  wire(workOrders.exportList, {
    /**
     * The export's own fields first (mocks/exports/exports.ts: the page size, the cursor — anything but text is an
     * expired one — and the 查询条件 text: FILTER_TEXT_MAX of src/domain/exports.ts), then the list's search, which
     * the list's handler checks.
     */
    request: request({
      size: PAGING.size,
      cursor: optional(v.string("导出已过期，请重新导出")),
      filterText: optionalText("查询条件", { max: 200 }),
      ...search,
    }),
    answer: v.object({
      exportId: v.string(),
      records: v.array(workOrderRow),
      total: v.number(),
      nextCursor: v.nullable(v.string()),
    }),
  }),
  wire(workOrders.detail, {
    request: request({ workOrderId }),
    answer: v.object({
      ...rowEntries,
      messages: v.array(workOrderMessage),
      attachments: v.array(v.string()),
    }),
  }),
  wire(workOrders.reply, { request: conversation("回复内容"), answer: v.null() }),
  wire(workOrders.appendMsg, { request: conversation("追加内容"), answer: v.null() }),
  wire(workOrders.response, {
    request: request({
      workOrderId,
      result: text("处理结果", { max: MAX_CONTENT }),
      // The contract's type names it, the handler takes it as an optional note (说明).
      content: optionalText("说明", { max: MAX_CONTENT }),
      attachments,
    }),
    answer: v.null(),
  }),
  wire(workOrders.needDealNums, {
    request: request({
      isProvider,
      providerId: text("服务商标识", { max: 64 }),
      assignedType: integer("指派类型", { min: 1, max: 2 }),
      workerId: text("处理人标识", { max: 64 }),
      // The type says both lists; the handler reads an absent one as no filter.
      resultStatus: statusList("结果状态", 9),
      responseStatus: statusList("回复状态", 5),
    }),
    answer: v.number(),
  }),
  wire(workOrders.confirmCancel, {
    // Without agreeing, a reason is needed: the handler's (请填写驳回原因).
    request: request({ workOrderId, agree, reason: optionalText("驳回原因", { max: MAX_CONTENT }) }),
    answer: v.null(),
  }),
  wire(workOrders.cancelOrderService, {
    request: request({ workOrderId, reason: text("取消原因", { max: 50 }) }),
    answer: v.null(),
  }),
  wire(workOrders.getWorkType, {
    answer: v.array(v.object({ workType: v.number(), workTypeName: v.string() })),
  }),
  wire(workOrders.fetchReasonByType, {
    request: request({ workType: queryInteger("工单类型", { min: 1, max: 17 }) }),
    answer: v.array(v.object({ reasonId: v.string(), reasonName: v.string(), workType: v.number() })),
  }),
  wire(workOrders.switchWorkerShow, {
    request: request({ workOrderId, workerShow: integer("师傅可见", { min: 0, max: 1 }) }),
    answer: v.null(),
  }),
];
