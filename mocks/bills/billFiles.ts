/**
 * The downloaded bills (CSV): a summary line, then the order lines — the stored ones of a settled bill
 * (billLines.ts) — and for a worker bill its reward / deduction records.
 */
import { labelOf } from "../../src/domain/enumeration";
import { maskPhone } from "../../src/domain/privacy";
import {
  BILL_STATUS,
  csvText,
  monthLabel,
  providerBillFileName,
  REWARD_TYPE,
  workerBillFileName,
  yuanText,
} from "../../src/domain/bills/rules";
import type { Db } from "../db/types";
import { billLines, serverTypeNames, toOrderLine } from "./billLines";
import {
  rewardsOf,
  toProviderBill,
  toReward,
  toWorkerBill,
  type ProviderBillRow,
  type WorkerBillRow,
} from "./billStore";

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

export function providerBillFile(db: Db, row: ProviderBillRow): Response {
  const bill = toProviderBill(db, row);
  const orders = billLines(db, row).rows;
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
}

export function workerBillFile(db: Db, row: WorkerBillRow): Response {
  const bill = toWorkerBill(db, row);
  const orders = billLines(db, row).rows.map(toOrderLine);
  const rewards = rewardsOf(db, row.bill_no).map(toReward);
  const lines: (string | number)[][] = [
    ["账单编号", "账单月份", "师傅", "手机号", "订单数", "订单金额（元）", "奖励（元）", "扣款（元）"],
    [
      bill.billNo,
      monthLabel(bill.billMonth),
      bill.workerName,
      // A file leaves the console: the mobile masked as exports mask it (issue 43 P4).
      maskPhone(bill.workerMobile),
      bill.orderCount,
      bill.orderAmount.toFixed(2),
      bill.rewardAmount.toFixed(2),
      bill.deductAmount.toFixed(2),
    ],
    ["应结金额（元）", bill.totalAmount.toFixed(2), "账单状态", labelOf(BILL_STATUS, bill.billStatus)],
    [],
    ["订单号", "服务类型", "商品", "完成时间", "师傅金额（元）"],
    ...orders.map((o) => [o.orderNo, o.serverTypeName, o.goodsName, o.finishTime, o.workerAmount.toFixed(2)]),
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
}
