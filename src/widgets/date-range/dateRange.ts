import dayjs, { type Dayjs } from "dayjs";
import type { CSSProperties } from "react";
import type { DateRangeQuery } from "../../api/types";

/** The format of range bounds sent to the back end. */
export const DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** A chosen range: start at 00:00:00 of the first day, end at 23:59:59 of the last day. */
export type DayRange = [start: string, end: string];

/** The date range filter's props (DateRangeFilter.tsx, and its picker RangePickerField.tsx). */
export interface DateRangeFilterProps {
  /** The range (controlled; Form.Item sets it): two "YYYY-MM-DD HH:mm:ss" strings, or null. */
  value?: DayRange | null;
  /** Fires with the chosen days as [start 00:00:00, end 23:59:59], or null when cleared. */
  onChange?: (range: DayRange | null) => void;
  placeholder?: [string, string];
  /** The first field's id (Form.Item gives its field's, which its label names). */
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  className?: string;
}

type DayInput = Dayjs | string | Date | null | undefined;

/**
 * The whole days of a range (spec §5): start 00:00:00, end 23:59:59, as "YYYY-MM-DD HH:mm:ss"; bounds given in
 * the wrong order are swapped. null when either bound is missing or invalid.
 */
export function toDayRange(start: DayInput, end: DayInput): DayRange | null {
  if (!start || !end) return null;
  let from = dayjs(start);
  let to = dayjs(end);
  if (!from.isValid() || !to.isValid()) return null;
  if (from.isAfter(to, "day")) [from, to] = [to, from];
  return [from.startOf("day").format(DATE_TIME_FORMAT), to.endOf("day").format(DATE_TIME_FORMAT)];
}

/** The query fields of a range (startTime/endTime), empty when there is no range. */
export function dateRangeQuery(range: DayRange | null | undefined): DateRangeQuery {
  return range ? { startTime: range[0], endTime: range[1] } : {};
}
