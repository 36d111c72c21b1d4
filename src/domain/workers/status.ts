import type { WorkerAccountStatus } from "../../api/worker/roster";
import type { ButtonCode } from "../../api/buttons";
import type { Enumeration } from "../enumeration";
import { ORDER_STATUS_CODE } from "../orders/status";

/** Worker account status (spec §4), codes 1-5 in spec order (the codes are ours: the spec shows none). */
export const WORKER_STATUS: Enumeration<WorkerAccountStatus> = [
  { value: 1, label: "待完善资料", tone: "warning" },
  { value: 2, label: "待开启", tone: "warning" },
  { value: 3, label: "正常", tone: "success" },
  { value: 4, label: "禁用", tone: "danger" },
  { value: 5, label: "拉黑", tone: "danger" },
];

export const WORKER_STATUS_CODE = {
  incomplete: 1,
  toEnable: 2,
  normal: 3,
  disabled: 4,
  blacklisted: 5,
} as const satisfies Record<string, WorkerAccountStatus>;

/** A status change: its btn code, the status it leads to and the statuses it starts from. */
export interface WorkerStatusChange {
  command: Extract<ButtonCode, "worker:enable" | "worker:disable" | "worker:blacklist">;
  label: string;
  to: WorkerAccountStatus;
  from: readonly WorkerAccountStatus[];
}

/**
 * The one transition table of worker status changes (the spec shows none; ours): enable a worker waiting to be
 * enabled or disabled; disable a working one; blacklist anyone not yet blacklisted. 待完善资料 waits for the worker
 * to complete the profile, so it cannot be enabled; 拉黑 is final for the provider.
 */
export const WORKER_STATUS_CHANGES: readonly WorkerStatusChange[] = [
  { command: "worker:enable", label: "启用", to: 3, from: [2, 4] },
  { command: "worker:disable", label: "禁用", to: 4, from: [3] },
  { command: "worker:blacklist", label: "拉黑", to: 5, from: [1, 2, 3, 4] },
];

/** Longest status-change reason. */
export const STATUS_REASON_MAX = 200;

/** The status-change commands a worker in `status` allows. */
export function allowedStatusCommands(status: number): WorkerStatusChange["command"][] {
  return WORKER_STATUS_CHANGES.filter((change) => (change.from as readonly number[]).includes(status)).map(
    (change) => change.command,
  );
}

/** The change that leads to `to`, or undefined when no change leads there. */
export function changeTo(to: number): WorkerStatusChange | undefined {
  return WORKER_STATUS_CHANGES.find((change) => change.to === to);
}

/** Orders a worker has accepted and not yet finished (待预约, 待上门, 待核销): the list's 在途订单. */
export const IN_SERVICE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS_CODE.awaitingAppointment,
  ORDER_STATUS_CODE.awaitingVisit,
  ORDER_STATUS_CODE.awaitingVerification,
];

/** Worker grades (ours: the contract shows 金牌 as an example name). A grade is no status: plain tags. */
export const WORKER_GRADE: Enumeration = [
  { value: 1, label: "普通" },
  { value: 2, label: "铜牌" },
  { value: 3, label: "银牌" },
  { value: 4, label: "金牌" },
];

/** Grades are 200 points wide (ours): 普通 0-199, 铜牌 200-399, 银牌 400-599, 金牌 from 600. */
export const GRADE_STEP = 200;

/** The score the next grade starts at, or null at the top grade. */
export function nextGradeScore(grade: number): number | null {
  return grade >= WORKER_GRADE.length ? null : grade * GRADE_STEP;
}
