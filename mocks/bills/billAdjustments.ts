/**
 * Adjustment lines: money on an order that its own bill does not take, put in an open bill of the month it is made in.
 * - A fee on an order whose bill is already 已结算 (issue 32 §1, docs/decisions.md): the settled bill keeps its stored
 *   lines and totals, and the fee goes to the next open bill — the provider's (or the worker's) bill of the month the
 *   fee is made in, 待生成账单 until that month ends — as an adjustment line naming the order and the settled bill.
 *   A bill that is still open takes the fee through its order's amounts, as before.
 * - A refund of a finished order (issue 43): always a line taking the amount off the provider's bill of the month the
 *   refund is made in, naming the order and its bill; the order's own bill, settled or awaiting confirmation, stays
 *   as it is, and no worker bill changes.
 */
import { BILL_STATUS_CODE, monthLabel } from "../../src/domain/bills/rules";
import type { Db } from "../db/types";
import { chinaDateTime } from "../time";
import { providerBillNo } from "./billLines";
import { yuanText } from "../orders/orderInput";

export const PROVIDER_KIND = 1;
export const WORKER_KIND = 2;

interface FeeOrder {
  order_no: string;
  provider_id: string;
  worker_id: string | null;
  finish_time: string | null;
}

function settledBill(db: Db, table: "provider_bills" | "worker_bills", order: FeeOrder): string | null {
  if (!order.finish_time) return null;
  const worker = table === "worker_bills" ? " AND worker_id = ?" : "";
  const billNo = db
    .prepare(
      `SELECT bill_no FROM ${table} WHERE provider_id = ? AND bill_month = ? AND bill_status = ?${worker}`,
    )
    .pluck()
    .get(
      ...[
        order.provider_id,
        order.finish_time.slice(0, 7),
        BILL_STATUS_CODE.settled,
        ...(worker ? [order.worker_id ?? ""] : []),
      ],
    );
  return typeof billNo === "string" ? billNo : null;
}

/**
 * Puts a fee on an order of a settled bill into the next open bills as adjustment lines (the provider's when its
 * provider bill is settled, the worker's when the worker's bill is); answers the track's note, or "" when both
 * bills are open. Runs inside the fee's transaction.
 */
export function adjustSettledBills(
  db: Db,
  order: FeeOrder,
  cents: number,
  reason: string,
  now: number,
): string {
  const created = chinaDateTime(now);
  const month = created.slice(0, 7);
  const insert = insertAdjustment(db);
  const notes: string[] = [];
  const provider = settledBill(db, "provider_bills", order);
  if (provider) {
    insert.run(
      order.provider_id,
      "",
      PROVIDER_KIND,
      month,
      order.order_no,
      provider,
      cents,
      line(reason, provider),
      created,
    );
    notes.push(provider);
  }
  const worker = order.worker_id ? settledBill(db, "worker_bills", order) : null;
  if (worker && order.worker_id) {
    insert.run(
      order.provider_id,
      order.worker_id,
      WORKER_KIND,
      month,
      order.order_no,
      worker,
      cents,
      line(reason, worker),
      created,
    );
    notes.push(worker);
  }
  if (notes.length === 0) return "";
  return `；原账单 ${notes.join("、")} 已结算，${yuanText(cents)} 计入${monthLabel(month)}账单调整`;
}

/** The adjustment line's text: what the fee was and which settled bill the order is in. */
const line = (reason: string, billNo: string) => `异常费用：${reason}（原账单 ${billNo}）`;

const insertAdjustment = (db: Db) =>
  db.prepare(
    `INSERT INTO bill_adjustments
       (provider_id, worker_id, kind, month, order_no, from_bill_no, amount_cents, reason, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

/**
 * Takes a refund of a finished order off the provider's bill of the month it is made in (this month's, open): an
 * adjustment line of minus the amount naming the order and the bill it is in (which the text names when it is another
 * bill). Answers the track's note. Runs inside the refund's transaction.
 */
export function adjustRefund(db: Db, order: FeeOrder, cents: number, reason: string, now: number): string {
  const created = chinaDateTime(now);
  const month = created.slice(0, 7);
  const orderBill = providerBillNo(order.provider_id, (order.finish_time ?? created).slice(0, 7));
  const text =
    orderBill === providerBillNo(order.provider_id, month)
      ? `退款：${reason}`
      : `退款：${reason}（原账单 ${orderBill}）`;
  insertAdjustment(db).run(
    order.provider_id,
    "",
    PROVIDER_KIND,
    month,
    order.order_no,
    orderBill,
    -cents,
    text,
    created,
  );
  return `；计入${monthLabel(month)}账单调整（-${yuanText(cents)}）`;
}

/** Σ of the adjustments put in one open bill. */
export function adjustmentCents(db: Db, providerId: string, month: string, workerId?: string): number {
  return Number(
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_cents), 0) FROM bill_adjustments
         WHERE provider_id = ? AND kind = ? AND month = ? AND worker_id = ?`,
      )
      .pluck()
      .get(providerId, workerId ? WORKER_KIND : PROVIDER_KIND, month, workerId ?? ""),
  );
}

/** Σ of the adjustments of every worker bill of a provider, by "worker|month". */
export function workerAdjustments(db: Db, providerId: string): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT worker_id, month, SUM(amount_cents) AS total FROM bill_adjustments
       WHERE provider_id = ? AND kind = ? GROUP BY worker_id, month`,
    )
    .all(providerId, WORKER_KIND) as { worker_id: string; month: string; total: number }[];
  return new Map(rows.map((row) => [`${row.worker_id}|${row.month}`, row.total]));
}

/** The months and worker months the adjustments open bills in (a bill exists for each). */
export function adjustmentMonths(db: Db, providerId: string): { worker_id: string; month: string }[] {
  return db
    .prepare("SELECT DISTINCT worker_id, month FROM bill_adjustments WHERE provider_id = ?")
    .all(providerId) as { worker_id: string; month: string }[];
}
