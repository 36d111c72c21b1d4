import * as finance from "../../src/api/finance";
import {
  BILL_STATUS,
  BILL_STATUS_CODE,
  changedTotalRefusal,
  confirmRefusal,
  monthsSince,
  settleRefusal,
} from "../../src/domain/bills/rules";
import { maskPhone } from "../../src/domain/privacy";
import { BIZ } from "../bizCodes";
import { freezeSettledBills } from "./settledBillsSchema";
import { BizError, invalid } from "../errors";
import { withVersions } from "../live/versions";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { chinaDateTime } from "../time";
import { pageOf, paging } from "../validate";
import { billWhere, querySearch, workerWhere } from "./billSearch";
import { providerBillFile, workerBillFile } from "./billFiles";
import { billLines, toOrderLine, toProviderLine } from "./billLines";
import {
  findProviderBill,
  findWorkerBill,
  monthRange,
  providerFigures,
  rewardsOf,
  syncBills,
  toProviderBill,
  toReward,
  toWorkerBill,
  WORKER_BILL_SELECT,
  workerFiguresOf,
  type ProviderBillRow,
  type WorkerBillRow,
} from "./billStore";

/**
 * Bills (账单管理, issue 11): the provider's monthly bills and its workers' monthly bills, derived from the finished
 * orders (billStore.ts). Confirming a provider bill and settling a worker bill follow src/domain/bills/rules.ts.
 */

/** The bill a GET names: its schema checked the number (filled, 40 characters at most), which comes as sent. */
const billNoOf = (request: { billNo: string }) => request.billNo.trim();

