/**
 * What an order write names about its change for its one live event (issue 40 §1; the gateway emits it,
 * mocks/live/writeEvents.ts): the order's status before → after (the same code twice when the operation kept it, so a
 * list of another status tab knows the event is not about its rows), its source as a fact (1 自有, 2 天猫: a list
 * filtered by source can tell too), the alerts the change closed or lapsed, and the facts its notification links with
 * (the order number and its new status), as the order events carried them before.
 */
import type { Db } from "../db/types";
import type { WriteDetails } from "../router";
import type { FollowedAlerts } from "../alerts/alertFollow";

interface OrderBefore {
  order_id: number;
  order_no: string;
  order_status: number;
}

/** The one value all share, or null when they differ (a batch of orders in different states). */
function common<T>(values: readonly T[]): T | null {
  return values.length > 0 && values.every((value) => value === values[0]) ? values[0] : null;
}

/** The details of a write on `orders` (as read before it), read again after it in the write's transaction. */
export function orderWriteDetails(
  db: Db,
  orders: readonly OrderBefore[],
  alerts: FollowedAlerts = { closed: [], lapsed: [] },
): WriteDetails {
  const after = orders.map(
    (order) =>
      db
        .prepare("SELECT order_status AS status, order_source AS source FROM orders WHERE order_id = ?")
        .get(order.order_id) as { status: number; source: number },
  );
  const to = common(after.map((row) => row.status));
  const payload: Record<string, unknown> = { orderStatus: to };
  if (orders.length === 1) payload.orderNo = orders[0].order_no;
  if (alerts.closed.length > 0) payload.closedAlertIds = alerts.closed;
  if (alerts.lapsed.length > 0) payload.lapsedAlertIds = alerts.lapsed;
  return {
    ids: orders.map((order) => order.order_no),
    change: {
      status: { from: common(orders.map((order) => order.order_status)), to },
      facts: { orderSource: common(after.map((row) => row.source)) },
    },
    payload,
  };
}
