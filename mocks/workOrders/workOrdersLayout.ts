import * as workOrders from "../../src/api/workOrders";
import type { Db } from "../db/types";
import { BIZ } from "../bizCodes";
import { BizError, invalid } from "../errors";
import { defineRoutes } from "../router";
import { integer, listItems, text } from "../validate";

/**
 * /work-orders-app calls of the admin layout: needDealNums, the count behind the 工单列表 badge (spec §7 layout
 * calls). The after-sales issue serves the other work order calls from the same `work_orders` table.
 *
 * Counting rule: the caller's own work orders (provider_id = the logged-in provider) with assigned_type =
 * assignedType and worker_id = workerId, whose result_status is in resultStatus AND whose response_status is in
 * responseStatus. A list that is missing or empty does not filter on that status.
 */

export interface NeedDealFilter {
  providerId: string;
  assignedType: number;
  workerId: string;
  resultStatus: number[];
  responseStatus: number[];
}

export function statusList(value: unknown, label: string, max: number): number[] {
  if (value === undefined || value === null || value === "") return [];
  const items = listItems(value, label);
  if (items.length > 20) invalid(`${label}过多`);
  return [...new Set(items.map((item) => integer(item, label, { min: 1, max })))];
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

export function countNeedDeal(db: Db, filter: NeedDealFilter): number {
  const clauses = ["provider_id = ?", "assigned_type = ?", "worker_id = ?"];
  const params: unknown[] = [filter.providerId, filter.assignedType, filter.workerId];
  for (const [column, list] of [
    ["result_status", filter.resultStatus],
    ["response_status", filter.responseStatus],
  ] as const) {
    if (list.length === 0) continue;
    clauses.push(`${column} IN (${list.map(() => "?").join(",")})`);
    params.push(...list);
  }
  return db
    .prepare(`SELECT count(*) FROM work_orders WHERE ${clauses.join(" AND ")}`)
    .pluck()
    .get(...params) as number;
}

export default defineRoutes((r) => {
  r.serve(workOrders.needDealNums, (ctx) => {
    const p = ctx.payload;
    const own = ctx.requireUser().providerId;
    if (!isTrue(p.isProvider)) invalid("仅服务商可查询待处理工单");
    const providerId = text(p.providerId, "服务商标识", { max: 64 });
    if (providerId !== own) throw new BizError(BIZ.forbiddenUid, "无权查看其他服务商的工单");
    return countNeedDeal(ctx.db, {
      providerId,
      assignedType: integer(p.assignedType, "指派类型", { min: 1, max: 2 }),
      workerId: text(p.workerId, "处理人标识", { max: 64 }),
      resultStatus: statusList(p.resultStatus, "结果状态", 9),
      responseStatus: statusList(p.responseStatus, "回复状态", 5),
    });
  });
});
