/**
 * Alerts follow their orders (issue 28 §3): an order that reaches a finished status (服务完成, 已完成, 验收完成) closes
 * its open alerts (已完结, handle status 2); a cancelled order (已取消) lapses them (已失效, 3). The sets are
 * `alertHandleStatusOf` of src/domain/alerts.ts, the rule the seed applies too.
 *
 * Two triggers, so every writer of an order status is covered, in the statement (and so the transaction) that
 * changes it, without the order routes knowing about alerts:
 * - `orders_alerts_follow` (AFTER UPDATE OF order_status ON orders): the order's open alerts take their new handle
 *   status, with no finish time yet. The board's summary (029_alerts_002_board_summary.ts) follows through its own triggers on
 *   `order_alerts`.
 * - `order_track_alerts_stamp` (AFTER INSERT ON order_track): the order's alerts closed and not yet stamped get the
 *   track entry's time as their finish time (完结时间) and a system entry in their own track. Every order operation
 *   writes its track entry in the transaction of its change (mocks/orders/orderOperations.ts serveOperation), so the
 *   time is the operation's, on the stand-in's clock (a trigger has no other clock: a cancellation writes no time on
 *   the order, and SQLite's `now` is not the stand-in's clock in tests).
 *
 * The migration also closes the open alerts of orders finished or cancelled before it, with the order's finish time
 * (a cancellation: its newest track entry; no track: the alert's own time).
 */
import { alertHandleStatusOf } from "../../../src/domain/alerts";
import { ORDER_STATUS } from "../../../src/domain/orders/status";
import type { Migration } from "../types";

const statusesClosingTo = (handle: 2 | 3) =>
  ORDER_STATUS.map((o) => o.value)
    .filter((code) => alertHandleStatusOf(code) === handle)
    .join(", ");

/** Order statuses that finish an order's alerts (10, 11, 13) and that lapse them (12). */
export const FINISHING_STATUSES = statusesClosingTo(2);
export const LAPSING_STATUSES = statusesClosingTo(3);

/** The alert track entries the system writes (the seed writes the same words). */
export const ALERT_FINISHED_TRACK = "订单已完成，预警自动完结";
export const ALERT_LAPSED_TRACK = "订单已取消，预警失效";

const handleOf = (status: string) =>
  `CASE WHEN ${status} IN (${LAPSING_STATUSES}) THEN 3 WHEN ${status} IN (${FINISHING_STATUSES}) THEN 2 ELSE 1 END`;

const trackContent = `CASE a.handle_status WHEN 2 THEN '${ALERT_FINISHED_TRACK}' ELSE '${ALERT_LAPSED_TRACK}' END`;

/** The alerts of the order NEW.order_id closed by the status trigger and not yet stamped. */
const UNSTAMPED = `FROM orders o JOIN order_alerts a ON a.provider_id = o.provider_id AND a.order_no = o.order_no
  WHERE o.order_id = NEW.order_id AND a.handle_status IN (2, 3) AND a.finish_time IS NULL`;

/** Open alerts of orders already finished or cancelled, with the time they close at. */
const STALE = `FROM order_alerts a JOIN orders o ON o.order_no = a.order_no AND o.provider_id = a.provider_id
  WHERE a.handle_status = 1 AND o.order_status IN (${FINISHING_STATUSES}, ${LAPSING_STATUSES})`;
const STALE_TIME = `COALESCE(o.finish_time,
  (SELECT t.created FROM order_track t WHERE t.order_id = o.order_id ORDER BY t.id DESC LIMIT 1), a.alert_time)`;

export const alertFollowMigration: Migration = {
  name: "alerts_003_follow_orders",
  up: `
    CREATE TEMP TABLE alert_follow_fix AS
      SELECT a.alert_id, ${handleOf("o.order_status")} AS handle_status, ${STALE_TIME} AS finish_time ${STALE};
    INSERT INTO alert_tracks (alert_id, content, operator, created_at)
      SELECT f.alert_id, CASE f.handle_status WHEN 2 THEN '${ALERT_FINISHED_TRACK}' ELSE '${ALERT_LAPSED_TRACK}' END,
        '系统', f.finish_time
      FROM alert_follow_fix f ORDER BY f.alert_id;
    UPDATE order_alerts SET
      handle_status = (SELECT f.handle_status FROM alert_follow_fix f WHERE f.alert_id = order_alerts.alert_id),
      finish_time = (SELECT f.finish_time FROM alert_follow_fix f WHERE f.alert_id = order_alerts.alert_id)
      WHERE alert_id IN (SELECT alert_id FROM alert_follow_fix);
    DROP TABLE alert_follow_fix;

    CREATE TRIGGER orders_alerts_follow AFTER UPDATE OF order_status ON orders
      WHEN NEW.order_status IN (${FINISHING_STATUSES}, ${LAPSING_STATUSES})
    BEGIN
      UPDATE order_alerts SET handle_status = ${handleOf("NEW.order_status")}, finish_time = NULL
        WHERE provider_id = NEW.provider_id AND order_no = NEW.order_no AND handle_status = 1;
    END;

    CREATE TRIGGER order_track_alerts_stamp AFTER INSERT ON order_track
      WHEN EXISTS (SELECT 1 ${UNSTAMPED})
    BEGIN
      INSERT INTO alert_tracks (alert_id, content, operator, created_at)
        SELECT a.alert_id, ${trackContent}, '系统', NEW.created ${UNSTAMPED} ORDER BY a.alert_id;
      UPDATE order_alerts SET finish_time = NEW.created
        WHERE alert_id IN (SELECT a.alert_id ${UNSTAMPED});
    END;
  `,
};
