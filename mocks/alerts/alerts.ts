import * as data from "../../src/api/data";
import type { AlertBoardItem, AlertRow, AlertTrack } from "../../src/api/data";
import * as provider from "../../src/api/order/provider";
import * as tmall from "../../src/api/order/tmall";
import type { AbnormalOrderQuery, AbnormalOrderRow } from "../../src/api/order/types";
import { ALERT_TYPE_CODES, ALERT_TYPES } from "../../src/domain/alerts";
import { labelOf } from "../../src/domain/enumeration";
import { ORDER_SOURCE_CODE } from "../../src/domain/orders/constants";
import { BIZ } from "../bizCodes";
import { countRows } from "../db/counts";
import type { Db } from "../db/types";
import { BizError, invalid } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { chinaDateTime } from "../time";
import { pageOf, paging, whereDayRange } from "../validate";
import { periodOf, periodRows, type PeriodSummary } from "../db/summaryPeriod";

/**
 * Order alerts (订单预警): the board, the list, remarks (each writes a track entry) and the track; and the abnormal
 * worker orders (own and 天猫), which are the alerts of orders that have a worker. Alerts are derived from the orders
 * by the seed (mocks/alerts/seed/alerts.ts); the provider cannot finish or void one (§7 has no call, verticals B.6
 * item 2): they close and lapse with their orders, by triggers (mocks/db/migrations/031_alerts_003_follow_orders.ts).
 */

export const ALERT_NOT_FOUND = "预警记录不存在";

/** The board's summary per day and month, and the alerts of a day the period cuts. */
const BOARD: PeriodSummary = {
  days: "alert_days",
  months: "alert_months",
  columns: ["alert_type", "handle_status", "n"],
  rows: {
    from: "order_alerts a",
    provider: "a.provider_id",
    time: "a.alert_time",
    values: ["a.alert_type", "a.handle_status", "1"],
  },
};

type Payload = Record<string, unknown>;
type Where = { clauses: string[]; args: unknown[] };

/** The search fields the alert list and the abnormal order lists share, as their schemas checked them. */
interface AlertSearch {
  orderNo?: string | null;
  handleStatus?: number | null;
  workerId?: string | null;
}

/**
 * The filters the alert list and the abnormal order lists share (their type field is named differently). The
 * schemas have checked each field (the type 1 to 99); which codes are alert types is the domain's.
 */
function alertFilters(
  ctx: HandlerContext,
  search: AlertSearch,
  type: { value: number | null | undefined; label: string },
): Where {
  const where: Where = { clauses: ["a.provider_id = ?"], args: [ctx.requireUser().providerId] };
  if (search.orderNo) {
    where.clauses.push("a.order_no = ?");
    where.args.push(search.orderNo);
  }
  if (typeof type.value === "number") {
    if (!ALERT_TYPE_CODES.includes(type.value)) invalid(`${type.label}不正确`);
    where.clauses.push("a.alert_type = ?");
    where.args.push(type.value);
  }
  if (typeof search.handleStatus === "number") {
    where.clauses.push("a.handle_status = ?");
    where.args.push(search.handleStatus);
  }
  if (search.workerId) {
    where.clauses.push("a.worker_id = ?");
    where.args.push(search.workerId);
  }
  whereDayRange(ctx.payload, "a.alert_time", where);
  return where;
}

type Row = Record<string, string | number | null>;

const ALERTS = "order_alerts a";

function pageQuery(db: Db, where: Where, ctx: HandlerContext, select = "a.*", from = ALERTS) {
  const page = paging(ctx.payload);
  const sql = where.clauses.join(" AND ");
  // The total is remembered until an alert changes (mocks/db/counts.ts). The abnormal lists' join to the orders
  // drops no alert (every alert is of an order, and orders are never deleted), so their total counts the alerts
  // alone: counting through the join took 20–40 ms at 100k orders (one order look-up per alert, issue 30).
  const total = countRows(db, "order_alerts", "a", sql, where.args);
  const rows = db
    .prepare(
      `SELECT ${select} FROM ${from} WHERE ${sql} ORDER BY a.alert_time DESC, a.alert_id DESC LIMIT ? OFFSET ?`,
    )
    .all(...where.args, page.size, page.offset) as Row[];
  return { page, total, rows };
}

const str = (value: string | number | null) => (value === null ? null : String(value));

/**
 * The caller's alert named by a request's 预警编号: the schema has checked it is a whole number from 1 and read digits
 * sent as text as their number (the console holds the id as text).
 */
function ownAlert(db: Db, providerId: string, id: string | number): number {
  const alertId = Number(id);
  const found = db
    .prepare("SELECT 1 FROM order_alerts WHERE alert_id = ? AND provider_id = ?")
    .get(alertId, providerId);
  if (!found) throw new BizError(BIZ.notFound, ALERT_NOT_FOUND);
  return alertId;
}

