import * as data from "../../src/api/data";
import { ASSESS_FIGURES, assessMarks } from "./assessSummarySchema";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { pageOf, paging } from "../validate";
import { periodOf, periodRows, type PeriodSummary } from "../db/summaryPeriod";
import { likePattern } from "../lookups/widgetLookups";
import { ownWorker } from "./workerStore";

/**
 * 师傅服务数据 (worker assessment, D.5): figures over the provider's orders of a period (by creation time). The order
 * table has no punctuality, review, complaint or violation columns, so the stand-in marks a completed order by its id
 * (mocks/workers/assessSummarySchema.ts `assessMarks`): the same figures on every run. They are read from the summary
 * the triggers on `orders` keep per provider, worker and day / month (mocks/db/summaryPeriod.ts), so a call reads a
 * few rows per worker instead of every order of the period (issue 31 §4). The violation orders are listed through
 * their own partial index. A worker's score is 100 minus the points of the violations, not below 0.
 */

const VIOLATIONS = assessMarks("o");

/** The summary tables, and the orders of a day the period cuts. */
const SUMMARY: PeriodSummary = {
  days: "assess_days",
  months: "assess_months",
  columns: ["worker_id", ...ASSESS_FIGURES],
  rows: {
    from: "orders o",
    provider: "o.provider_id",
    time: "o.created",
    values: ["o.worker_id", ...VIOLATIONS.figures],
    where: "o.worker_id IS NOT NULL",
  },
};
/**
 * The violation orders' own partial index (one done order in 17): the planner, left alone, walks every done order
 * of the provider through the status index instead (8 ms at 100k, the list's sort 10 ms; this index 0.1 ms).
 */
const BY_VIOLATIONS = "INDEXED BY orders_assess_violations";

const SUMS = `COALESCE(SUM(orders), 0) AS orderCount, SUM(completed) AS completedCount, SUM(on_time) AS onTime,
  SUM(good_review) AS goodReview, SUM(complaints) AS complaintCount, SUM(violations) AS violateCount,
  SUM(deducted) AS deducted`;

interface Aggregate {
  orderCount: number;
  completedCount: number | null;
  onTime: number | null;
  goodReview: number | null;
  complaintCount: number | null;
  violateCount: number | null;
  deducted: number | null;
}

/** A share of the completed orders in %, one decimal; 0 without completed orders. */
export function rate(part: number | null, whole: number | null): number {
  return whole ? Math.round((1000 * (part ?? 0)) / whole) / 10 : 0;
}

export default defineRoutes((r) => {
  r.serve(data.assessProviderInfo, (ctx) => {
    const user = ctx.requireUser();
    const source = periodRows(SUMMARY, user.providerId, periodOf(ctx.payload));
    const agg = ctx.db.prepare(`SELECT ${SUMS} FROM (${source.sql})`).get(...source.args) as Aggregate;
    const provider = ctx.db
      .prepare("SELECT name FROM providers WHERE id = ?")
      .pluck()
      .get(user.providerId) as string | undefined;
    const workerCount = ctx.db
      .prepare("SELECT COUNT(*) FROM workers WHERE provider_id = ? AND status = 3")
      .pluck()
      .get(user.providerId) as number;
    return {
      providerId: user.providerId,
      providerName: provider ?? "",
      workerCount,
      orderCount: agg.orderCount,
      completedCount: agg.completedCount ?? 0,
      onTimeRate: rate(agg.onTime, agg.completedCount),
      goodReviewRate: rate(agg.goodReview, agg.completedCount),
      complaintRate: rate(agg.complaintCount, agg.completedCount),
      violateCount: agg.violateCount ?? 0,
    };
  });

  r.serve(data.workerAssessDataPage, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(data.workerAssessDataPage, ctx.payload);
    const request = paging(body);
    const source = periodRows(SUMMARY, user.providerId, periodOf(body));
    const name = body.workerName;
    const where = name ? " AND w.worker_name LIKE ? ESCAPE '\\'" : "";
    const nameArgs = name ? [likePattern(name)] : [];
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM workers w WHERE w.provider_id = ?${where}`)
      .pluck()
      .get(user.providerId, ...nameArgs) as number;
    const rows = ctx.db
      .prepare(
        `WITH agg AS (SELECT worker_id, ${SUMS} FROM (${source.sql}) GROUP BY worker_id)
         SELECT w.worker_id AS workerId, w.worker_name AS workerName, w.worker_mobile AS workerMobile,
           COALESCE(agg.orderCount, 0) AS orderCount, agg.completedCount, agg.onTime, agg.goodReview,
           agg.complaintCount, agg.violateCount, agg.deducted
         FROM workers w LEFT JOIN agg ON agg.worker_id = w.worker_id
         WHERE w.provider_id = ?${where}
         ORDER BY COALESCE(agg.orderCount, 0) DESC, w.worker_id LIMIT ? OFFSET ?`,
      )
      .all(...source.args, user.providerId, ...nameArgs, request.size, request.offset) as (Aggregate & {
      workerId: string;
      workerName: string;
      workerMobile: string;
    })[];
    return pageOf(
      request,
      total,
      rows.map((row) => ({
        workerId: row.workerId,
        workerName: row.workerName,
        workerMobile: row.workerMobile,
        orderCount: row.orderCount,
        completedCount: row.completedCount ?? 0,
        onTimeRate: rate(row.onTime, row.completedCount),
        goodReviewRate: rate(row.goodReview, row.completedCount),
        complaintCount: row.complaintCount ?? 0,
        violateCount: row.violateCount ?? 0,
        score: Math.max(0, 100 - (row.deducted ?? 0)),
      })),
    );
  });

  r.serve(data.workerViolateOrderPage, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(data.workerViolateOrderPage, ctx.payload);
    const request = paging(body);
    const { start, end } = periodOf(body);
    const args: (string | number)[] = [user.providerId];
    let where = `o.provider_id = ? AND ${VIOLATIONS.violation}`;
    if (start) {
      where += " AND o.created >= ?";
      args.push(start);
    }
    if (end) {
      where += " AND o.created <= ?";
      args.push(end);
    }
    // Absent or "" is every worker's (the schema refused a blank one; a number names a worker too).
    if (body.workerId !== undefined && body.workerId !== "") {
      const worker = ownWorker(ctx.db, user.providerId, body.workerId);
      where += " AND o.worker_id = ?";
      args.push(worker.worker_id);
    }
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM orders o ${BY_VIOLATIONS} WHERE ${where}`)
      .pluck()
      .get(...args) as number;
    const records = ctx.db
      .prepare(
        `SELECT o.order_no AS orderNo, o.worker_id AS workerId, w.worker_name AS workerName,
           ${VIOLATIONS.type} AS violateType, COALESCE(o.finish_time, o.created) AS violateTime,
           ${VIOLATIONS.deduct} AS deductScore
         FROM orders o ${BY_VIOLATIONS} JOIN workers w ON w.worker_id = o.worker_id
         WHERE ${where} ORDER BY o.created DESC, o.order_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, request.size, request.offset) as data.WorkerViolateOrder[];
    return pageOf(request, total, records);
  });
});
