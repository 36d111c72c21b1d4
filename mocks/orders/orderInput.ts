import { isVisitTimeSlot } from "../../src/domain/orders";
import { invalid } from "../errors";
import { chinaDate, chinaDateTime } from "../time";

/**
 * What the order operations check beyond their requests' schemas (src/api/wire/order): the schemas have checked the
 * fields' presence, lengths and shapes before the handler (mocks/requestSchema.ts); these rules need the clock or the
 * domain's tables. Each returns the clean value or throws `invalid(<Chinese message>)`.
 */

export interface Appointment {
  date: string;
  slot: string;
  /** "YYYY-MM-DD HH:00:00" at the start of the slot. */
  start: string;
}

/**
 * An appointment date (a real day, the schema's) today or later (China time), and one of the eight two-hour slots
 * (the schema checks the shape "HH-HH" only), not already over.
 */
export function appointment(date: string, slot: string, now: number): Appointment {
  if (!isVisitTimeSlot(slot)) invalid("预约时段不正确");
  const today = chinaDate(now);
  if (date < today) invalid("预约日期不能早于今天");
  const hour = Number(chinaDateTime(now).slice(11, 13));
  if (date === today && Number(slot.slice(3, 5)) <= hour) invalid("该时段已过，请选择其他时段");
  return { date, slot, start: `${date} ${slot.slice(0, 2)}:00:00` };
}

/** An optional "YYYY-MM-DD HH:mm:ss" (a real moment, the schema's) not in the past. */
export function futureDateTime(
  value: string | null | undefined,
  label: string,
  now: number,
): string | undefined {
  if (!value) return undefined;
  if (value < chinaDateTime(now)) invalid(`${label}不能早于当前时间`);
  return value;
}

/** An optional text as its schema left it (trimmed): blank, null and absent are all none. */
export function given(value: string | null | undefined): string | undefined {
  return value || undefined;
}

export function yuanText(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}
