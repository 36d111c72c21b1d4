import * as data from "../../src/api/data";
import { VIOLATE_TYPES } from "../../src/domain/workers/settings";
import { invalid } from "../errors";
import { defineRoutes, type HandlerContext } from "../router";
import { dateTime, pageOf, paging, text } from "../validate";
import { likePattern } from "./widgetLookups";
import { ownWorker } from "./workerStore";

/**
 * 师傅服务数据 (worker assessment, D.5): figures over the provider's orders of a period. The order table has no
 * punctuality, review, complaint or violation columns, so the stand-in marks a completed order by its id (on time
 * unless id % 10 = 3, a good review unless id % 8 = 5, a complaint when id % 29 = 0, a violation when id % 17 = 0,
 * its type by id % 5): the same figures on every run, all computed in SQL over the real orders.
 * A worker's score is 100 minus the points of the violations, not below 0.
 */

const DONE = "o.order_status IN (10, 11, 13)";
const VIOLATION = `${DONE} AND o.order_id % 17 = 0`;
const DEDUCT = `CASE o.order_id % ${VIOLATE_TYPES.length} ${VIOLATE_TYPES.map((v, i) => `WHEN ${i} THEN ${v.deduct}`).join(" ")} END`;
const TYPE = `CASE o.order_id % ${VIOLATE_TYPES.length} ${VIOLATE_TYPES.map((v, i) => `WHEN ${i} THEN '${v.type}'`).join(" ")} END`;

const AGGREGATES = `COUNT(*) AS orderCount,
  SUM(${DONE}) AS completedCount,
  SUM(${DONE} AND o.order_id % 10 <> 3) AS onTime,
  SUM(${DONE} AND o.order_id % 8 <> 5) AS goodReview,
  SUM(${DONE} AND o.order_id % 29 = 0) AS complaintCount,
  SUM(${VIOLATION}) AS violateCount,
  SUM(CASE WHEN ${VIOLATION} THEN ${DEDUCT} ELSE 0 END) AS deducted`;

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

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The period's condition on o.created: a month "YYYY-MM", or a start/end range, or none (every order). */
function period(ctx: HandlerContext<data.AssessQuery>): { sql: string; args: string[] } {
  const month = text(ctx.payload.month, "月份", { max: 7, optional: true });
  if (month) {
    const m = MONTH.exec(month);
    if (!m) invalid("月份格式不正确");
    const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
    return {
      sql: " AND o.created BETWEEN ? AND ?",
      args: [`${month}-01 00:00:00`, `${month}-${last} 23:59:59`],
    };
  }
  const start = dateTime(ctx.payload.startTime, "开始时间", { wholeDay: "start" });
  const end = dateTime(ctx.payload.endTime, "结束时间", { wholeDay: "end" });
  if (start && end && start > end) invalid("开始时间不能晚于结束时间");
  const parts: string[] = [];
  const args: string[] = [];
  if (start) {
    parts.push(" AND o.created >= ?");
    args.push(start);
  }
  if (end) {
    parts.push(" AND o.created <= ?");
    args.push(end);
  }
  return { sql: parts.join(""), args };
}

export default defineRoutes((r) => {
  r.serve(data.assessProviderInfo, (ctx) => {
    const user = ctx.requireUser();
    const p = period(ctx);
    const agg = ctx.db
      .prepare(
        `SELECT ${AGGREGATES} FROM orders o WHERE o.provider_id = ? AND o.worker_id IS NOT NULL${p.sql}`,
      )
      .get(user.providerId, ...p.args) as Aggregate;
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
    const request = paging(ctx.payload);
    const p = period(ctx);
    const name = text(ctx.payload.workerName, "师傅姓名", { max: 20, optional: true });
    const where = name ? " AND w.worker_name LIKE ? ESCAPE '\\'" : "";
    const nameArgs = name ? [likePattern(name)] : [];
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM workers w WHERE w.provider_id = ?${where}`)
      .pluck()
      .get(user.providerId, ...nameArgs) as number;
    const rows = ctx.db
      .prepare(
        `WITH agg AS (
           SELECT o.worker_id, ${AGGREGATES} FROM orders o
           WHERE o.provider_id = ? AND o.worker_id IS NOT NULL${p.sql} GROUP BY o.worker_id)
         SELECT w.worker_id AS workerId, w.worker_name AS workerName, w.worker_mobile AS workerMobile,
           COALESCE(agg.orderCount, 0) AS orderCount, agg.completedCount, agg.onTime, agg.goodReview,
           agg.complaintCount, agg.violateCount, agg.deducted
         FROM workers w LEFT JOIN agg ON agg.worker_id = w.worker_id
         WHERE w.provider_id = ?${where}
         ORDER BY COALESCE(agg.orderCount, 0) DESC, w.worker_id LIMIT ? OFFSET ?`,
      )
      .all(
        user.providerId,
        ...p.args,
        user.providerId,
        ...nameArgs,
        request.size,
        request.offset,
      ) as (Aggregate & {
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
    const request = paging(ctx.payload);
    const p = period(ctx);
    const args: (string | number)[] = [user.providerId, ...p.args];
    let where = `o.provider_id = ? AND ${VIOLATION}${p.sql}`;
    if (ctx.payload.workerId !== undefined && ctx.payload.workerId !== "") {
      const worker = ownWorker(ctx.db, user.providerId, ctx.payload.workerId);
      where += " AND o.worker_id = ?";
      args.push(worker.worker_id);
    }
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM orders o WHERE ${where}`)
      .pluck()
      .get(...args) as number;
    const records = ctx.db
      .prepare(
        `SELECT o.order_no AS orderNo, o.worker_id AS workerId, w.worker_name AS workerName,
           ${TYPE} AS violateType, COALESCE(o.finish_time, o.created) AS violateTime, ${DEDUCT} AS deductScore
         FROM orders o JOIN workers w ON w.worker_id = o.worker_id
         WHERE ${where} ORDER BY o.created DESC, o.order_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, request.size, request.offset) as data.WorkerViolateOrder[];
    return pageOf(request, total, records);
  });
});
