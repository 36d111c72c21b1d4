import * as provider from "../../src/api/order/provider";
import type {
  ServiceOrderCompletion,
  ServiceOrderDetail,
  ServiceOrderRow,
} from "../../src/api/order/provider";
import {
  SERVICE_ORDER_DONE,
  SERVICE_ORDER_STATUS,
  SERVICE_ORDER_STATUS_CODES,
} from "../../src/domain/presaleStatus";
import { labelOf } from "../../src/domain/enumeration";
import { BIZ } from "../bizCodes";
import { countRows } from "../db/counts";
import type { Db } from "../db/types";
import { BizError, invalid } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { pageOf, paging, storedStrings, whereDayRange } from "../validate";

/**
 * Pre-sales service orders (售前服务单): the caller's list, one order's detail and its completion information. The
 * completion call is a read (verticals B.6 item 4): it answers only for a 已完工 order.
 */

export const SERVICE_ORDER_NOT_FOUND = "售前服务单不存在";
export const SERVICE_ORDER_NOT_DONE = "售前服务单尚未完工";

type Row = Record<string, string | number | null>;

/** The caller's service order named by a request's 服务单号 (a query's text, checked by the schema, untrimmed). */
function ownRow(db: Db, providerId: string, serviceOrderNo: string): Row {
  const no = serviceOrderNo.trim();
  const row = db
    .prepare("SELECT * FROM presale_service_orders WHERE service_order_no = ? AND provider_id = ?")
    .get(no, providerId) as Row | undefined;
  if (!row) throw new BizError(BIZ.notFound, SERVICE_ORDER_NOT_FOUND);
  return row;
}

function toRow(row: Row): ServiceOrderRow {
  const status = Number(row.service_status);
  return {
    serviceOrderNo: String(row.service_order_no),
    orderNo: row.order_no === null ? null : String(row.order_no),
    merchantId: String(row.merchant_id),
    merchantName: String(row.merchant_name),
    serverTypeName: String(row.server_type_name),
    serviceStatus: status,
    serviceStatusName: labelOf(SERVICE_ORDER_STATUS, status),
    customerName: String(row.customer_name),
    customerMobile: String(row.customer_mobile),
    address: String(row.address),
    amount: Number(row.amount_cents) / 100,
    gmtCreatedTime: String(row.created_at),
  };
}

export default defineRoutes((r) => {
  r.serve(provider.providerServiceOrderList, (ctx) => {
    // The schema has checked the fields (lengths, 服务单状态 1 to 99); which codes are statuses is the domain's.
    const request = checkedRequest(provider.providerServiceOrderList, ctx.payload);
    const page = paging(ctx.payload);
    const clauses = ["provider_id = ?"];
    const args: unknown[] = [ctx.requireUser().providerId];
    const exact = [
      ["serviceOrderNo", "service_order_no"],
      ["orderNo", "order_no"],
      ["merchantId", "merchant_id"],
    ] as const;
    for (const [field, column] of exact) {
      const value = request[field];
      if (value) {
        clauses.push(`${column} = ?`);
        args.push(value);
      }
    }
    const status = request.serviceStatus;
    if (typeof status === "number") {
      if (!SERVICE_ORDER_STATUS_CODES.includes(status)) invalid("服务单状态不正确");
      clauses.push("service_status = ?");
      args.push(status);
    }
    whereDayRange(ctx.payload, "created_at", { clauses, args });
    const where = clauses.join(" AND ");
    // Remembered until a row changes (mocks/db/counts.ts): counting 100k rows took most of the call (issue 30).
    const total = countRows(ctx.db, "presale_service_orders", "s", where, args);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM presale_service_orders WHERE ${where}
         ORDER BY created_at DESC, service_order_no DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, page.size, page.offset) as Row[];
    return pageOf(page, total, rows.map(toRow));
  });

  r.serve(provider.providerServiceOrderDetail, (ctx): ServiceOrderDetail => {
    const { serviceOrderNo } = checkedRequest(provider.providerServiceOrderDetail, ctx.payload);
    const row = ownRow(ctx.db, ctx.requireUser().providerId, serviceOrderNo);
    return {
      ...toRow(row),
      content: String(row.content),
      images: storedStrings(String(row.images)),
      workerName: row.worker_name === null ? null : String(row.worker_name),
      workerMobile: row.worker_mobile === null ? null : String(row.worker_mobile),
    };
  });

  r.serve(provider.merchantServerOrderComplete, (ctx): ServiceOrderCompletion => {
    const { serviceOrderNo } = checkedRequest(provider.merchantServerOrderComplete, ctx.payload);
    const row = ownRow(ctx.db, ctx.requireUser().providerId, serviceOrderNo);
    if (Number(row.service_status) !== SERVICE_ORDER_DONE || row.complete_time === null)
      throw new BizError(BIZ.notFound, SERVICE_ORDER_NOT_DONE);
    return {
      serviceOrderNo: String(row.service_order_no),
      completeTime: String(row.complete_time),
      images: storedStrings(String(row.complete_images)),
      remark: row.complete_remark === null ? null : String(row.complete_remark),
    };
  });
});
