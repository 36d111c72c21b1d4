import * as v from "valibot";
import { integer, optional, optionalText, request, text } from "../schema";
import { PAGING, page, queryInteger, timeBound } from "./define";

/**
 * The schemas of api.workOrders's calls (registered in ./entries/workOrders.ts; mocks/workOrders/workOrders.ts,
 * workOrdersLayout.ts and the export in mocks/exports/exports.ts), the fields in the order the gateway checks them;
 * src/api/workOrders.ts takes its types from them. Whether the work order is the caller's, whether its status allows
 * the action (src/domain/workOrderActions.ts), a reason of the catalogue, a start after the end and another
 * provider's id are the handlers'.
 */

// ---- requests

/**
 * A work order's id: an Id (text) in the contract, taken as a whole number ≥ 1 whether it comes as a number or as
 * its digits, as queryInteger reads it.
 */
const workOrderId = queryInteger("工单ID", { min: 1 });

/**
 * A list of status codes 1 to `max`: absent is none; the list is counted first (more than 20: 「X过多」), then each
 * code is checked. The first step lets any item through to be counted, typed as the numbers the last step holds
 * them to (the request's type is a list of numbers).
 */
const statusList = (label: string, max: number) =>
  optional(
    v.pipe(
      v.array(
        v.custom<number>(() => true),
        `${label}格式不正确`,
      ),
      v.maxLength(20, `${label}过多`),
      v.array(integer(label, { min: 1, max })),
    ),
  );

/** The list's search (mocks/workOrders/workOrders.ts `listWhere`), shared by the list and its export. */
const search = {
  workOrderNo: optionalText("工单号", { max: 32 }),
  orderNo: optionalText("订单号", { max: 32 }),
  /** Work order type id 1-17 (spec §9). */
  workType: optional(integer("工单类型", { min: 1, max: 17 })),
  resultStatus: statusList("结果状态", 9),
  responseStatus: statusList("回复状态", 5),
  /**
   * Only the work orders assigned this way (1 to a worker, 2 to the provider itself): the 待处理 tab sends 2 with
   * the to-do statuses, the same rule as needDealNums, so its total equals the badge.
   */
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
  request({
    workOrderId,
    content: text(contentLabel, { max: MAX_CONTENT }),
    /** Stored file paths. */
    attachments,
  });

/** Whether to agree: true / false, also 1 / 0 and their text; anything else is 「请选择是否同意取消」. */
const agree = v.union([v.boolean(), v.picklist([1, 0, "1", "0", "true", "false"])], "请选择是否同意取消");

const NOT_PROVIDER = "仅服务商可查询待处理工单";

/** Only a provider's call counts (true, 1, "1", "true"); anything else, false too, is refused up front. */
const isProvider = v.pipe(
  v.union([v.boolean(), v.picklist([1, "1", "true"])], NOT_PROVIDER),
  v.check((value) => value !== false, NOT_PROVIDER),
);

// ---- requests, per call

export const workOrderListRequest = request({ ...PAGING, ...search });

/**
 * The export's own fields first (mocks/exports/exports.ts: the page size, the cursor — anything but text is an
 * expired one — and the 查询条件 text: FILTER_TEXT_MAX of src/domain/exports.ts), then the list's search, which the
 * list's handler checks.
 */
export const workOrderExportRequest = request({
  size: PAGING.size,
  cursor: optional(v.string("导出已过期，请重新导出")),
  filterText: optionalText("查询条件", { max: 200 }),
  ...search,
});

export const workOrderIdRequest = request({ workOrderId });

export const replyRequest = conversation("回复内容");

export const appendMsgRequest = conversation("追加内容");

export const responseRequest = request({
  workOrderId,
  result: text("处理结果", { max: MAX_CONTENT }),
  /** An optional note (说明) beside the result. */
  content: optionalText("说明", { max: MAX_CONTENT }),
  /** Stored file paths. */
  attachments,
});

/** Payload of the to-do count (the 工单列表 badge); the data is a number. */
export const needDealNumsRequest = request({
  isProvider,
  providerId: text("服务商标识", { max: 64 }),
  assignedType: integer("指派类型", { min: 1, max: 2 }),
  /** The provider id as well. */
  workerId: text("处理人标识", { max: 64 }),
  // The console sends both lists; the handler reads an absent one as no filter.
  resultStatus: statusList("结果状态", 9),
  responseStatus: statusList("回复状态", 5),
});

// Without agreeing, a reason is needed: the handler's (请填写驳回原因).
export const confirmCancelRequest = request({
  workOrderId,
  agree,
  reason: optionalText("驳回原因", { max: MAX_CONTENT }),
});

export const cancelOrderServiceRequest = request({ workOrderId, reason: text("取消原因", { max: 50 }) });

export const reasonByTypeRequest = request({ workType: queryInteger("工单类型", { min: 1, max: 17 }) });

export const switchWorkerShowRequest = request({
  workOrderId,
  /** 1 shown to the worker, 0 hidden. */
  workerShow: integer("师傅可见", { min: 0, max: 1 }),
});

// ---- answers

/** Processing state of a work order (spec §4). */
export const WORK_ORDER_PROCESS_STATES = [
  "WORKER_PROCESS",
  "WORKER_REFUSE",
  "PLATFORM_PROCESS",
  "FINISH",
  "REVOCATION",
  "PLATFORM_REFUSE",
] as const;

const rowEntries = {
  workOrderId: v.string(),
  workOrderNo: v.string(),
  orderNo: v.string(),
  workType: v.number(),
  workTypeName: v.string(),
  reasonName: v.optional(v.nullable(v.string())),
  /**
   * Result status code, in spec order: 1 待服务中心响应, 2 待服务商响应, 3 待商家响应, 4 处理中, 5 初步结果, 6 待确认,
   * 7 已追加, 8 已完结, 9 已撤销.
   */
  resultStatus: v.number(),
  /** Reply status code, in spec order: 1 待处理, 2 服务中心已回复, 3 服务商已回复, 4 师傅已回复, 5 发起人已追加. */
  responseStatus: v.number(),
  processState: v.optional(v.nullable(v.picklist(WORK_ORDER_PROCESS_STATES))),
  content: v.string(),
  creatorName: v.string(),
  workerName: v.optional(v.nullable(v.string())),
  /** 1 shown to the worker, 0 hidden. */
  workerShow: v.picklist([0, 1]),
  gmtCreatedTime: v.string(),
  deadlineTime: v.optional(v.nullable(v.string())),
  /** The id of the last live event that changed the work order, 0 when none did (src/api/types.ts Versioned). */
  version: v.optional(v.number()),
};

export const workOrderRow = v.object(rowEntries);

export const workOrderMessage = v.object({
  id: v.string(),
  /** Who wrote it: 服务中心, 服务商, 师傅, 商家 or 发起人. */
  senderRole: v.string(),
  senderName: v.string(),
  content: v.string(),
  attachments: v.array(v.string()),
  gmtCreatedTime: v.string(),
});

export const workOrderDetail = v.object({
  ...rowEntries,
  messages: v.array(workOrderMessage),
  attachments: v.array(v.string()),
});

export const workType = v.object({ workType: v.number(), workTypeName: v.string() });

export const workOrderReason = v.object({
  reasonId: v.string(),
  reasonName: v.string(),
  workType: v.number(),
});

export const workOrderPage = page(workOrderRow);

/** A page of the export (src/api/types.ts ExportPage). */
export const workOrderExportPage = v.object({
  exportId: v.string(),
  records: v.array(workOrderRow),
  total: v.number(),
  nextCursor: v.nullable(v.string()),
});
