import { isVisitTimeSlot } from "../../src/domain/orders";
import { invalid } from "../errors";
import { chinaDate, chinaDateTime } from "../time";
import { dateTime, text, typedNumber } from "../validate";

/** Input checks of the order operations; each returns the clean value or throws `invalid(<Chinese message>)`. */

/** A quote's bound: the 报价 dialog's (src/resources/orders/actionParts.ts `amount`), stricter than 1000000 was. */
export const MAX_AMOUNT_YUAN = 99999.99;
/** Photos of one upload: the dialogs' and the upload's default (spec §5, §9), stricter than 9 was. */
export const MAX_IMAGES = 5;

/** An amount in yuan above 0 with at most 2 decimals, as cents: a JSON number, or its digits (typedNumber). */
export function amountCents(value: unknown, label = "金额"): number {
  if (value === undefined || value === null || value === "") invalid(`${label}不能为空`);
  const n = typedNumber(value, { decimals: true });
  if (!Number.isFinite(n)) invalid(`${label}格式不正确`);
  if (!(n > 0)) invalid(`${label}必须大于0`);
  if (n > MAX_AMOUNT_YUAN) invalid(`${label}不能超过${MAX_AMOUNT_YUAN}`);
  if (!/^\d+(\.\d{1,2})?$/.test(String(value))) invalid(`${label}最多两位小数`);
  return Math.round(n * 100);
}

/** Stored file paths of uploaded photos: `min` to MAX_IMAGES non-empty strings. */
export function images(value: unknown, label: string, min: number): string[] {
  if (value === undefined || value === null || value === "") {
    if (min > 0) invalid(`请上传${label}`);
    return [];
  }
  if (!Array.isArray(value)) invalid(`${label}格式不正确`);
  const paths = value.map((item) => (typeof item === "string" ? item.trim() : ""));
  if (paths.some((path) => path === "" || path.length > 300)) invalid(`${label}格式不正确`);
  if (paths.length < min) invalid(`请上传${label}`);
  if (paths.length > MAX_IMAGES) invalid(`${label}最多${MAX_IMAGES}张`);
  return paths;
}

/** 核销码: 4 to 8 digits, as the 核销 dialog takes it (src/resources/orders/serviceActions.ts). */
export function verifyCode(value: unknown): string {
  const code = text(value, "核销码", {});
  if (!/^\d{4,8}$/.test(code)) invalid("核销码为4-8位数字");
  return code;
}

/** A required boolean (true / false, or 1 / 0). */
export function bool(value: unknown, label: string): boolean {
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  return invalid(`${label}不能为空`);
}

export interface Appointment {
  date: string;
  slot: string;
  /** "YYYY-MM-DD HH:00:00" at the start of the slot. */
  start: string;
}

/** An appointment date (today or later, China time) and one of the eight two-hour slots, not already over. */
export function appointment(payload: Record<string, unknown>, now: number): Appointment {
  const date = text(payload.appointmentDate, "预约日期", { max: 10 });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || chinaDate(Date.parse(`${date}T00:00:00+08:00`)) !== date)
    invalid("预约日期格式不正确");
  const slot = text(payload.timeSlot, "预约时段", { max: 5 });
  if (!isVisitTimeSlot(slot)) invalid("预约时段不正确");
  const today = chinaDate(now);
  if (date < today) invalid("预约日期不能早于今天");
  const hour = Number(chinaDateTime(now).slice(11, 13));
  if (date === today && Number(slot.slice(3, 5)) <= hour) invalid("该时段已过，请选择其他时段");
  return { date, slot, start: `${date} ${slot.slice(0, 2)}:00:00` };
}

/** An optional "YYYY-MM-DD HH:mm:ss" not in the past. */
export function futureDateTime(value: unknown, label: string, now: number): string | undefined {
  const clean = dateTime(value, label);
  if (clean === undefined) return undefined;
  if (clean < chinaDateTime(now)) invalid(`${label}不能早于当前时间`);
  return clean;
}

export function yuanText(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}
