/**
 * Settled money does not change (issue 32 §1): when a provider or worker bill becomes 已结算, its order lines and
 * totals are stored, and every read of a settled bill comes from them instead of the orders' current amounts.
 *
 * `settled_bills`: one row per settled bill: its order count and the sums it was settled with (a provider bill's
 * order_cents is Σ total_cents, a worker bill's Σ worker_total_cents plus its rewards minus its deductions).
 * `settled_bill_lines`: the bill's lines as they were at settlement: its orders (codes of the service types and the
 * goods' names, so the lines read like the live ones) and its adjustment lines.
 * `bill_adjustments`: a fee on an order whose bill is already settled goes to the next open bill (the provider's or the
 * worker's bill of the month the fee is made in) as an adjustment line naming the order and the settled bill
 * (kind 1 a provider bill, 2 a worker bill); it is in that bill's figures and lines, and stored with them. A refund of
 * a finished order is a negative provider line of the month it is made in, naming the order's bill (issue 43).
 *
 * `freezeSettledBills` stores every settled bill that has no stored row yet: at settlement (bills.ts), in this
 * migration for the bills an older database already settled, and before a bill read for bills settled by the seed
 * (which writes the statuses directly). The tables are made by migration `bills_003_settled_lines`
 * (mocks/db/migrations/035_bills_003_settled_lines.ts).
 */
import type { Db } from "../db/types";

const SETTLED = 3;

/** Finished orders of bill b's month (finish_time in [month-01, next month-01)), of its provider. */
const ORDERS_OF_BILL = `o.provider_id = b.provider_id AND o.settle_status IS NOT NULL AND o.finish_time IS NOT NULL
  AND o.finish_time >= b.bill_month || '-01 00:00:00'
  AND o.finish_time < date(b.bill_month || '-01', '+1 month') || ' 00:00:00'`;

const LINE_COLUMNS = `b.bill_no, 'O' || o.order_no, o.order_no, o.finish_time,
  (SELECT GROUP_CONCAT(DISTINCT g.server_type) FROM order_goods g WHERE g.order_id = o.order_id),
  (SELECT GROUP_CONCAT(g.goods_name, '、') FROM order_goods g WHERE g.order_id = o.order_id),
  o.total_cents, o.worker_total_cents, NULL`;

/**
 * The worker's amount of adjustment line a: a fee's amount; none of a refund (the provider's bill's only negative
 * lines, issue 43), which is the customer's money, not the worker's pay.
 */
export const ADJUSTMENT_WORKER_CENTS = "CASE WHEN a.amount_cents < 0 THEN 0 ELSE a.amount_cents END";

const ADJUSTMENT_COLUMNS = `b.bill_no, 'A' || a.id, a.order_no, a.created, NULL, a.reason, a.amount_cents,
  ${ADJUSTMENT_WORKER_CENTS}, a.from_bill_no`;

/** The adjustments of bill b: its kind, provider and month (and worker). */
const adjustmentsOf = (kind: 1 | 2) =>
  `a.provider_id = b.provider_id AND a.kind = ${kind} AND a.month = b.bill_month${kind === 2 ? " AND a.worker_id = b.worker_id" : ""}`;

const INSERT_LINES = `INSERT INTO settled_bill_lines
  (bill_no, line_id, order_no, finish_time, server_types, goods_names, total_cents, worker_total_cents, from_bill_no)`;

/** The settled bills of table `bills` (b) not stored yet, optionally of one provider. */
const unstored = (provider: boolean) =>
  `b.bill_status = ${SETTLED} AND NOT EXISTS (SELECT 1 FROM settled_bills s WHERE s.bill_no = b.bill_no)
   ${provider ? "AND b.provider_id = ?" : ""}`;

const rewardSum = (type: 1 | 2) =>
  `(SELECT COALESCE(SUM(r.amount_cents), 0) FROM bill_rewards r WHERE r.bill_no = b.bill_no AND r.rwd_type = ${type})`;

function statements(provider: boolean): string[] {
  return [
    `${INSERT_LINES} SELECT ${LINE_COLUMNS} FROM provider_bills b JOIN orders o ON ${ORDERS_OF_BILL}
     WHERE ${unstored(provider)}`,
    `${INSERT_LINES} SELECT ${ADJUSTMENT_COLUMNS} FROM provider_bills b JOIN bill_adjustments a ON ${adjustmentsOf(1)}
     WHERE ${unstored(provider)}`,
    `${INSERT_LINES} SELECT ${LINE_COLUMNS} FROM worker_bills b
       JOIN orders o ON ${ORDERS_OF_BILL} AND o.worker_id = b.worker_id
     WHERE ${unstored(provider)}`,
    `${INSERT_LINES} SELECT ${ADJUSTMENT_COLUMNS} FROM worker_bills b JOIN bill_adjustments a ON ${adjustmentsOf(2)}
     WHERE ${unstored(provider)}`,
    `INSERT INTO settled_bills (bill_no, order_count, order_cents, reward_cents, deduct_cents, total_cents)
     SELECT b.bill_no, COUNT(l.order_no) - COUNT(l.from_bill_no), COALESCE(SUM(l.total_cents), 0), 0, 0,
       COALESCE(SUM(l.total_cents), 0)
     FROM provider_bills b LEFT JOIN settled_bill_lines l ON l.bill_no = b.bill_no
     WHERE ${unstored(provider)} GROUP BY b.bill_no`,
    `INSERT INTO settled_bills (bill_no, order_count, order_cents, reward_cents, deduct_cents, total_cents)
     SELECT b.bill_no, COUNT(l.order_no) - COUNT(l.from_bill_no), COALESCE(SUM(l.worker_total_cents), 0),
       ${rewardSum(1)}, ${rewardSum(2)}, COALESCE(SUM(l.worker_total_cents), 0) + ${rewardSum(1)} - ${rewardSum(2)}
     FROM worker_bills b LEFT JOIN settled_bill_lines l ON l.bill_no = b.bill_no
     WHERE ${unstored(provider)} GROUP BY b.bill_no`,
  ];
}

/** Stores the lines and totals of the settled bills that have none yet (of one provider, or all). */
export function freezeSettledBills(db: Db, providerId?: string): void {
  const args = providerId === undefined ? [] : [providerId];
  for (const sql of statements(providerId !== undefined)) db.prepare(sql).run(...args);
}
