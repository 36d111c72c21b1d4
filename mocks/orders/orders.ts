import { countRows } from "../db/counts";
import * as admin from "../../src/api/order/admin";
import * as provider from "../../src/api/order/provider";
import type { OrderTrackItem } from "../../src/api/order/types";
import {
  SERVICE_TYPE,
  TMALL_SERVICE_STATUS,
  allowedCommands,
  orderListStatus,
} from "../../src/domain/orders";
import { merchantOrderStatusOf, redeemStatusOf } from "../../src/domain/orders/merchantStatus";
import { PRIVACY_NUMBER_SOURCES, WHOLE_MOBILE_LENGTH } from "../../src/domain/privacy";
import type { Db } from "../db/types";
import { invalid } from "../errors";
import { withVersions } from "../live/versions";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { pageOf, paging } from "../validate";
import {
  ORDER_SELECT,
  findOrder,
  goodsOf,
  orderFacts,
  toOrderDetail,
  toOrderRow,
  type OrderRecord,
} from "./orderStore";
import { billFilter } from "../bills/billLines";
import { workerOrderView } from "./workerOrderView";

/**
 * The order list and the order-level queries: orderList, orderDetail, queryOrderBaseInfo, queryOrderCommandAuth,
 * orderTrack, workerOrderDetail. Every order is scoped to the caller's provider.
 */

/** Above every character a prefix can continue with: `x >= p AND x < p || TOP` is a prefix match on an index. */
const TOP = "\u{10FFFF}";

/** Service type masks are below this: bit n is service type n (SERVICE_TYPE codes). */
const TYPE_MASK_LIMIT = 2 << Math.max(...SERVICE_TYPE.map((option) => option.value));

const TIME_COLUMN: Record<number, string> = {
  1: "o.created",
  2: "o.next_appointment_time",
  3: "o.visit_time",
};

interface Where {
  clauses: string[];
  args: (string | number)[];
}

function inList(where: Where, column: string, values: readonly number[]): void {
  where.clauses.push(`${column} IN (${values.map(() => "?").join(",")})`);
  where.args.push(...values);
}

/**
 * The WHERE of the order list from its filters (OrderListQuery), which orderList's schema has checked (lengths, codes
 * in range, times, 客户手机号's digits): left here are the start before the end and what the domain's tables say.
 */
export function listFilter(payload: Record<string, unknown>, providerId: string): Where {
  const search = checkedRequest(provider.orderList, payload);
  const where: Where = { clauses: ["o.provider_id = ?"], args: [providerId] };
  const prefix = (column: string, value: string) => {
    where.clauses.push(`${column} >= ? AND ${column} < ?`);
    where.args.push(value, value + TOP);
  };
  const { orderNo, listStatus, tmallStatus, orderSource: source, serverType } = search;
  if (orderNo) prefix("o.order_no", orderNo);
  if (typeof listStatus === "number") {
    // The spec's nine (1-9) and the dispatch queue's tabs (10-13, src/domain/orders/flow.ts).
    const option = orderListStatus(listStatus) ?? invalid("订单状态超出范围");
    inList(where, "o.order_status", option.orderStatus);
    if (option.settleStatus) inList(where, "o.settle_status", option.settleStatus);
  }
  if (typeof tmallStatus === "number") {
    const option = TMALL_SERVICE_STATUS[tmallStatus - 1];
    where.clauses.push("o.order_source = 2");
    inList(where, "o.order_status", option.orderStatus);
    if (option.hangUp !== undefined) where.clauses.push(`o.hang_up = ${option.hangUp ? 1 : 0}`);
    if (option.appointmentFailed !== undefined)
      where.clauses.push(`o.appointment_failed = ${option.appointmentFailed ? 1 : 0}`);
    if (option.logisticsStatus !== undefined)
      where.clauses.push(`o.logistics_status = ${option.logisticsStatus}`);
  }
  const statuses = search.orderStatus ?? [];
  if (statuses.length > 0) inList(where, "o.order_status", statuses);
  if (typeof source === "number") {
    where.clauses.push("o.order_source = ?");
    where.args.push(source);
  }
  const { startTime, endTime } = search;
  if (startTime && endTime && startTime > endTime) invalid("开始时间不能晚于结束时间");
  const timeType = search.timeType ?? 1;
  if (startTime) {
    where.clauses.push(`${TIME_COLUMN[timeType]} >= ?`);
    where.args.push(startTime);
  }
  if (endTime) {
    where.clauses.push(`${TIME_COLUMN[timeType]} <= ?`);
    where.args.push(endTime);
  }
  const { merchantId, workerId } = search;
  if (merchantId) {
    where.clauses.push("o.merchant_id = ?");
    where.args.push(merchantId);
  }
  if (workerId) {
    where.clauses.push("o.worker_id = ?");
    where.args.push(workerId);
  }
  if (typeof serverType === "number") {
    // The masks that include the type, so the (provider, mask, created) index serves the filter.
    const masks = Array.from({ length: TYPE_MASK_LIMIT }, (_, m) => m).filter(
      (m) => (m & (1 << serverType)) !== 0,
    );
    if (masks.length === 0) where.clauses.push("0");
    else inList(where, "o.server_type_mask", masks);
  }
  const { customerName, customerMobile } = search;
  if (customerName) prefix("o.customer_name", customerName);
  if (customerMobile) {
    prefix("o.customer_mobile", customerMobile);
    // A hidden number is found by the whole number only: parts would reveal it digit by digit (issue 43 P1).
    if (customerMobile.length < WHOLE_MOBILE_LENGTH) {
      where.clauses.push(`o.order_source NOT IN (${PRIVACY_NUMBER_SOURCES.map(() => "?").join(",")})`);
      where.args.push(...PRIVACY_NUMBER_SOURCES);
    }
  }
  const settle = search.settleStatus ?? [];
  if (settle.length > 0) inList(where, "o.settle_status", settle);
  // 待结算列表's bill month and bill number (issue 32 §2).
  billFilter(payload, where);
  return where;
}