/** The 天猫 list's alerts are of 天猫 orders; the other list's of every other channel (自有 and the rest, issue 43). */
function abnormalList(ctx: HandlerContext, request: AbnormalOrderQuery, tmallOrders: boolean) {
  const where = alertFilters(ctx, request, { value: request.exceptionType, label: "异常类型" });
  where.clauses.push("a.worker_id IS NOT NULL", `a.order_source ${tmallOrders ? "=" : "<>"} ?`);
  where.args.push(ORDER_SOURCE_CODE.tmall);
  const { page, total, rows } = pageQuery(
    ctx.db,
    where,
    ctx,
    "a.*, o.order_status",
    "order_alerts a JOIN orders o ON o.order_no = a.order_no",
  );
  return pageOf(
    page,
    total,
    rows.map((row): AbnormalOrderRow => ({
      orderNo: String(row.order_no),
      orderStatus: Number(row.order_status) as AbnormalOrderRow["orderStatus"],
      exceptionType: Number(row.alert_type),
      exceptionTypeName: labelOf(ALERT_TYPES, Number(row.alert_type)),
      workerId: str(row.worker_id),
      workerName: str(row.worker_name),
      customerName: String(row.customer_name),
      exceptionTime: String(row.alert_time),
      handleStatus: Number(row.handle_status) as 1 | 2 | 3,
    })),
  );
}

export default defineRoutes((r) => {
  r.serve(data.listAllAlertType, () =>
    ALERT_TYPES.map((o) => ({ alertType: o.value, alertTypeName: o.label })),
  );

  r.serve(data.alertBoardDetail, (ctx): AlertBoardItem[] => {
    const { startTime, endTime } = ctx.payload as Payload;
    // From the board's summary (mocks/db/migrations/029_alerts_002_board_summary.ts), not every alert of the period.
    const rows = periodRows(BOARD, ctx.requireUser().providerId, periodOf({ startTime, endTime }));
    const counts = ctx.db
      .prepare(
        `SELECT alert_type AS type, sum(CASE WHEN handle_status = 1 THEN n ELSE 0 END) AS open,
           sum(CASE WHEN handle_status = 2 THEN n ELSE 0 END) AS finished
         FROM (${rows.sql}) GROUP BY alert_type`,
      )
      .all(...rows.args) as { type: number; open: number; finished: number }[];
    const byType = new Map(counts.map((c) => [c.type, c]));
    return ALERT_TYPES.map((o) => ({
      alertType: o.value,
      alertTypeName: o.label,
      openCount: byType.get(o.value)?.open ?? 0,
      finishedCount: byType.get(o.value)?.finished ?? 0,
    }));
  });

  r.serve(data.alertList, (ctx) => {
    const request = checkedRequest(data.alertList, ctx.payload);
    const where = alertFilters(ctx, request, { value: request.alertType, label: "预警类型" });
    const { warned } = request;
    if (typeof warned === "number") {
      where.clauses.push("a.warned = ?");
      where.args.push(warned);
    }
    const { page, total, rows } = pageQuery(ctx.db, where, ctx);
    return pageOf(
      page,
      total,
      rows.map((row): AlertRow => ({
        alertId: String(row.alert_id),
        orderNo: String(row.order_no),
        alertType: Number(row.alert_type),
        alertTypeName: labelOf(ALERT_TYPES, Number(row.alert_type)),
        handleStatus: Number(row.handle_status) as 1 | 2 | 3,
        warned: Number(row.warned) as 1 | 2,
        workerId: str(row.worker_id),
        workerName: str(row.worker_name),
        customerName: String(row.customer_name),
        remark: str(row.remark),
        alertTime: String(row.alert_time),
        finishTime: str(row.finish_time),
      })),
    );
  });

  r.serve(data.alertAddRemark, (ctx) => {
    const user = ctx.requireUser();
    const request = checkedRequest(data.alertAddRemark, ctx.payload);
    const alertId = ownAlert(ctx.db, user.providerId, request.alertId);
    const { remark } = request;
    const now = chinaDateTime(ctx.clock());
    ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE order_alerts SET remark = ? WHERE alert_id = ?").run(remark, alertId);
      ctx.db
        .prepare("INSERT INTO alert_tracks (alert_id, content, operator, created_at) VALUES (?, ?, ?, ?)")
        .run(alertId, `添加备注：${remark}`, user.displayName, now);
    })();
    const orderNo = ctx.db
      .prepare("SELECT order_no FROM order_alerts WHERE alert_id = ?")
      .pluck()
      .get(alertId);
    ctx.live({ change: { fields: ["remark"] }, payload: { orderNo } });
    return null;
  });

  r.serve(data.alertTrackList, (ctx): AlertTrack[] => {
    const { alertId: id } = checkedRequest(data.alertTrackList, ctx.payload);
    const alertId = ownAlert(ctx.db, ctx.requireUser().providerId, id);
    const rows = ctx.db
      .prepare("SELECT * FROM alert_tracks WHERE alert_id = ? ORDER BY created_at DESC, id DESC")
      .all(alertId) as Row[];
    return rows.map((row) => ({
      id: String(row.id),
      alertId: String(alertId),
      content: String(row.content),
      operator: String(row.operator),
      gmtCreatedTime: String(row.created_at),
    }));
  });

  r.serve(provider.abnormalWorkerOrderList, (ctx) =>
    abnormalList(ctx, checkedRequest(provider.abnormalWorkerOrderList, ctx.payload), false),
  );
  r.serve(tmall.abnormalWorkerOrderList, (ctx) =>
    abnormalList(ctx, checkedRequest(tmall.abnormalWorkerOrderList, ctx.payload), true),
  );
});
