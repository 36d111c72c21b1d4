import type { Db } from "../db/types";
import { emitLiveEvent } from "../live/events";

/**
 * The live side of "alerts follow their orders" (issue 28 §3). The closing itself is done by triggers
 * (mocks/db/alertFollowSchema.ts) in the statement that changes the order's status; an operation reads the order's
 * open alerts before its change (`openAlertIds`) and, after it in the same transaction, reports those the change
 * closed (`reportFollowedAlerts`): "alerts" "closed" (已完结) or "lapsed" (已失效), one event per kind, so the board,
 * the list and the 待处理预警 counter of the provider's open consoles refresh.
 */

export interface AlertOwner {
  provider_id: string;
  order_no: string;
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

const KIND: Record<number, "closed" | "lapsed"> = { 2: "closed", 3: "lapsed" };

/** Emits the events of the alerts among `before` that are no longer open; returns what it emitted. */
export function reportFollowedAlerts(
  db: Db,
  order: AlertOwner,
  before: readonly number[],
  now: number,
): { type: "closed" | "lapsed"; alertIds: number[] }[] {
  if (before.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT alert_id, handle_status FROM order_alerts
       WHERE alert_id IN (${before.map(() => "?").join(",")}) AND handle_status IN (2, 3) ORDER BY alert_id`,
    )
    .all(...before) as { alert_id: number; handle_status: number }[];
  const emitted: { type: "closed" | "lapsed"; alertIds: number[] }[] = [];
  for (const [status, type] of Object.entries(KIND)) {
    const alertIds = rows.filter((row) => row.handle_status === Number(status)).map((row) => row.alert_id);
    if (alertIds.length === 0) continue;
    emitLiveEvent(
      db,
      {
        providerId: order.provider_id,
        channel: "alerts",
        type,
        payload: { orderNo: order.order_no, alertIds, count: alertIds.length },
      },
      now,
    );
    emitted.push({ type, alertIds });
  }
  return emitted;
}
