import * as workOrders from "../../src/api/workOrders";
import type { Db } from "../db/types";
import { BIZ } from "../bizCodes";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";

/**
 * /work-orders-app calls of the admin layout: needDealNums, the count behind the 工单列表 badge (spec §7 layout
 * calls). The after-sales issue serves the other work order calls from the same `work_orders` table.
 *
 * Counting rule: the caller's own work orders (provider_id = the logged-in provider) with assigned_type =
 * assignedType and worker_id = workerId, whose result_status is in resultStatus AND whose response_status is in
 * responseStatus. A list that is missing or empty does not filter on that status. The call's schema checked the
 * fields before the handler (only a provider's call, the codes in range, at most 20 of each); that the provider named
 * is the caller is the handler's.
 */

export interface NeedDealFilter {
  providerId: string;
  assignedType: number;
  workerId: string;
  resultStatus: number[];
  responseStatus: number[];
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
    const own = ctx.requireUser().providerId;
    const body = checkedRequest(workOrders.needDealNums, ctx.payload);
    if (body.providerId !== own) throw new BizError(BIZ.forbiddenUid, "无权查看其他服务商的工单");
    return countNeedDeal(ctx.db, {
      providerId: body.providerId,
      assignedType: body.assignedType,
      workerId: body.workerId,
      // The type names both lists; an absent one does not filter.
      resultStatus: body.resultStatus ?? [],
      responseStatus: body.responseStatus ?? [],
    });
  });
});
