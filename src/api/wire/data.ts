import * as v from "valibot";
import { integer, optional, optionalText, request, text } from "../schema";
import { page, PAGING, timeBound, wholeNumber } from "./define";

/**
 * The schemas of api.data's calls (registered in ./entries/data.ts; mocks/alerts/alerts.ts, alertFinish.ts and
 * mocks/workers/assessData.ts); src/api/data.ts takes its types from them.
 */

/** The period of the assessment calls (mocks/db/summaryPeriod.ts `periodOf`), in the order it reads them. */
const PERIOD = {
  // When a month is given the handler reads no start or end: the console sends one or the other, never both.
  /** "YYYY-MM". */
  month: optionalText("月份", {
    max: 7,
    format: (value) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? null : "月份格式不正确"),
  }),
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
};

// ---- requests

/** An alert's id: the console holds it as text (Id), the handler reads it as a whole number. */
const alertId = wholeNumber("预警编号", { min: 1 });

/** 备注 and 处理说明: src/domain/alerts.ts ALERT_REMARK_MAX (the contract may not import the domain). */
const ALERT_REMARK_MAX = 200;

/** Start at 00:00:00, end at 23:59:59 of the chosen days (spec §5; src/api/types.ts DateRangeQuery). */
const DAY_RANGE = {
  startTime: timeBound("开始时间", { wholeDay: true }),
  endTime: timeBound("结束时间", { wholeDay: true }),
};

export const alertBoardRequest = request(DAY_RANGE);

// In the handler's order (mocks/alerts/alerts.ts `alertFilters`, then 提醒状态, then the paging).
export const alertListRequest = request({
  orderNo: optionalText("订单号", { max: 32 }),
  // 1 to 99; a code that is no alert type is the handler's 「预警类型不正确」 (the codes are the domain's).
  alertType: optional(integer("预警类型", { min: 1, max: 99 })),
  /** 1 open, 2 finished, 3 invalid. */
  handleStatus: optional(integer("处理状态", { min: 1, max: 3 })),
  workerId: optionalText("师傅", { max: 64 }),
  ...DAY_RANGE,
  /** 1 not warned, 2 warned. */
  warned: optional(integer("提醒状态", { min: 1, max: 2 })),
  ...PAGING,
});

// The alert's existence is the handler's (预警记录不存在), after these.
export const alertRemarkRequest = request({ alertId, remark: text("备注", { max: ALERT_REMARK_MAX }) });

export const alertIdRequest = request({ alertId });

export const alertFinishRequest = request({ alertId, remark: text("处理说明", { max: ALERT_REMARK_MAX }) });

export const assessRequest = request(PERIOD);

export const workerAssessRequest = request({
  ...PAGING,
  ...PERIOD,
  workerName: optionalText("师傅姓名", { max: 20 }),
});

export const workerViolateRequest = request({
  ...PAGING,
  ...PERIOD,
  // Absent or "" is every worker's; null or blank is 师傅不能为空; whether the worker is the provider's is the
  // handler's (mocks/workers/workerStore.ts `ownWorker`).
  workerId: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], "师傅不能为空"),
      v.check((value) => value === "" || String(value).trim() !== "", "师傅不能为空"),
    ),
  ),
});

// ---- answers

/** Warning / exception type 1-19 (spec §4). */
const alertType = v.number();

export const alertBoardItem = v.object({
  alertType,
  alertTypeName: v.string(),
  openCount: v.number(),
  finishedCount: v.number(),
});

export const alertRow = v.object({
  alertId: v.string(),
  orderNo: v.string(),
  alertType,
  alertTypeName: v.string(),
  /** 1 open, 2 finished, 3 invalid. */
  handleStatus: v.picklist([1, 2, 3]),
  /** 1 not warned, 2 warned. */
  warned: v.picklist([1, 2]),
  workerId: v.optional(v.nullable(v.string())),
  workerName: v.optional(v.nullable(v.string())),
  customerName: v.string(),
  remark: v.optional(v.nullable(v.string())),
  alertTime: v.string(),
  finishTime: v.optional(v.nullable(v.string())),
});

export const alertTrack = v.object({
  id: v.string(),
  alertId: v.string(),
  content: v.string(),
  operator: v.string(),
  gmtCreatedTime: v.string(),
});

export const alertTypeItem = v.object({ alertType, alertTypeName: v.string() });

export const providerAssessInfo = v.object({
  providerId: v.string(),
  providerName: v.string(),
  workerCount: v.number(),
  orderCount: v.number(),
  completedCount: v.number(),
  /** Percentage 0-100. */
  onTimeRate: v.number(),
  /** Percentage 0-100. */
  goodReviewRate: v.number(),
  /** Percentage 0-100. */
  complaintRate: v.number(),
  violateCount: v.number(),
});

export const workerAssessRow = v.object({
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  orderCount: v.number(),
  completedCount: v.number(),
  onTimeRate: v.number(),
  goodReviewRate: v.number(),
  complaintCount: v.number(),
  violateCount: v.number(),
  score: v.number(),
});

export const workerViolateOrder = v.object({
  orderNo: v.string(),
  workerId: v.string(),
  workerName: v.string(),
  violateType: v.string(),
  violateTime: v.string(),
  deductScore: v.number(),
});

export const alertPage = page(alertRow);
export const workerAssessPage = page(workerAssessRow);
export const workerViolatePage = page(workerViolateOrder);
