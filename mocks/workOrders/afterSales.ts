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
import { defineRoutes } from "../router";
import { integer, pageOf, paging, storedStrings, text, whereDayRange } from "../validate";

/**
 * After-sales service orders (售后服务单): the caller's own list, an order's items and the worker's feedback. Read
 * only: the provider has no action on them (spec §7 shows none).
 */

export const AFTER_SALE_NOT_FOUND = "售后服务单不存在";

function ownServer(db: Db, providerId: string, serverNo: string): void {
  const found = db
    .prepare("SELECT 1 FROM after_sale_servers WHERE server_no = ? AND provider_id = ?")
    .get(serverNo, providerId);
  if (!found) throw new BizError(BIZ.notFound, AFTER_SALE_NOT_FOUND);
}

export default defineRoutes((r) => {
  r.serve(provider.queryServerAfterSaleList, (ctx) => {
    const providerId = ctx.requireUser().providerId;
    const page = paging(ctx.payload);
    const clauses = ["provider_id = ?"];
    const args: unknown[] = [providerId];
    const serverNo = text(ctx.payload.serverNo, "售后服务单号", { max: 32, optional: true });
    if (serverNo) {
      clauses.push("server_no = ?");
      args.push(serverNo);
    }
    const orderNo = text(ctx.payload.orderNo, "订单号", { max: 32, optional: true });
    if (orderNo) {
      clauses.push("order_no = ?");
      args.push(orderNo);
    }
    const status = integer(ctx.payload.confirmStatus, "确认状态", { min: 1, max: 99, optional: true });
    if (status !== undefined) {
      if (!AFTER_SALE_CONFIRM_CODES.includes(status)) invalid("确认状态不正确");
      clauses.push("confirm_status = ?");
      args.push(status);
    }
    whereDayRange(ctx.payload, "created_at", { clauses, args });
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
    const serverNo = text(ctx.payload.serverNo, "售后服务单号", { max: 32 });
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
    const serverNo = text(ctx.payload.serverNo, "售后服务单号", { max: 32 });
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
