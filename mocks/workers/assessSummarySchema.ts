/**
 * 师傅服务数据 at scale (issue 31 §4): the figures of mocks/workers/assessData.ts read from a summary kept by triggers,
 * instead of summing every order of the period on each call.
 *
 * - `assess_days` / `assess_months`: per provider, day (or month) of `created` and worker, the orders with a worker
 *   and the counts of each mark (completed, on time, good review, complaint, violation) with the violation points.
 *   Triggers on `orders` take an order's old row out and put its new row in whenever one of the columns the marks
 *   read changes (insert, delete, update of status, worker, provider, created); a row that falls to no order is
 *   deleted. The migration fills both tables from the orders already there.
 * - `orders_assess_violations`: a partial index of the violation orders, so the drill-down list and its count walk
 *   those only (about one done order in 17) instead of every order of the period.
 *
 * The tables, triggers and index are made by migration `assess_001_summary`
 * (mocks/db/migrations/026_assess_001_summary.ts). The marks are defined once, here (`assessMarks`), for its triggers
 * and for the reads that go to the orders themselves. Changing one needs a new migration that recreates the triggers
 * and refills the tables.
 */
import { VIOLATE_TYPES } from "../../src/domain/workers/settings";

/** The summary's figure columns, in the order `assessMarks` answers them. */
export const ASSESS_FIGURES = [
  "orders",
  "completed",
  "on_time",
  "good_review",
  "complaints",
  "violations",
  "deducted",
] as const;

/**
 * The stand-in's marks of an order `row` (a table alias, NEW / OLD, or "" for bare column names), as SQL expressions: the order table has no
 * punctuality, review, complaint or violation columns, so a completed order (status 10, 11 or 13) is on time unless
 * order_id % 10 = 3, well reviewed unless order_id % 8 = 5, a complaint when order_id % 29 = 0, a violation when
 * order_id % 17 = 0, of the violation type VIOLATE_TYPES[order_id % 5] (its points deducted).
 */
export function assessMarks(row: string) {
  const id = row ? `${row}.order_id` : "order_id";
  const done = `(${row ? `${row}.` : ""}order_status IN (10, 11, 13))`;
  const kind = `${id} % ${VIOLATE_TYPES.length}`;
  const violation = `${done} AND ${id} % 17 = 0`;
  const deduct = `CASE ${kind} ${VIOLATE_TYPES.map((v, i) => `WHEN ${i} THEN ${v.deduct}`).join(" ")} END`;
  return {
    done,
    violation,
    deduct,
    type: `CASE ${kind} ${VIOLATE_TYPES.map((v, i) => `WHEN ${i} THEN '${v.type}'`).join(" ")} END`,
    /** One value per ASSESS_FIGURES column, for one order. */
    figures: [
      "1",
      done,
      `(${done} AND ${id} % 10 <> 3)`,
      `(${done} AND ${id} % 8 <> 5)`,
      `(${done} AND ${id} % 29 = 0)`,
      `(${violation})`,
      `(CASE WHEN ${violation} THEN ${deduct} ELSE 0 END)`,
    ],
  };
}
