import type { Db } from "../db/types";

/**
 * Alerts follow their orders (issue 28 §3). The closing itself is done by triggers
 * (mocks/db/migrations/031_alerts_003_follow_orders.ts) in the statement that changes the order's status; an
 * operation reads the order's open alerts before its change (`openAlertIds`) and, after it in the same transaction,
 * which of them the change closed (已完结) or lapsed (已失效) (`followedAlerts`). The operation's one live event carries
 * them (mocks/orders/orderLive.ts), so the board, the list and the 待处理预警 counter of the provider's open consoles
 * refresh with the order.
 */

export interface AlertOwner {
  provider_id: string;
  order_no: string;
}

/** The alerts an order's change closed (handle status 2) and lapsed (3). */
export interface FollowedAlerts {
  closed: number[];
  lapsed: number[];
}

/** The ids of the order's open alerts (handle status 1). */
export function openAlertIds(db: Db, order: AlertOwner): number[] {
  return db
    .prepare(
      "SELECT alert_id FROM order_alerts WHERE provider_id = ? AND order_no = ? AND handle_status = 1 ORDER BY alert_id",
    )
    .pluck()
    .all(order.provider_id, order.order_no) as number[];
}

/** Which of the alerts open `before` the change closed or lapsed. */
export function followedAlerts(db: Db, before: readonly number[]): FollowedAlerts {
  if (before.length === 0) return { closed: [], lapsed: [] };
  const rows = db
    .prepare(
      `SELECT alert_id, handle_status FROM order_alerts
       WHERE alert_id IN (${before.map(() => "?").join(",")}) AND handle_status IN (2, 3) ORDER BY alert_id`,
    )
    .all(...before) as { alert_id: number; handle_status: number }[];
  const withStatus = (status: number) =>
    rows.filter((row) => row.handle_status === status).map((row) => row.alert_id);
  return { closed: withStatus(2), lapsed: withStatus(3) };
}