export default defineRoutes((r) => {
  const statusLookup = () => BILL_STATUS.map((o) => ({ code: o.value as 1 | 2 | 3, name: o.label }));
  r.serve(finance.proBillStatusEnum, () => statusLookup());
  r.serve(finance.workerBillStatusEnum, () => statusLookup());

  r.serve(finance.billMonths, (ctx) => {
    const user = ctx.requireUser();
    const now = ctx.clock();
    syncBills(ctx.db, user.providerId, now);
    // Worker bills are in the provider's months, a worker's adjustment month apart: both are read.
    const earliest = ctx.db
      .prepare(
        `SELECT MIN(m) FROM (SELECT MIN(bill_month) AS m FROM provider_bills WHERE provider_id = ?
           UNION ALL SELECT MIN(bill_month) FROM worker_bills WHERE provider_id = ?)`,
      )
      .pluck()
      .get(user.providerId, user.providerId) as string | null;
    return monthsSince(earliest, chinaDateTime(now).slice(0, 7));
  });

  r.serve(finance.proBillPageList, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const search = checkedRequest(finance.proBillPageList, ctx.payload);
    const request = paging(search);
    const { where, args } = billWhere(search, user.providerId);
    const clause = where.join(" AND ");
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM provider_bills b WHERE ${clause}`)
      .pluck()
      .get(...args) as number;
    const rows = ctx.db
      .prepare(`SELECT b.* FROM provider_bills b WHERE ${clause} ORDER BY b.bill_month DESC LIMIT ? OFFSET ?`)
      .all(...args, request.size, request.offset) as ProviderBillRow[];
    const bills = rows.map((row) => toProviderBill(ctx.db, row));
    return pageOf(
      request,
      total,
      withVersions(ctx.db, "bills", bills, (bill) => bill.billNo),
    );
  });

  r.serve(finance.proBillFinish, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const body = checkedRequest(finance.proBillFinish, ctx.payload);
    const bill = findProviderBill(ctx.db, user.providerId, body.billNo);
    // The total the provider confirms (yuan, as the list showed it; the schema read its digits as the number), in cents.
    const seenCents = Math.round(Number(body.totalAmount) * 100);
    const refusal = confirmRefusal(bill.bill_status);
    if (refusal) invalid(refusal);
    // Only the total the provider saw is settled (issue 43): a fee on one of its orders since then is refused here.
    const changed = changedTotalRefusal(seenCents, providerFigures(ctx.db, bill).totalCents);
    if (changed) throw new BizError(BIZ.recordChanged, changed);
    const now = chinaDateTime(ctx.clock());
    const [start, end] = monthRange(bill.bill_month);
    ctx.db.transaction(() => {
      ctx.db
        .prepare("UPDATE provider_bills SET bill_status = ?, finish_time = ? WHERE bill_no = ?")
        .run(BILL_STATUS_CODE.settled, now, bill.bill_no);
      // Its orders are settled with it: the order lists' 待结算 / 已结算 agree with the bill.
      ctx.db
        .prepare(
          `UPDATE orders SET settle_status = 3 WHERE provider_id = ? AND settle_status IS NOT NULL
             AND finish_time >= ? AND finish_time < ?`,
        )
        .run(user.providerId, start, end);
      // Its lines and totals are stored now: later reads never sum the orders again (issue 32 §1).
      freezeSettledBills(ctx.db, user.providerId);
    })();
    ctx.live({ change: { status: { from: bill.bill_status, to: BILL_STATUS_CODE.settled } } });
    return null;
  });

  r.serve(finance.proBillDownload, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const billNo = billNoOf(checkedRequest(finance.proBillDownload, ctx.payload));
    return providerBillFile(ctx.db, findProviderBill(ctx.db, user.providerId, billNo));
  });

  r.serve(finance.proBillOrders, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const body = checkedRequest(finance.proBillOrders, ctx.payload);
    const row = findProviderBill(ctx.db, user.providerId, body.billNo);
    const request = paging(body);
    const orderNo = body.orderNo || undefined;
    const { rows, total } = billLines(ctx.db, row, { orderNo, limit: request.size, offset: request.offset });
    return pageOf(request, total, rows.map(toProviderLine));
  });

  r.serve(finance.workerBillPageList, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const search = checkedRequest(finance.workerBillPageList, ctx.payload);
    const request = paging(search);
    const { clause, args } = workerWhere(search, user.providerId);
    const total = ctx.db
      .prepare(
        `SELECT COUNT(*) FROM worker_bills b LEFT JOIN workers w ON w.worker_id = b.worker_id WHERE ${clause}`,
      )
      .pluck()
      .get(...args) as number;
    const rows = ctx.db
      .prepare(
        `${WORKER_BILL_SELECT} WHERE ${clause} ORDER BY b.bill_month DESC, w.worker_name, b.bill_no LIMIT ? OFFSET ?`,
      )
      .all(...args, request.size, request.offset) as WorkerBillRow[];
    // The list shows no mobile (the drawer reads workerBillDetail): masked (issue 43 P4).
    const bills = rows.map((row) => {
      const bill = toWorkerBill(ctx.db, row);
      return { ...bill, workerMobile: maskPhone(bill.workerMobile) };
    });
    return pageOf(
      request,
      total,
      withVersions(ctx.db, "bills", bills, (bill) => bill.billNo),
    );
  });

  r.serve(finance.workerBillCollection, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    // A GET: its payload is its query.
    const { clause, args } = workerWhere(querySearch(ctx.query), user.providerId);
    const rows = ctx.db.prepare(`${WORKER_BILL_SELECT} WHERE ${clause}`).all(...args) as WorkerBillRow[];
    let totalCents = 0;
    let settledCents = 0;
    let orderCount = 0;
    const figures = workerFiguresOf(ctx.db, user.providerId, rows);
    rows.forEach((row, i) => {
      totalCents += figures[i].totalCents;
      orderCount += figures[i].orderCount;
      if (row.bill_status === BILL_STATUS_CODE.settled) settledCents += figures[i].totalCents;
    });
    return {
      totalAmount: totalCents / 100,
      settledAmount: settledCents / 100,
      unsettledAmount: (totalCents - settledCents) / 100,
      billCount: rows.length,
      orderCount,
    };
  });

  r.serve(finance.workerBillDetail, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const billNo = billNoOf(checkedRequest(finance.workerBillDetail, ctx.payload));
    const row = findWorkerBill(ctx.db, user.providerId, billNo);
    const [bill] = withVersions(ctx.db, "bills", [toWorkerBill(ctx.db, row)], (one) => one.billNo);
    return { ...bill, orders: billLines(ctx.db, row).rows.map(toOrderLine) };
  });

  r.serve(finance.workerBillRwd, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(finance.workerBillRwd, ctx.payload);
    const row = findWorkerBill(ctx.db, user.providerId, body.billNo);
    const request = paging(body);
    const total = ctx.db
      .prepare("SELECT COUNT(*) FROM bill_rewards WHERE bill_no = ?")
      .pluck()
      .get(row.bill_no) as number;
    return pageOf(request, total, rewardsOf(ctx.db, row.bill_no, request.size, request.offset).map(toReward));
  });

  r.serve(finance.workerBillFinish, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const { billNo } = checkedRequest(finance.workerBillFinish, ctx.payload);
    const bill = findWorkerBill(ctx.db, user.providerId, billNo);
    const refusal = settleRefusal(bill.bill_status);
    if (refusal) invalid(refusal);
    const now = chinaDateTime(ctx.clock());
    ctx.db.transaction(() => {
      ctx.db
        .prepare("UPDATE worker_bills SET bill_status = ?, finish_time = ? WHERE bill_no = ?")
        .run(BILL_STATUS_CODE.settled, now, bill.bill_no);
      freezeSettledBills(ctx.db, user.providerId);
      // The worker is paid what the bill was settled with (issue 43): a 账单结算 record of the wallet (none of ¥0).
      ctx.db
        .prepare(
          `INSERT INTO worker_payouts (bill_no, provider_id, worker_id, bill_month, amount_cents, created)
           SELECT b.bill_no, b.provider_id, b.worker_id, b.bill_month, s.total_cents, ?
           FROM worker_bills b JOIN settled_bills s ON s.bill_no = b.bill_no WHERE b.bill_no = ? AND s.total_cents <> 0`,
        )
        .run(now, bill.bill_no);
    })();
    ctx.live({
      change: { status: { from: bill.bill_status, to: BILL_STATUS_CODE.settled } },
      payload: { workerId: bill.worker_id },
    });
    return null;
  });

  r.serve(finance.workerBillDownload, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const billNo = billNoOf(checkedRequest(finance.workerBillDownload, ctx.payload));
    return workerBillFile(ctx.db, findWorkerBill(ctx.db, user.providerId, billNo));
  });
});
