/**
 * Sums over a period from summaries kept per day and per month (mocks/workers/assessSummarySchema.ts,
 * mocks/db/migrations/029_alerts_002_board_summary.ts): the whole months inside the period are read from the month
 * table, the remaining whole days from the day table, and the part of a day a bound cuts (a start after 00:00:00, an
 * end before 23:59:59) from the rows themselves. A period of a year reads about a dozen rows per key instead of every
 * row of the year.
 */
import { invalid } from "../errors";
import { dateTime, text } from "../validate";

/** Inclusive bounds; a missing one is open. */
export interface Range {
  from?: string;
  to?: string;
}

export interface PeriodParts {
  /** Months "YYYY-MM" read from assess_months (absent: none). */
  months?: Range;
  /** Days "YYYY-MM-DD" read from assess_days. */
  days: Range[];
  /** Times "YYYY-MM-DD HH:mm:ss" read from the orders (each within one day). */
  times: Required<Range>[];
}

/** A period: inclusive "YYYY-MM-DD HH:mm:ss" bounds on the order's creation time, either open. */
export interface Period {
  start?: string;
  end?: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The period of a request: a month "YYYY-MM", or startTime / endTime (a plain day is the whole day), or none. */
export function periodOf(payload: { month?: unknown; startTime?: unknown; endTime?: unknown }): Period {
  const month = text(payload.month, "月份", { max: 7, optional: true });
  if (month) {
    const m = MONTH.exec(month);
    if (!m) invalid("月份格式不正确");
    return { start: `${month}-01 00:00:00`, end: `${lastDay(month)} 23:59:59` };
  }
  const start = dateTime(payload.startTime, "开始时间", { wholeDay: "start" });
  const end = dateTime(payload.endTime, "结束时间", { wholeDay: "end" });
  if (start && end && start > end) invalid("开始时间不能晚于结束时间");
  return { start, end };
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, n: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + n);
  return dayText(date);
}

function addMonths(month: string, n: number): string {
  const date = utc(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + n);
  return dayText(date).slice(0, 7);
}

/** The last day "YYYY-MM-DD" of a month "YYYY-MM". */
function lastDay(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** Splits a period into the months, days and parts of days that make it up (see the module comment). */
export function periodParts({ start, end }: Period): PeriodParts {
  const parts: PeriodParts = { days: [], times: [] };
  if (start && end && start > end) return parts;
  let firstDay: string | undefined;
  let lastDayOf: string | undefined;
  const startDay = start?.slice(0, 10);
  const endDay = end?.slice(0, 10);
  const startCut = start !== undefined && !start.endsWith(" 00:00:00");
  if (start && startDay) {
    if (startCut) {
      const dayEnd = `${startDay} 23:59:59`;
      parts.times.push({ from: start, to: end && end < dayEnd ? end : dayEnd });
      firstDay = addDays(startDay, 1);
    } else firstDay = startDay;
  }
  if (end && endDay) {
    if (!end.endsWith(" 23:59:59")) {
      // A start cut on the same day has taken this day's part already.
      if (!(startCut && startDay === endDay)) parts.times.push({ from: `${endDay} 00:00:00`, to: end });
      lastDayOf = addDays(endDay, -1);
    } else lastDayOf = endDay;
  }
  if (firstDay && lastDayOf && firstDay > lastDayOf) return parts;
  const fromMonth = firstDay && (firstDay.endsWith("-01") ? firstDay : addMonths(firstDay.slice(0, 7), 1));
  const toMonth =
    lastDayOf &&
    (lastDayOf === lastDay(lastDayOf.slice(0, 7)) ? lastDayOf : addMonths(lastDayOf.slice(0, 7), -1));
  const from = fromMonth?.slice(0, 7);
  const to = toMonth?.slice(0, 7);
  if (from && to && from > to) {
    parts.days.push({ from: firstDay, to: lastDayOf });
    return parts;
  }
  parts.months = { from, to };
  if (firstDay && from && !firstDay.endsWith("-01"))
    parts.days.push({ from: firstDay, to: lastDay(firstDay.slice(0, 7)) });
  if (lastDayOf && to && lastDayOf > lastDay(to))
    parts.days.push({ from: `${addMonths(to, 1)}-01`, to: lastDayOf });
  return parts;
}

function bounded(column: string, range: Range, args: unknown[]): string {
  let sql = "";
  if (range.from !== undefined) {
    sql += ` AND ${column} >= ?`;
    args.push(range.from);
  }
  if (range.to !== undefined) {
    sql += ` AND ${column} <= ?`;
    args.push(range.to);
  }
  return sql;
}

/**
 * A summary kept per day and per month: tables with `provider_id`, `day` ("YYYY-MM-DD") or `month` ("YYYY-MM"), key
 * columns and figure columns; and how to read the same from the rows themselves for a cut day.
 */
export interface PeriodSummary {
  days: string;
  months: string;
  /** The key and figure columns, as the summary tables name them. */
  columns: readonly string[];
  rows: {
    /** FROM of the rows (with an alias), e.g. "orders o". */
    from: string;
    provider: string;
    /** The time column the period bounds ("YYYY-MM-DD HH:mm:ss"). */
    time: string;
    /** One expression per column, for one row. */
    values: readonly string[];
    /** A condition the rows summarised meet (e.g. having a worker). */
    where?: string;
  };
}

/**
 * SQL answering the summary's columns for the provider's period, one row per summary row or cut-day row (sum them,
 * grouped by the keys or not), with its arguments.
 */
export function periodRows(
  summary: PeriodSummary,
  providerId: string,
  period: Period,
): { sql: string; args: unknown[] } {
  const parts = periodParts(period);
  const args: unknown[] = [];
  const selects: string[] = [];
  const columns = summary.columns.join(", ");
  if (parts.months) {
    args.push(providerId);
    selects.push(
      `SELECT ${columns} FROM ${summary.months} WHERE provider_id = ?${bounded("month", parts.months, args)}`,
    );
  }
  for (const days of parts.days) {
    args.push(providerId);
    selects.push(`SELECT ${columns} FROM ${summary.days} WHERE provider_id = ?${bounded("day", days, args)}`);
  }
  const { rows } = summary;
  const values = rows.values.map((value, i) => `${value} AS ${summary.columns[i]}`).join(", ");
  for (const times of parts.times) {
    args.push(providerId);
    selects.push(
      `SELECT ${values} FROM ${rows.from}
       WHERE ${rows.provider} = ?${rows.where ? ` AND ${rows.where}` : ""}${bounded(rows.time, times, args)}`,
    );
  }
  // An empty period: no row.
  if (selects.length === 0)
    selects.push(`SELECT ${summary.columns.map((c) => `NULL AS ${c}`).join(", ")} WHERE 0`);
  return { sql: selects.join("\n UNION ALL "), args };
}
