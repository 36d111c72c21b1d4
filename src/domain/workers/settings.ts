import type { Enumeration } from "../enumeration";
import { typedNumber } from "../validators";

/**
 * Rules of a worker's order-taking settings (D.4). The spec names the calls only: the meanings, ranges and texts
 * are ours, in one place for the dialogs and the stand-in.
 */

/** 自由接单: the worker picks orders from the hall; 指派接单: the provider's orders are dispatched to the worker. */
export const ORDER_TAKING_MODE: Enumeration<"free" | "nonFree"> = [
  { value: "free", label: "自由接单" },
  { value: "nonFree", label: "指派接单" },
];

/** How the 指派接单 area is given: a list of regions, or a radius around the worker's address. */
export const NON_FREE_AREA_TYPE: Enumeration<1 | 2> = [
  { value: 1, label: "按区域" },
  { value: 2, label: "按距离" },
];

/** The spec's message for a number outside its rule (§5 number input). */
export const NUMBER_MISMATCH = "输入数值不符合";

/** 分成比例 (share of the provider's dispatched orders, in %): whole numbers 0-100. */
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;

/**
 * 输入数值不符合 unless `value` (a number, or its digits: typedNumber) is a whole number within min-max; null when
 * it fits.
 */
function wholeNumberProblem(value: unknown, min: number, max: number): string | null {
  const n = typedNumber(value);
  if (!Number.isInteger(n) || n < min || n > max) return NUMBER_MISMATCH;
  return null;
}

/** 输入数值不符合 unless `value` is a whole number within 0-100; null when it fits. */
export function percentProblem(value: unknown): string | null {
  return wholeNumberProblem(value, PERCENT_MIN, PERCENT_MAX);
}

/** Orders a worker may take per day: 1-50. */
export const DAILY_ORDERS_MIN = 1;
export const DAILY_ORDERS_MAX = 50;

export function dailyOrdersProblem(value: unknown): string | null {
  return wholeNumberProblem(value, DAILY_ORDERS_MIN, DAILY_ORDERS_MAX);
}

/** Most areas and classes one worker is given. */
export const MAX_AREAS = 50;
export const MAX_CLASSES = 50;
/** Most workers of one batch area setting. */
export const MAX_BATCH_WORKERS = 100;

/** Transfer types: the order's table (a worker's 转单记录 shows the same codes). */
export { TRANSFER_TYPE } from "../orders/transfer";

/** Wallet record directions. */
export const WALLET_DIRECTION: Enumeration<1 | 2> = [
  { value: 1, label: "收入", tone: "success" },
  { value: 2, label: "支出", tone: "warning" },
];

/** Violation types of the assessment (ours). */
export const VIOLATE_TYPES: readonly { type: string; deduct: number }[] = [
  { type: "超时未预约", deduct: 2 },
  { type: "超时未上门", deduct: 3 },
  { type: "虚假核销", deduct: 10 },
  { type: "客户投诉", deduct: 5 },
  { type: "服务态度差评", deduct: 2 },
];

/** A masked bank card number: the last four digits shown. */
export function maskCardNo(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, "");
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}
