import type { Db } from "../db/types";
import { BizError } from "../errors";
import { ORDER_BIZ, type OrderRecord } from "../orders/orderStore";

/** 天猫 (order source 2, spec §9). */
const TMALL_SOURCE = 2;

/** The finished statuses: 服务完成 10, 已完成 11, 验收完成 13. A worker who got that far served the customer. */
const SERVED_STATUSES = [10, 11, 13] as const;

/** At most this many served workers, the most recent first. */
export const MAX_SERVED_WORKERS = 10;

export const NOT_TMALL_TEXT = "仅天猫订单可查询服务过该客户的师傅";

/**
 * tmall servedWorkerIds (spec §7 "served worker ids"; decided in docs/decisions.md): the provider's workers who
 * finished an earlier order of the same customer (same customer mobile, any source), the most recent service
 * first. Only for a 天猫 order; the order itself does not count (its own workers are queryServiceWorkerInfo).
 */
export function servedWorkerIdsOf(db: Db, order: OrderRecord): string[] {
  if (order.order_source !== TMALL_SOURCE) throw new BizError(ORDER_BIZ.refused, NOT_TMALL_TEXT);
  return db
    .prepare(
      `SELECT o.worker_id FROM orders o JOIN workers w ON w.worker_id = o.worker_id AND w.provider_id = o.provider_id
       WHERE o.provider_id = ? AND o.customer_mobile = ? AND o.order_id != ?
         AND o.order_status IN (${SERVED_STATUSES.join(", ")})
       GROUP BY o.worker_id
       ORDER BY MAX(COALESCE(o.finish_time, o.created)) DESC, o.worker_id
       LIMIT ${MAX_SERVED_WORKERS}`,
    )
    .pluck()
    .all(order.provider_id, order.customer_mobile, order.order_id) as string[];
}
