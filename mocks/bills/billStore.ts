/**
 * The bills' storage: the rows of provider_bills / worker_bills / bill_rewards, and the figures derived from the
 * orders. A bill's orders are the provider's (or one worker's) finished orders — those with a settlement status —
 * whose finish_time falls in the bill's month; its amounts are their sums, read from the summary the triggers on
 * `orders` keep per provider, month and worker (`bill_months`, mocks/db/migrations/028_bills_002_month_summary.ts),
 * so an order finished today shows in this month's bill at once and no call groups every finished order.
 */
import type { BillRewardRecord, ProviderBill, WorkerBill } from "../../src/api/finance";
import {
  BILL_STATUS_CODE,
  monthBefore,
  unconfirmedStatus,
  workerBillTotalCents,
} from "../../src/domain/bills/rules";
import { BIZ } from "../bizCodes";
import { freezeSettledBills } from "./settledBillsSchema";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { chinaDateTime } from "../time";
import { adjustmentCents, adjustmentMonths, workerAdjustments } from "./billAdjustments";
import {
  providerBillNo,
  storedFigures,
  storedWorkerFigures,
  workerBillNo,
  type StoredFigures,
} from "./billLines";
import { yuan } from "../orders/orderStore";

export { monthRange, providerBillNo, workerBillNo } from "./billLines";

export const BILL_NOT_FOUND = "账单不存在";

export interface ProviderBillRow {
  bill_no: string;
  provider_id: string;
  bill_month: string;
  bill_status: number;
  created: string;
  finish_time: string | null;
}

export interface WorkerBillRow extends ProviderBillRow {
  worker_id: string;
  worker_name: string | null;
  worker_mobile: string | null;
}

/**
 * Creates the bills of every month that has finished orders, and moves the bills of months that are over from
 * 待生成账单 to 服务完成 (a bill is generated when its month ends). Cheap enough to run before every bill call.
 */
export function syncBills(db: Db, providerId: string, now: number): void {
  // Bills settled without the settlement calls (the seed writes the statuses) are stored on their first read.
  freezeSettledBills(db, providerId);
  const created = chinaDateTime(now);
  const currentMonth = created.slice(0, 7);
  // Nothing to do while the provider's finished orders, its bills (a reset empties them) and the month are as they
  // were right after the last sync.
  const fingerprint = syncState(db, providerId, currentMonth);
  let providers = synced.get(db);
  if (!providers) synced.set(db, (providers = new Map()));
  if (providers.get(providerId) === fingerprint) return;
  // The months and worker months of finished orders, from their summary
  // (mocks/db/migrations/028_bills_002_month_summary.ts).
  const adjusted = adjustmentMonths(db, providerId);
  const months = new Set([
    ...(db
      .prepare("SELECT DISTINCT month FROM bill_months WHERE provider_id = ?")
      .pluck()
      .all(providerId) as string[]),
    ...adjusted.filter((a) => a.worker_id === "").map((a) => a.month),
  ]);
  const insertProvider = db.prepare(
    `INSERT OR IGNORE INTO provider_bills (bill_no, provider_id, bill_month, bill_status, created)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const month of months) {
    insertProvider.run(
      providerBillNo(providerId, month),
      providerId,
      month,
      unconfirmedStatus(month, currentMonth),
      monthCreated(month, currentMonth, created),
    );
  }
  const workerMonths = [
    ...(db
      .prepare("SELECT worker_id, month FROM bill_months WHERE provider_id = ? AND worker_id <> ''")
      .all(providerId) as { worker_id: string; month: string }[]),
    ...adjusted.filter((a) => a.worker_id !== ""),
  ];
  const insertWorker = db.prepare(
    `INSERT OR IGNORE INTO worker_bills (bill_no, provider_id, worker_id, bill_month, bill_status, created)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const { worker_id: workerId, month } of workerMonths) {
    insertWorker.run(
      workerBillNo(workerId, month),
      providerId,
      workerId,
      month,
      unconfirmedStatus(month, currentMonth),
      monthCreated(month, currentMonth, created),
    );
  }
  // An order whose bill is generated is no longer 待生成账单 (the order lists' settlement status follows its bill).
  db.prepare(
    "UPDATE orders SET settle_status = 2 WHERE provider_id = ? AND settle_status = 1 AND finish_time < ?",
  ).run(providerId, `${currentMonth}-01 00:00:00`);
  for (const table of ["provider_bills", "worker_bills"]) {
    db.prepare(
      `UPDATE ${table} SET bill_status = ? WHERE provider_id = ? AND bill_status = ? AND bill_month < ?`,
    ).run(BILL_STATUS_CODE.generated, providerId, BILL_STATUS_CODE.pending, currentMonth);
  }
  providers.set(providerId, syncState(db, providerId, currentMonth));
}

