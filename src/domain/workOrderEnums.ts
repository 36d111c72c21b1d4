import type { Enumeration } from "./enumeration";
import {
  WORK_ORDER_PROCESS_STATE_OPTIONS,
  WORK_ORDER_RESPONSE_STATUS_OPTIONS,
  WORK_ORDER_RESULT_STATUS_OPTIONS,
} from "./workOrderStatus";

/**
 * The work order catalogues as enumerations with tag tones (labels from workOrderStatus.ts, tones the project's:
 * waiting for the provider = warning, closed well = success, in progress elsewhere = processing, void = default).
 */

const RESULT_TONES: Record<number, "success" | "warning" | "danger" | "processing" | "default"> = {
  1: "processing",
  2: "warning",
  3: "processing",
  4: "warning",
  5: "warning",
  6: "processing",
  7: "warning",
  8: "success",
  9: "default",
};

const RESPONSE_TONES: Record<number, "success" | "warning" | "processing"> = {
  1: "warning",
  2: "processing",
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
    tone: o.code === "FINISH" ? "success" : o.code.endsWith("REFUSE") ? "danger" : "processing",
  }),
);

export const WORKER_SHOW_ENUM: Enumeration<number> = [
  { value: 1, label: "可见", tone: "success" },
  { value: 0, label: "不可见", tone: "default" },
];
