import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import type { Db } from "../db/types";

/** Helpers of the order route tests: pick a seeded order by a condition, and snapshot what an operation writes. */

export const DEMO_PROVIDER = SEED_PROVIDERS.demo.id;

/** The order number of the demo provider's newest order matching `where` (SQL over `orders`), or throws. */
export function pickOrder(db: Db, where: string, ...args: (string | number)[]): string {
  const orderNo = db
    .prepare(
      `SELECT order_no FROM orders WHERE provider_id = ? AND ${where} ORDER BY created DESC, order_id DESC LIMIT 1`,
    )
    .pluck()
    .get(DEMO_PROVIDER, ...args) as string | undefined;
  if (!orderNo) throw new Error(`no seeded order where ${where}`);
  return orderNo;
}

/** Everything an order operation may write: the order row and its related rows. */
export function orderSnapshot(db: Db, orderNo: string): unknown {
  const order = db.prepare("SELECT * FROM orders WHERE order_no = ?").get(orderNo) as { order_id: number };
  const rows = (table: string) =>
    db.prepare(`SELECT * FROM ${table} WHERE order_id = ? ORDER BY id`).all(order.order_id);
  return {
    order,
    track: rows("order_track"),
    fees: rows("order_fees"),
    workers: rows("order_workers"),
    results: rows("order_results"),
    virtual: rows("virtual_numbers"),
    remarks: rows("order_remarks"),
    logistics: rows("order_logistics"),
    vouchers: rows("order_vouchers"),
  };
}

export function orderRow(db: Db, orderNo: string): Record<string, unknown> {
  return db.prepare("SELECT * FROM orders WHERE order_no = ?").get(orderNo) as Record<string, unknown>;
}

export function lastTrack(db: Db, orderNo: string): Record<string, unknown> {
  return db
    .prepare(
      `SELECT t.* FROM order_track t JOIN orders o ON o.order_id = t.order_id WHERE o.order_no = ?
       ORDER BY t.id DESC LIMIT 1`,
    )
    .get(orderNo) as Record<string, unknown>;
}

/** A 正常 worker of the demo provider other than `except`. */
export function activeDemoWorker(db: Db, except?: string | null): string {
  return db
    .prepare(
      "SELECT worker_id FROM workers WHERE provider_id = ? AND status = 3 AND worker_id != ? ORDER BY worker_id LIMIT 1",
    )
    .pluck()
    .get(DEMO_PROVIDER, except ?? "") as string;
}