/** The bills' counts and the finished orders' summary as they are now (a few rows of bill_months, not the orders). */
function syncState(db: Db, providerId: string, currentMonth: string): string {
  const counts = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM provider_bills WHERE provider_id = ?),
         (SELECT COUNT(*) FROM worker_bills WHERE provider_id = ?),
         (SELECT COUNT(*) FROM bill_adjustments WHERE provider_id = ?), COUNT(*), SUM(orders), MAX(month)
       FROM bill_months WHERE provider_id = ?`,
    )
    .raw()
    .get(providerId, providerId, providerId, providerId);
  return `${currentMonth}|${JSON.stringify(counts)}`;
}

/** Per database, per provider: the orders and month the bills were last synced with. */
const synced = new WeakMap<Db, Map<string, string>>();

/** A past month's bill was generated on the 1st of the next month; this month's is opened now. */
function monthCreated(month: string, currentMonth: string, now: string): string {
  return month < currentMonth ? `${monthBefore(month, -1)}-01 02:00:00` : now;
}

interface ProviderFigures {
  orderCount: number;
  totalCents: number;
  settledCents: number;
}

/** A settled bill's figures are the stored ones (issue 32 §1); an open bill's are summed from its orders. */
export function providerFigures(db: Db, bill: ProviderBillRow): ProviderFigures {
  const stored = bill.bill_status === BILL_STATUS_CODE.settled ? storedFigures(db, bill.bill_no) : undefined;
  if (stored)
    return {
      orderCount: stored.order_count,
      totalCents: stored.total_cents,
      settledCents: stored.total_cents,
    };
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(orders), 0) AS n, COALESCE(SUM(total_cents), 0) AS total,
         COALESCE(SUM(settled_cents), 0) AS settled
       FROM bill_months WHERE provider_id = ? AND month = ?`,
    )
    .get(bill.provider_id, bill.bill_month) as { n: number; total: number; settled: number };
  const adjusted = adjustmentCents(db, bill.provider_id, bill.bill_month);
  return { orderCount: row.n, totalCents: row.total + adjusted, settledCents: row.settled };
}

export function toProviderBill(db: Db, bill: ProviderBillRow): ProviderBill {
  const figures = providerFigures(db, bill);
  return {
    billNo: bill.bill_no,
    billMonth: bill.bill_month,
    orderCount: figures.orderCount,
    totalAmount: yuan(figures.totalCents),
    settledAmount: yuan(figures.settledCents),
    billStatus: bill.bill_status as ProviderBill["billStatus"],
    gmtCreatedTime: bill.created,
    finishTime: bill.finish_time,
  };
}

export interface WorkerFigures {
  orderCount: number;
  orderCents: number;
  rewardCents: number;
  deductCents: number;
  totalCents: number;
}

const fromStored = (stored: StoredFigures): WorkerFigures => ({
  orderCount: stored.order_count,
  orderCents: stored.order_cents,
  rewardCents: stored.reward_cents,
  deductCents: stored.deduct_cents,
  totalCents: stored.total_cents,
});

/** The figures a settled bill was settled with. */
function settledFigures(db: Db, bill: WorkerBillRow): WorkerFigures | undefined {
  const stored = bill.bill_status === BILL_STATUS_CODE.settled ? storedFigures(db, bill.bill_no) : undefined;
  return stored && fromStored(stored);
}

export function workerFigures(db: Db, bill: WorkerBillRow): WorkerFigures {
  const settled = settledFigures(db, bill);
  if (settled) return settled;
  const orders = (db
    .prepare(
      `SELECT orders AS n, worker_total_cents AS total FROM bill_months
       WHERE provider_id = ? AND month = ? AND worker_id = ?`,
    )
    .get(bill.provider_id, bill.bill_month, bill.worker_id) as { n: number; total: number } | undefined) ?? {
    n: 0,
    total: 0,
  };
  const sums = db
    .prepare(
      "SELECT rwd_type, SUM(amount_cents) AS total FROM bill_rewards WHERE bill_no = ? GROUP BY rwd_type",
    )
    .all(bill.bill_no) as { rwd_type: number; total: number }[];
  const rewardCents = sums.find((s) => s.rwd_type === 1)?.total ?? 0;
  const deductCents = sums.find((s) => s.rwd_type === 2)?.total ?? 0;
  // Adjustment lines are order amounts of the bill (a fee on an order of a settled bill).
  const orderCents = orders.total + adjustmentCents(db, bill.provider_id, bill.bill_month, bill.worker_id);
  return {
    orderCount: orders.n,
    orderCents,
    rewardCents,
    deductCents,
    totalCents: workerBillTotalCents(orderCents, rewardCents, deductCents),
  };
}

/**
 * The figures of many worker bills of one provider at once (the summary): one query each over the orders' summary,
 * the rewards and the settled bills' figures, instead of queries per bill (issue 30: 13 ms of 15 at 100k orders).
 */
