/**
 * Bills (账单管理): the bill statuses, when a bill may be confirmed (provider) or settled (worker), the reward /
 * deduction types, and the downloaded file's name and rows. The stand-in and the screens read these same rules.
 *
 * A bill covers one calendar month (China time) of finished orders: the provider's bill all of its orders, a worker's
 * bill the orders that worker served. While the month runs the bill is 待生成账单; once the month is over it is
 * generated (服务完成) and may be confirmed / settled, which makes it 已结算.
 */
import type { Enumeration } from "../enumeration";
import { formatMoney } from "../format";

export const BILL_STATUS_CODE = { pending: 1, generated: 2, settled: 3 } as const;
export type BillStatusCode = (typeof BILL_STATUS_CODE)[keyof typeof BILL_STATUS_CODE];

/** Spec §4 "Settlement statuses", in order. */
export const BILL_STATUS: Enumeration = [
  { value: 1, label: "待生成账单", tone: "warning" },
  { value: 2, label: "服务完成", tone: "warning" },
  { value: 3, label: "已结算", tone: "success" },
];

/** Reward / deduction records of a worker bill: 1 reward, 2 deduction. */
export const REWARD_TYPE: Enumeration = [
  { value: 1, label: "奖励", tone: "success" },
  { value: 2, label: "扣款", tone: "danger" },
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a "YYYY-MM" month. */
export function isBillMonth(text: string): boolean {
  return MONTH.test(text);
}

/** The bill month of a "YYYY-MM-DD HH:mm:ss" time. */
export function billMonthOf(dateTime: string): string {
  return dateTime.slice(0, 7);
}

/** The status a bill has before anyone confirms it: generated once its month is over. */
export function unconfirmedStatus(billMonth: string, currentMonth: string): BillStatusCode {
  return billMonth < currentMonth ? BILL_STATUS_CODE.generated : BILL_STATUS_CODE.pending;
}

/** Why a provider bill cannot be confirmed now, or null when it can. */
export function confirmRefusal(status: number): string | null {
  if (status === BILL_STATUS_CODE.pending) return "账单尚未生成，月末后才能确认";
  if (status === BILL_STATUS_CODE.settled) return "账单已结算，无需重复确认";
  return null;
}

/**
 * Why confirming is refused when the bill's total is no longer the one the provider saw in the confirmation (both in
 * cents), or null when it is the same: a colleague's fee on one of its orders meanwhile changed what would be settled.
 */
export function changedTotalRefusal(seenCents: number, currentCents: number): string | null {
  if (seenCents === currentCents) return null;
  const from = formatMoney(seenCents / 100);
  const to = formatMoney(currentCents / 100);
  return `账单金额已变化（${from} → ${to}），请刷新后再确认`;
}

/** Why a worker bill cannot be settled now, or null when it can. */
export function settleRefusal(status: number): string | null {
  if (status === BILL_STATUS_CODE.pending) return "账单尚未生成，月末后才能结算";
  if (status === BILL_STATUS_CODE.settled) return "该师傅账单已结算，请勿重复结算";
  return null;
}

/** A worker is owed the orders' worker amounts plus rewards minus deductions (cents). */
export function workerBillTotalCents(orderCents: number, rewardCents: number, deductCents: number): number {
  return orderCents + rewardCents - deductCents;
}

/** "YYYY-MM" of `monthsBack` months before the month of "YYYY-MM" `from` (0 = that month). */
export function monthBefore(from: string, monthsBack: number): string {
  const [year, month] = from.split("-").map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The last `count` months up to and including `current`, newest first (the month filter's options). */
export function recentMonths(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthBefore(current, i));
}

/**
 * The month filters' options: every month from `current` back to `earliest`, the provider's first bill month, both
 * included, newest first. Without an earliest month (no bill yet), or a later one, only `current`.
 */
export function monthsSince(earliest: string | null | undefined, current: string): string[] {
  if (!earliest || !isBillMonth(earliest) || earliest >= current) return [current];
  const index = (month: string) => {
    const [year, number] = month.split("-").map(Number);
    return year * 12 + number;
  };
  return recentMonths(current, index(current) - index(earliest) + 1);
}

/** A file name part without characters file systems refuse. */
function safePart(text: string): string {
  return text.replace(/[\\/:*?"<>|\s]+/g, "");
}

/** 服务商账单_2026年10月_PB….csv */
export function providerBillFileName(billMonth: string, billNo: string): string {
  return `服务商账单_${monthLabel(billMonth)}_${safePart(billNo)}.csv`;
}

/** 师傅账单_张三_2026年10月_WB….csv */
export function workerBillFileName(workerName: string, billMonth: string, billNo: string): string {
  return `师傅账单_${safePart(workerName)}_${monthLabel(billMonth)}_${safePart(billNo)}.csv`;
}

/** "2026-10" → "2026年10月". */
export function monthLabel(billMonth: string): string {
  const match = MONTH.exec(billMonth);
  return match ? `${match[1]}年${Number(match[2])}月` : billMonth;
}

/** Yuan with two decimals, no thousands separator (a spreadsheet reads it as a number). */
export function yuanText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: keep it text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text with a UTF-8 byte order mark (so a spreadsheet opens the Chinese right) and CRLF line ends. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
