import * as provider from "../../src/api/order/provider";
import type {
  AfterSaleDetailItem,
  AfterSaleServerRow,
  AfterSaleWorkerFeedback,
} from "../../src/api/order/provider";
import { AFTER_SALE_CONFIRM_CODES } from "../../src/domain/afterSaleStatus";
import { BIZ } from "../bizCodes";
import { countRows } from "../db/counts";
import type { Db } from "../db/types";
import { BizError, invalid } from "../errors";
import { withVersions } from "../live/versions";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { pageOf, paging, storedStrings, whereDayRange } from "../validate";

/**
 * After-sales service orders (售后服务单): the caller's own list, an order's items and the worker's feedback. Read
 * only: the provider has no action on them (spec §7 shows none). Each call's schema (src/api/wire/order/provider.ts)
 * checked its fields before the handler; a confirm status that is no code of the table is the handler's.
 */

export const AFTER_SALE_NOT_FOUND = "售后服务单不存在";

function ownServer(db: Db, providerId: string, serverNo: string): void {
  const found = db
    .prepare("SELECT 1 FROM after_sale_servers WHERE server_no = ? AND provider_id = ?")
    .get(serverNo, providerId);
  if (!found) throw new BizError(BIZ.notFound, AFTER_SALE_NOT_FOUND);
}

/** The number a query names (GET): the schema checked it trimmed (filled, 32 characters at most); it comes as sent. */
const serverNoOf = (query: { serverNo: string }) => query.serverNo.trim();

export default defineRoutes((r) => {
  r.serve(provider.queryServerAfterSaleList, (ctx) => {
    const providerId = ctx.requireUser().providerId;
    const search = checkedRequest(provider.queryServerAfterSaleList, ctx.payload);
    const page = paging(search);
    const clauses = ["provider_id = ?"];
    const args: unknown[] = [providerId];
    if (search.serverNo) {
      clauses.push("server_no = ?");
      args.push(search.serverNo);
    }
    if (search.orderNo) {
      clauses.push("order_no = ?");
      args.push(search.orderNo);
    }
    // A code is 1 or more: absent and null are not given.
    const status = search.confirmStatus;
    if (status) {
      if (!AFTER_SALE_CONFIRM_CODES.includes(status)) invalid("确认状态不正确");
      clauses.push("confirm_status = ?");
      args.push(status);
    }
    // A plain day is the whole day; a start after the end is refused.
    whereDayRange({ startTime: search.startTime, endTime: search.endTime }, "created_at", { clauses, args });
    const where = clauses.join(" AND ");
    // Remembered until a row changes (mocks/db/counts.ts): counting 100k rows took most of the call (issue 30).
    const total = countRows(ctx.db, "after_sale_servers", "s", where, args);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM after_sale_servers WHERE ${where} ORDER BY created_at DESC, server_no DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, page.size, page.offset) as Record<string, string | number | null>[];
    const records = rows.map((row): AfterSaleServerRow => ({
      serverNo: String(row.server_no),
      orderNo: String(row.order_no),
      serverTypeName: String(row.server_type_name),
      confirmStatus: Number(row.confirm_status),
      merchantName: String(row.merchant_name),
      customerName: String(row.customer_name),
      workerName: row.worker_name === null ? null : String(row.worker_name),
      amount: Number(row.amount_cents) / 100,
      gmtCreatedTime: String(row.created_at),
    }));
    // After-sales service orders are the workOrders channel's records, by their number (as its writes name them).
    return pageOf(
      page,
      total,
      withVersions(ctx.db, "workOrders", records, (row) => row.serverNo),
    );
  });

  r.serve(provider.serverProAfterSaleDetailList, (ctx) => {
    const serverNo = serverNoOf(checkedRequest(provider.serverProAfterSaleDetailList, ctx.payload));
    ownServer(ctx.db, ctx.requireUser().providerId, serverNo);
    const rows = ctx.db
      .prepare("SELECT * FROM after_sale_items WHERE server_no = ? ORDER BY id")
      .all(serverNo) as Record<string, string | number>[];
    const items = rows.map((row): AfterSaleDetailItem => ({
      id: String(row.id),
      serverNo,
      goodsName: String(row.goods_name),
      faultDescription: String(row.fault_description),
      images: storedStrings(String(row.images)),
      confirmStatus: Number(row.confirm_status),
      gmtCreatedTime: String(row.created_at),
    }));
    return withVersions(ctx.db, "workOrders", items, (item) => item.serverNo);
  });

  r.serve(provider.afterSaleWorkerFeedbackInfo, (ctx): AfterSaleWorkerFeedback | null => {
    const serverNo = serverNoOf(checkedRequest(provider.afterSaleWorkerFeedbackInfo, ctx.payload));
    ownServer(ctx.db, ctx.requireUser().providerId, serverNo);
    const row = ctx.db.prepare("SELECT * FROM after_sale_feedback WHERE server_no = ?").get(serverNo) as
      Record<string, string> | undefined;
    if (!row) return null;
    return {
      serverNo,
      workerName: row.worker_name,
      workerMobile: row.worker_mobile,
      feedback: row.feedback,
      images: storedStrings(row.images),
      feedbackTime: row.feedback_time,
    };
  });
});
