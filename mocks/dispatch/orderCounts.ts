import * as provider from "../../src/api/order/provider";
import { DISPATCH_QUEUE } from "../../src/domain/orders";
import { defineRoutes } from "../router";

/**
 * orderStatusCount: the dispatch queue's counts (待派单, 待接单, 待报价, 待雇佣) of the caller's provider in one
 * answer, in tab order. One indexed range (orders_provider_status) grouped by status.
 */
export default defineRoutes((r) => {
  r.serve(provider.orderStatusCount, (ctx) => {
    const user = ctx.requireUser();
    const statuses = [...new Set(DISPATCH_QUEUE.flatMap((option) => option.orderStatus))];
    const rows = ctx.db
      .prepare(
        `SELECT order_status AS status, COUNT(*) AS n FROM orders
         WHERE provider_id = ? AND order_status IN (${statuses.map(() => "?").join(",")}) GROUP BY order_status`,
      )
      .all(user.providerId, ...statuses) as { status: number; n: number }[];
    const byStatus = new Map(rows.map((row) => [row.status, row.n]));
    return DISPATCH_QUEUE.map((option) => ({
      listStatus: option.value,
      count: option.orderStatus.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    }));
  });
});
