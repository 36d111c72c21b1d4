import type { Page } from "../src/api/endpoint";
import { MOBILE_PATTERN, SMS_CODE_PATTERN, typedNumber } from "../src/domain/validators";
import { invalid } from "./errors";

/** Input checks for handlers: each returns the clean value or throws `invalid(<Chinese message>)`. */

export function text(value: unknown, label: string, options: { max?: number; optional?: false }): string;
export function text(
  value: unknown,
  label: string,
  options: { max?: number; optional: true },
): string | undefined;
export function text(value: unknown, label: string, options: { max?: number; optional?: boolean } = {}) {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    if (options.optional) return undefined;
    invalid(`${label}不能为空`);
  }
  if (typeof value !== "string" && typeof value !== "number") invalid(`${label}格式不正确`);
  const clean = String(value).trim();
  if (options.max !== undefined && clean.length > options.max)
    invalid(`${label}不能超过${options.max}个字符`);
  return clean;
}

export function mobile(value: unknown, label = "手机号"): string {
  const clean = text(value, label, {});
  if (!MOBILE_PATTERN.test(clean)) invalid(`${label}格式不正确`);
  return clean;
}

export function smsCode(value: unknown): string {
  const clean = text(value, "验证码", {});
  if (!SMS_CODE_PATTERN.test(clean)) invalid("验证码格式不正确");
  return clean;
}

/**
 * An integer: a JSON number, or its digits, read by src/domain/validators.ts `typedNumber` (shared with the domain's
 * rules: no sign, spaces, exponent or hex in text; "" is refused with the field's message).
 */
export function integer(value: unknown, label: string, options: { min?: number; max?: number }): number;
export function integer(
  value: unknown,
  label: string,
  options: { min?: number; max?: number; optional: true },
): number | undefined;
export function integer(
  value: unknown,
  label: string,
  options: { min?: number; max?: number; optional?: boolean },
) {
  if (value === undefined || value === null || value === "") {
    if (options.optional) return undefined;
    invalid(`${label}不能为空`);
  }
  const n = typedNumber(value);
  if (!Number.isSafeInteger(n)) invalid(`${label}必须是整数`);
  if ((options.min !== undefined && n < options.min) || (options.max !== undefined && n > options.max)) {
    invalid(`${label}超出范围`);
  }
  return n;
}

export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  current: number;
  size: number;
  offset: number;
}

/** Paging fields: current ≥ 1 (default 1), size 1..100 (default 10). */
export function paging(payload: { current?: unknown; size?: unknown }): PageRequest {
  const current = integer(payload.current, "页码", { min: 1, optional: true }) ?? 1;
  const size = integer(payload.size, "每页条数", { min: 1, max: MAX_PAGE_SIZE, optional: true }) ?? 10;
  return { current, size, offset: (current - 1) * size };
}

export function pageOf<T>(request: PageRequest, total: number, records: T[]): Page<T> {
  return { current: request.current, size: request.size, total, records };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** "YYYY-MM-DD hh:mm:ss" names a real moment: 2026-11-31 or 24:00:00 do not (Date.parse rolls them over). */
function onTheCalendar(value: string): boolean {
  const [y, mo, d, h, mi, se] = value.split(/[- :]/).map(Number);
  const moment = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return (
    moment.getUTCFullYear() === y &&
    moment.getUTCMonth() === mo - 1 &&
    moment.getUTCDate() === d &&
    moment.getUTCHours() === h &&
    moment.getUTCMinutes() === mi &&
    moment.getUTCSeconds() === se
  );
}

/**
 * An optional "YYYY-MM-DD HH:mm:ss" that names a real moment. With `wholeDay`, a plain "YYYY-MM-DD" is accepted too
 * and read as the start or the end of that day (a range filter's bounds).
 */
export function dateTime(
  value: unknown,
  label: string,
  options: { wholeDay?: "start" | "end" } = {},
): string | undefined {
  const clean = text(value, label, { max: 19, optional: true });
  if (clean === undefined) return undefined;
  const full =
    options.wholeDay && DATE.test(clean)
      ? `${clean} ${options.wholeDay === "end" ? "23:59:59" : "00:00:00"}`
      : clean;
  if (!DATE_TIME.test(full) || !onTheCalendar(full)) invalid(`${label}格式不正确`);
  return full;
}

/**
 * A list payload's `startTime` / `endTime` as bounds on `column` (a plain day is the whole day), added to a WHERE
 * list; a start after the end is refused.
 */
export function whereDayRange(
  payload: Record<string, unknown>,
  column: string,
  where: { clauses: string[]; args: unknown[] },
): void {
  const start = dateTime(payload.startTime, "开始时间", { wholeDay: "start" });
  const end = dateTime(payload.endTime, "结束时间", { wholeDay: "end" });
  if (start && end && start > end) invalid("开始时间不能晚于结束时间");
  if (start) {
    where.clauses.push(`${column} >= ?`);
    where.args.push(start);
  }
  if (end) {
    where.clauses.push(`${column} <= ?`);
    where.args.push(end);
  }
}

/** The strings of a stored JSON list (a column such as attachments); anything else reads as none. */
export function storedStrings(raw: string | null | undefined): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
