/**
 * What the console's 导出 and the export calls agree on (issue 43 E1–E4): how many records one export writes at most,
 * how many one call answers, and what an export's cursor that is no longer served is answered with.
 */
import type { ExportStatus } from "../api/staff";
import type { Enumeration } from "./enumeration";

/** The most records one export writes (stated in the dialog before it starts; the server's snapshot stops there). */
export const EXPORT_CAP = 10_000;

/** Records asked per call: the most a list call gives (the stand-in's MAX_PAGE_SIZE, the gateway's limit). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * The refusal (envelope code 400) of a cursor the server no longer serves: unknown, another account's, finished,
 * or left unasked longer than the server keeps an export's rows. The dialog says it and offers to start again.
 */
export const EXPORT_EXPIRED_MESSAGE = "导出已过期，请重新导出";

/** 状态 of an export in 导出记录: 1 every page served, 0 not (cancelled, abandoned, expired, or still running). */
export const EXPORT_STATUS: Enumeration<ExportStatus> = [
  { value: 1, label: "已完成", tone: "success" },
  { value: 0, label: "未完成", tone: "danger" },
];

/** The longest 查询条件 text an export records (the console cuts its own to this). */
export const FILTER_TEXT_MAX = 200;
