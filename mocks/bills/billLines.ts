/**
 * A bill's order lines: read from the orders while the bill is open, from what was stored at settlement once it is
 * 已结算 (mocks/bills/settledBillsSchema.ts), so settled money never changes afterwards (issue 32 §1).
 */
import type { BillOrderLine, ProviderBillLine } from "../../src/api/finance";
import { BILL_STATUS_CODE, isBillMonth, monthBefore } from "../../src/domain/bills/rules";
import { labelOf } from "../../src/domain/enumeration";
import { LIST_SEPARATOR } from "../../src/domain/format";
import { SERVICE_TYPE } from "../../src/domain/orders/constants";
import { ADJUSTMENT_WORKER_CENTS } from "./settledBillsSchema";
import type { Db } from "../db/types";
import { yuan } from "../orders/orderStore";

/** What a bill's lines are read for: its month, status and (for a worker bill) its worker. */
export interface BillKey {
  bill_no: string;
  provider_id: string;
  bill_month: string;
  bill_status: number;
  worker_id?: string;
}

export interface OrderLineRow {
  /** "O" + the order number, or "A" + the adjustment's id. */
  line_id: string;
  order_no: string;
  finish_time: string;
  total_cents: number;
  worker_total_cents: number;
  settle_status: number;
  server_types: string | null;
  goods_names: string | null;
  /** An adjustment line: the settled bill the order belongs to. */
  from_bill_no: string | null;
}

/** The stored figures of a settled bill (undefined until it is settled and stored). */
export interface StoredFigures {
  order_count: number;
  order_cents: number;
  reward_cents: number;
  deduct_cents: number;
  total_cents: number;
}

export function storedFigures(db: Db, billNo: string): StoredFigures | undefined {
  return db.prepare("SELECT * FROM settled_bills WHERE bill_no = ?").get(billNo) as StoredFigures | undefined;
}

/** The stored figures of the provider's settled worker bills by bill number: one query for many bills. */
export function storedWorkerFigures(db: Db, providerId: string): Map<string, StoredFigures> {
  const rows = db
    .prepare(
      `SELECT s.* FROM worker_bills b JOIN settled_bills s ON s.bill_no = b.bill_no
       WHERE b.provider_id = ? AND b.bill_status = 3`,
    )
    .all(providerId) as (StoredFigures & { bill_no: string })[];
  return new Map(rows.map(({ bill_no: billNo, ...figures }) => [billNo, figures]));
}

/** The number of a provider's bill of a month (PB + YYYYMM + the provider's id's end). */
export function providerBillNo(providerId: string, billMonth: string): string {
  return `PB${billMonth.replace("-", "")}${providerId.slice(-6)}`;
}

/** The number of a worker's bill of a month (WB + YYYYMM + the worker's id's end). */
export function workerBillNo(workerId: string, billMonth: string): string {
  return `WB${billMonth.replace("-", "")}${workerId.slice(-8)}`;
}

/** The orders of a month: finish_time in [start, end). */
export function monthRange(billMonth: string): [string, string] {
  return [`${billMonth}-01 00:00:00`, `${monthBefore(billMonth, -1)}-01 00:00:00`];
}

const LIVE_COLUMNS = `'O' || o.order_no AS line_id, o.order_no, o.finish_time, o.total_cents, o.worker_total_cents, o.settle_status,
  (SELECT GROUP_CONCAT(DISTINCT g.server_type) FROM order_goods g WHERE g.order_id = o.order_id) AS server_types,
  (SELECT GROUP_CONCAT(g.goods_name, '、') FROM order_goods g WHERE g.order_id = o.order_id) AS goods_names,
  NULL AS from_bill_no`;

/**
 * The lines of a bill, oldest first: the stored ones of a settled bill, else the month's finished orders (of the
 * bill's worker for a worker bill) and the adjustment lines put in it (billAdjustments.ts). `orderNo` narrows to the
 * order numbers that start with it; `limit` / `offset` page them. Answers the lines and how many there are in all.
 */
