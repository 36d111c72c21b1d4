import type { Enumeration, TagTone } from "./enumeration";
import {
  WORK_ORDER_PROCESS_STATE_OPTIONS,
  WORK_ORDER_RESPONSE_STATUS_OPTIONS,
  WORK_ORDER_RESULT_STATUS_OPTIONS,
} from "./workOrderStatus";

/**
 * The work order catalogues as enumerations with tag tones (labels from workOrderStatus.ts, tones the project's:
 * the provider's move = warning (exactly the to-do badge's statuses), closed well = success, void or refused = danger;
 * a state that waits on another party has no type and shows as a plain tag, so that warning keeps meaning "yours").
 */

const RESULT_TONES: Record<number, TagTone | undefined> = {
  1: undefined,
  2: "warning",
  3: undefined,
  4: "warning",
  5: "warning",
  6: undefined,
  7: "warning",
  8: "success",
  9: "danger",
};

const RESPONSE_TONES: Record<number, TagTone | undefined> = {
  1: "warning",
  2: undefined,
  3: "success",
  4: "success",
  5: "warning",
};

export const WORK_ORDER_RESULT_STATUS_ENUM: Enumeration<number> = WORK_ORDER_RESULT_STATUS_OPTIONS.map(
  (o) => ({
    value: o.code,
    label: o.label,
    tone: RESULT_TONES[o.code],
  }),
);

export const WORK_ORDER_RESPONSE_STATUS_ENUM: Enumeration<number> = WORK_ORDER_RESPONSE_STATUS_OPTIONS.map(
  (o) => ({ value: o.code, label: o.label, tone: RESPONSE_TONES[o.code] }),
);

export const WORK_ORDER_PROCESS_STATE_ENUM: Enumeration<string> = WORK_ORDER_PROCESS_STATE_OPTIONS.map(
  (o) => ({
    value: o.code,
    label: o.label,
    tone: o.code === "FINISH" ? "success" : o.code.endsWith("REFUSE") ? "danger" : undefined,
  }),
);

export const WORKER_SHOW_ENUM: Enumeration<number> = [
  { value: 1, label: "可见", tone: "success" },
  { value: 0, label: "不可见", tone: "warning" },
];