export function workerFiguresOf(
  db: Db,
  providerId: string,
  bills: readonly WorkerBillRow[],
): WorkerFigures[] {
  const orders = new Map<string, { n: number; total: number }>();
  const rows = db
    .prepare(
      `SELECT worker_id, month, orders AS n, worker_total_cents AS total FROM bill_months
       WHERE provider_id = ? AND worker_id <> ''`,
    )
    .all(providerId) as { worker_id: string; month: string; n: number; total: number }[];
  for (const row of rows) orders.set(`${row.worker_id}|${row.month}`, row);
  const rewards = new Map<string, number>();
  const sums = db
    .prepare(
      `SELECT r.bill_no, r.rwd_type, SUM(r.amount_cents) AS total FROM bill_rewards r
       JOIN worker_bills b ON b.bill_no = r.bill_no WHERE b.provider_id = ? GROUP BY r.bill_no, r.rwd_type`,
    )
    .all(providerId) as { bill_no: string; rwd_type: number; total: number }[];
  for (const sum of sums) rewards.set(`${sum.bill_no}|${sum.rwd_type}`, sum.total);
  const adjustments = workerAdjustments(db, providerId);
  const stored = storedWorkerFigures(db, providerId);
  return bills.map((bill) => {
    const settled = bill.bill_status === BILL_STATUS_CODE.settled ? stored.get(bill.bill_no) : undefined;
    if (settled) return fromStored(settled);
    const own = orders.get(`${bill.worker_id}|${bill.bill_month}`) ?? { n: 0, total: 0 };
    const rewardCents = rewards.get(`${bill.bill_no}|1`) ?? 0;
    const deductCents = rewards.get(`${bill.bill_no}|2`) ?? 0;
    const orderCents = own.total + (adjustments.get(`${bill.worker_id}|${bill.bill_month}`) ?? 0);
    return {
      orderCount: own.n,
      orderCents,
      rewardCents,
      deductCents,
      totalCents: workerBillTotalCents(orderCents, rewardCents, deductCents),
    };
  });
}

export function toWorkerBill(db: Db, bill: WorkerBillRow): WorkerBill {
  const f = workerFigures(db, bill);
  return {
    billNo: bill.bill_no,
    billMonth: bill.bill_month,
    workerId: bill.worker_id,
    workerName: bill.worker_name ?? "-",
    workerMobile: bill.worker_mobile ?? "",
    orderCount: f.orderCount,
    orderAmount: yuan(f.orderCents),
    rewardAmount: yuan(f.rewardCents),
    deductAmount: yuan(f.deductCents),
    totalAmount: yuan(f.totalCents),
    billStatus: bill.bill_status as WorkerBill["billStatus"],
    gmtCreatedTime: bill.created,
    finishTime: bill.finish_time,
  };
}

export const WORKER_BILL_SELECT = `SELECT b.*, w.worker_name, w.worker_mobile
  FROM worker_bills b LEFT JOIN workers w ON w.worker_id = b.worker_id`;

/** The caller's provider bill, or 账单不存在 (also for another provider's). */
export function findProviderBill(db: Db, providerId: string, billNo: string): ProviderBillRow {
  const row = db
    .prepare("SELECT * FROM provider_bills WHERE bill_no = ? AND provider_id = ?")
    .get(billNo, providerId) as ProviderBillRow | undefined;
  if (!row) throw new BizError(BIZ.notFound, BILL_NOT_FOUND);
  return row;
}

export function findWorkerBill(db: Db, providerId: string, billNo: string): WorkerBillRow {
  const row = db
    .prepare(`${WORKER_BILL_SELECT} WHERE b.bill_no = ? AND b.provider_id = ?`)
    .get(billNo, providerId) as WorkerBillRow | undefined;
  if (!row) throw new BizError(BIZ.notFound, BILL_NOT_FOUND);
  return row;
}

interface RewardRow {
  id: number;
  bill_no: string;
  order_no: string | null;
  rwd_type: number;
  amount_cents: number;
  reason: string;
  created: string;
}

export function toReward(row: RewardRow): BillRewardRecord {
  return {
    id: String(row.id),
    billNo: row.bill_no,
    orderNo: row.order_no,
    rwdType: row.rwd_type as BillRewardRecord["rwdType"],
    amount: yuan(row.amount_cents),
    reason: row.reason,
    gmtCreatedTime: row.created,
  };
}

export function rewardsOf(db: Db, billNo: string, limit = -1, offset = 0): RewardRow[] {
  return db
    .prepare("SELECT * FROM bill_rewards WHERE bill_no = ? ORDER BY created, id LIMIT ? OFFSET ?")
    .all(billNo, limit, offset) as RewardRow[];
}