export function billLines(
  db: Db,
  bill: BillKey,
  options: { orderNo?: string; limit?: number; offset?: number } = {},
): { rows: OrderLineRow[]; total: number } {
  const limit = options.limit ?? -1;
  const offset = options.offset ?? 0;
  const byNo = (column: string) => (options.orderNo ? ` AND ${column} >= ? AND ${column} < ?` : "");
  const noArgs = options.orderNo ? [options.orderNo, `${options.orderNo}\uffff`] : [];
  if (bill.bill_status === BILL_STATUS_CODE.settled && storedFigures(db, bill.bill_no)) {
    const where = `bill_no = ?${byNo("order_no")}`;
    const args = [bill.bill_no, ...noArgs];
    const total = db
      .prepare(`SELECT COUNT(*) FROM settled_bill_lines WHERE ${where}`)
      .pluck()
      .get(...args);
    const rows = db
      .prepare(
        `SELECT line_id, order_no, finish_time, total_cents, worker_total_cents,
           ${BILL_STATUS_CODE.settled} AS settle_status, server_types, goods_names, from_bill_no
         FROM settled_bill_lines WHERE ${where} ORDER BY finish_time, order_no, line_id LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, offset) as OrderLineRow[];
    return { rows, total: Number(total) };
  }
  const [start, end] = monthRange(bill.bill_month);
  const worker = bill.worker_id ? " AND o.worker_id = ?" : "";
  const orders = `SELECT ${LIVE_COLUMNS} FROM orders o WHERE o.provider_id = ? AND o.finish_time >= ?
    AND o.finish_time < ? AND o.settle_status IS NOT NULL AND o.finish_time IS NOT NULL${worker}${byNo("o.order_no")}`;
  const adjustments = `SELECT 'A' || a.id AS line_id, a.order_no, a.created AS finish_time,
      a.amount_cents AS total_cents, ${ADJUSTMENT_WORKER_CENTS} AS worker_total_cents, ? AS settle_status,
      NULL AS server_types, a.reason AS goods_names, a.from_bill_no
    FROM bill_adjustments a WHERE a.provider_id = ? AND a.kind = ? AND a.month = ? AND a.worker_id = ?${byNo("a.order_no")}`;
  const args = [
    ...[bill.provider_id, start, end, ...(bill.worker_id ? [bill.worker_id] : []), ...noArgs],
    ...[
      bill.bill_status,
      bill.provider_id,
      bill.worker_id ? 2 : 1,
      bill.bill_month,
      bill.worker_id ?? "",
      ...noArgs,
    ],
  ];
  const union = `${orders} UNION ALL ${adjustments}`;
  const total = db
    .prepare(`SELECT COUNT(*) FROM (${union})`)
    .pluck()
    .get(...args);
  const rows = db
    .prepare(`SELECT * FROM (${union}) ORDER BY finish_time, order_no, line_id LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as OrderLineRow[];
  return { rows, total: Number(total) };
}

export function serverTypeNames(codes: string | null): string {
  if (!codes) return "-";
  return codes
    .split(",")
    .map((code) => labelOf(SERVICE_TYPE, Number(code)))
    .join(LIST_SEPARATOR);
}

/** A worker bill's line (the worker's amount). */
export function toOrderLine(row: OrderLineRow): BillOrderLine {
  return {
    lineId: row.line_id,
    orderNo: row.order_no,
    serverTypeName: row.from_bill_no ? ADJUSTMENT_NAME : serverTypeNames(row.server_types),
    goodsName: row.goods_names ?? "-",
    workerAmount: yuan(row.worker_total_cents),
    finishTime: row.finish_time,
    adjustedBillNo: row.from_bill_no,
  };
}

/** What an adjustment line shows where an order line shows its service types. */
export const ADJUSTMENT_NAME = "账单调整";

/** A provider bill's line: the order's amount is what the bill sums. */
export function toProviderLine(row: OrderLineRow): ProviderBillLine {
  return { ...toOrderLine(row), orderAmount: yuan(row.total_cents) };
}

/**
 * The order lists' bill filters: `billMonth` keeps the orders finished in that month; `billNo` the orders of that
 * bill (its month is in its number, PB/WB + YYYYMM; the bill must be the order's provider's, or its worker's). The
 * list's schema (src/api/wire/order/provider.ts) checked both: trimmed texts, the month a real one ("" or absent is
 * none).
 */
export function billFilter(
  payload: { billMonth?: unknown; billNo?: unknown },
  where: { clauses: string[]; args: (string | number)[] },
): void {
  const inMonth = (month: string) => {
    where.clauses.push("o.finish_time >= ? AND o.finish_time < ?");
    where.args.push(...monthRange(month));
  };
  const given = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const month = given(payload.billMonth);
  if (month) inMonth(month);
  const billNo = given(payload.billNo);
  if (!billNo) return;
  const parts = /^(PB|WB)(\d{4})(\d{2})/.exec(billNo);
  const billMonth = parts ? `${parts[2]}-${parts[3]}` : "";
  if (!parts || !isBillMonth(billMonth)) {
    where.clauses.push("0");
    return;
  }
  inMonth(billMonth);
  where.clauses.push(
    parts[1] === "PB"
      ? "EXISTS (SELECT 1 FROM provider_bills b WHERE b.bill_no = ? AND b.provider_id = o.provider_id)"
      : "EXISTS (SELECT 1 FROM worker_bills b WHERE b.bill_no = ? AND b.provider_id = o.provider_id AND b.worker_id = o.worker_id)",
  );
  where.args.push(billNo);
}
