import * as finance from "../../src/api/finance";
import { labelOf } from "../../src/domain/enumeration";
import {
  BILL_STATUS,
  BILL_STATUS_CODE,
  confirmRefusal,
  csvText,
  isBillMonth,
  monthLabel,
  providerBillFileName,
  REWARD_TYPE,
  settleRefusal,
  workerBillFileName,
  yuanText,
} from "../../src/domain/bills/rules";
import { invalid } from "../errors";
import { defineRoutes, type HandlerContext } from "../router";
import { chinaDateTime } from "../time";
import { integer, pageOf, paging, text, whereDayRange } from "../validate";
import {
  billOrders,
  findProviderBill,
  findWorkerBill,
  monthRange,
  rewardsOf,
  serverTypeNames,
  syncBills,
  toOrderLine,
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

/** WHERE of the filters both bill lists share (b = the bill table). */
function billWhere(payload: Record<string, unknown>, providerId: string) {
  const where = ["b.provider_id = ?"];
  const args: (string | number)[] = [providerId];
  const billNo = text(payload.billNo, "账单编号", { max: 40, optional: true });
  if (billNo) {
    where.push("b.bill_no = ?");
    args.push(billNo);
  }
  const status = integer(payload.billStatus, "账单状态", { min: 1, max: 3, optional: true });
  if (status !== undefined) {
    where.push("b.bill_status = ?");
    args.push(status);
  }
  const month = text(payload.billMonth, "账单月份", { max: 7, optional: true });
  if (month) {
    if (!isBillMonth(month)) invalid("账单月份格式不正确");
    where.push("b.bill_month = ?");
    args.push(month);
  }
  // The date range picks bills by when they were generated.
  whereDayRange(payload, "b.created", { clauses: where, args });
  return { where, args };
}

function workerWhere(ctx: HandlerContext, providerId: string) {
  const p = ctx.payload;
  const { where, args } = billWhere(p, providerId);
  const workerId = text(p.workerId, "师傅", { max: 32, optional: true });
  if (workerId) {
    where.push("b.worker_id = ?");
    args.push(workerId);
  }
  const name = text(p.workerName, "师傅姓名", { max: 20, optional: true });
  if (name) {
    where.push("instr(w.worker_name, ?) > 0");
    args.push(name);
  }
  const phone = text(p.workerMobile, "手机号", { max: 11, optional: true });
  if (phone) {
    where.push("instr(w.worker_mobile, ?) > 0");
    args.push(phone);
  }
  return { clause: where.join(" AND "), args };
}

function billNoOf(ctx: HandlerContext): string {
  return text(ctx.payload.billNo, "账单编号", { max: 40 });
}

function csvResponse(fileName: string, content: string): Response {
  return new Response(content, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      // An ASCII fallback name for old clients, the real (Chinese) one in filename* (RFC 6266).
      "Content-Disposition": `attachment; filename="bill.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export default defineRoutes((r) => {
  const statusLookup = () => BILL_STATUS.map((o) => ({ code: o.value as 1 | 2 | 3, name: o.label }));
  r.serve(finance.proBillStatusEnum, () => statusLookup());
  r.serve(finance.workerBillStatusEnum, () => statusLookup());

  r.serve(finance.proBillPageList, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const request = paging(ctx.payload);
    const { where, args } = billWhere(ctx.payload, user.providerId);
    const clause = where.join(" AND ");
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM provider_bills b WHERE ${clause}`)
      .pluck()
      .get(...args) as number;
    const rows = ctx.db
      .prepare(`SELECT b.* FROM provider_bills b WHERE ${clause} ORDER BY b.bill_month DESC LIMIT ? OFFSET ?`)
      .all(...args, request.size, request.offset) as ProviderBillRow[];
    return pageOf(
      request,
      total,
      rows.map((row) => toProviderBill(ctx.db, row)),
    );
  });

  r.serve(finance.proBillFinish, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const bill = findProviderBill(ctx.db, user.providerId, billNoOf(ctx));
    const refusal = confirmRefusal(bill.bill_status);
    if (refusal) invalid(refusal);
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
    })();
    return null;
  });

  r.serve(finance.proBillDownload, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const row = findProviderBill(ctx.db, user.providerId, billNoOf(ctx));
    const bill = toProviderBill(ctx.db, row);
    const orders = billOrders(ctx.db, user.providerId, row.bill_month);
    const lines: (string | number)[][] = [
      ["账单编号", "账单月份", "订单数", "账单金额（元）", "已结算金额（元）", "账单状态"],
      [
        bill.billNo,
        monthLabel(bill.billMonth),
        bill.orderCount,
        bill.totalAmount.toFixed(2),
        bill.settledAmount.toFixed(2),
        labelOf(BILL_STATUS, bill.billStatus),
      ],
      [],
      ["订单号", "服务类型", "商品", "完成时间", "订单金额（元）", "结算状态"],
      ...orders.map((o) => [
        o.order_no,
        serverTypeNames(o.server_types),
        o.goods_names ?? "-",
        o.finish_time,
        yuanText(o.total_cents),
        labelOf(BILL_STATUS, o.settle_status),
      ]),
    ];
    return csvResponse(providerBillFileName(bill.billMonth, bill.billNo), csvText(lines));
  });

  r.serve(finance.workerBillPageList, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const request = paging(ctx.payload);
    const { clause, args } = workerWhere(ctx as HandlerContext, user.providerId);
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
    return pageOf(
      request,
      total,
      rows.map((row) => toWorkerBill(ctx.db, row)),
    );
  });

  r.serve(finance.workerBillCollection, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const { clause, args } = workerWhere(ctx as HandlerContext, user.providerId);
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
    const row = findWorkerBill(ctx.db, user.providerId, billNoOf(ctx));
    return {
      ...toWorkerBill(ctx.db, row),
      orders: billOrders(ctx.db, user.providerId, row.bill_month, row.worker_id).map(toOrderLine),
    };
  });

  r.serve(finance.workerBillRwd, (ctx) => {
    const user = ctx.requireUser();
    const row = findWorkerBill(ctx.db, user.providerId, billNoOf(ctx));
    const request = paging(ctx.payload);
    const total = ctx.db
      .prepare("SELECT COUNT(*) FROM bill_rewards WHERE bill_no = ?")
      .pluck()
      .get(row.bill_no) as number;
    return pageOf(request, total, rewardsOf(ctx.db, row.bill_no, request.size, request.offset).map(toReward));
  });

  r.serve(finance.workerBillFinish, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const bill = findWorkerBill(ctx.db, user.providerId, billNoOf(ctx));
    const refusal = settleRefusal(bill.bill_status);
    if (refusal) invalid(refusal);
    ctx.db
      .prepare("UPDATE worker_bills SET bill_status = ?, finish_time = ? WHERE bill_no = ?")
      .run(BILL_STATUS_CODE.settled, chinaDateTime(ctx.clock()), bill.bill_no);
    return null;
  });

  r.serve(finance.workerBillDownload, (ctx) => {
    const user = ctx.requireUser();
    syncBills(ctx.db, user.providerId, ctx.clock());
    const row = findWorkerBill(ctx.db, user.providerId, billNoOf(ctx));
    const bill = toWorkerBill(ctx.db, row);
    const orders = billOrders(ctx.db, user.providerId, row.bill_month, row.worker_id).map(toOrderLine);
    const rewards = rewardsOf(ctx.db, row.bill_no).map(toReward);
    const lines: (string | number)[][] = [
      ["账单编号", "账单月份", "师傅", "手机号", "订单数", "订单金额（元）", "奖励（元）", "扣款（元）"],
      [
        bill.billNo,
        monthLabel(bill.billMonth),
        bill.workerName,
        bill.workerMobile,
        bill.orderCount,
        bill.orderAmount.toFixed(2),
        bill.rewardAmount.toFixed(2),
        bill.deductAmount.toFixed(2),
      ],
      ["应结金额（元）", bill.totalAmount.toFixed(2), "账单状态", labelOf(BILL_STATUS, bill.billStatus)],
      [],
      ["订单号", "服务类型", "商品", "完成时间", "师傅金额（元）"],
      ...orders.map((o) => [
        o.orderNo,
        o.serverTypeName,
        o.goodsName,
        o.finishTime,
        o.workerAmount.toFixed(2),
      ]),
      [],
      ["奖惩类型", "关联订单", "金额（元）", "原因", "时间"],
      ...rewards.map((w) => [
        labelOf(REWARD_TYPE, w.rwdType),
        w.orderNo ?? "-",
        w.amount.toFixed(2),
        w.reason,
        w.gmtCreatedTime,
      ]),
    ];
    return csvResponse(workerBillFileName(bill.workerName, bill.billMonth, bill.billNo), csvText(lines));
  });
});