function orderList(ctx: HandlerContext) {
  const user = ctx.requireUser();
  const request = paging(ctx.payload);
  const where = listFilter(ctx.payload, user.providerId);
  const clause = where.clauses.join(" AND ");
  const total = countRows(ctx.db, "orders", "o", clause, where.args);
  // Two steps: the page's ids from the indexes alone (each filter's index ends in `created`), then those rows.
  const ids = ctx.db
    .prepare(
      `SELECT o.order_id FROM orders o WHERE ${clause} ORDER BY o.created DESC, o.order_id DESC LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...where.args, request.size, request.offset) as number[];
  const byId = new Map(
    (ids.length === 0
      ? []
      : (ctx.db
          .prepare(`${ORDER_SELECT} WHERE o.order_id IN (${ids.map(() => "?").join(",")})`)
          .all(...ids) as OrderRecord[])
    ).map((row) => [row.order_id, row]),
  );
  const rows = ids.map((id) => byId.get(id)!);
  const goods = goodsOf(
    ctx.db,
    rows.map((row) => row.order_id),
  );
  const records = rows.map((row) => toOrderRow(row, goods.get(row.order_id) ?? []));
  return pageOf(
    request,
    total,
    withVersions(ctx.db, "orders", records, (row) => row.orderNo),
  );
}

/** One order with its version (the one a write made from its page sends back). */
function versioned<T extends { orderNo: string }>(ctx: HandlerContext, record: T): T & { version: number } {
  return withVersions(ctx.db, "orders", [record], (row) => row.orderNo)[0];
}

/**
 * The order a request names: its schema has checked 订单号 (1 to 32 characters) before the handler; a query's text
 * comes as sent, untrimmed (a JSON body's is trimmed already).
 */
export function orderNoOf(payload: Record<string, unknown>): string {
  return String(payload.orderNo).trim();
}

/** The track of an order, newest first. */
export function trackOf(db: Db, orderId: number): OrderTrackItem[] {
  return db
    .prepare(
      `SELECT operate_type AS operateType, operate_name AS operateName, operator, operator_role AS operatorRole,
         content, created AS gmtCreatedTime
       FROM order_track WHERE order_id = ? ORDER BY created DESC, id DESC`,
    )
    .all(orderId) as OrderTrackItem[];
}

export default defineRoutes((r) => {
  r.serve(provider.orderList, orderList);

  r.serve(provider.orderDetail, (ctx) => {
    const user = ctx.requireUser();
    return versioned(ctx, toOrderDetail(ctx.db, findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload))));
  });

  r.serve(admin.queryOrderBaseInfo, (ctx) => {
    const user = ctx.requireUser();
    const order = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    const row = toOrderRow(order, goodsOf(ctx.db, [order.order_id]).get(order.order_id) ?? []);
    // Set B and the redeem status are derived from set A (issue 43): nothing stores them.
    return versioned(ctx, {
      ...row,
      merchantOrderStatus: merchantOrderStatusOf(order.order_status),
      redeemStatus: redeemStatusOf(order.order_status),
    });
  });

  r.serve(admin.queryOrderCommandAuth, (ctx) => {
    const user = ctx.requireUser();
    const order = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    return allowedCommands(orderFacts(order)).filter((code) => user.buttons.includes(code));
  });

  r.serve(admin.orderTrack, (ctx) => {
    const user = ctx.requireUser();
    return trackOf(ctx.db, findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload)).order_id);
  });

  r.serve(admin.workerOrderDetail, (ctx) => {
    const user = ctx.requireUser();
    const order = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    return workerOrderView(ctx.db, order, checkedRequest(admin.workerOrderDetail, ctx.payload).workerId);
  });
});
