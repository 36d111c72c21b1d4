/**
 * Issue 43: orders come from the 28 channels of ORDER_SOURCE (src/domain/orders/sources.ts), and a fee line carries
 * the review flow of REVIEW_FLOW (src/domain/orders/feeReview.ts).
 *
 * `orders.order_source` was checked `IN (1, 2)`. SQLite cannot change a CHECK constraint, and rebuilding `orders`
 * inside a migration's transaction is not possible here: with foreign keys on (they cannot be switched off inside a
 * transaction) dropping the table fails on its child rows, and renaming it rewrites their references. So the step
 * loosens the constraint in the stored schema text, SQLite's own procedure for a change that touches no stored row
 * ("Making Other Kinds Of Table Schema Changes" in its ALTER TABLE page): every row that passed `IN (1, 2)` passes
 * `BETWEEN 1 AND 28`, and the rows, indexes and triggers stay as they are.
 *
 * `order_fees.review_flow`: 1 商家审核, 2 平台审核, 3 审核通过, 4 审核驳回. Lines written before it read from their
 * payment (reviewFlowOfPayment): a paid line 3, any other 1; a new line starts at 1 unless its writer says otherwise.
 */
import type { Db, Migration } from "../types";

const OLD_CHECK = "CHECK (order_source IN (1, 2))";
const NEW_CHECK = "CHECK (order_source BETWEEN 1 AND 28)";

/** Replaces `from` by `to` in the CREATE TABLE text of `table` (a loosened constraint only: no row is checked again). */
export function loosenTableCheck(db: Db, table: string, from: string, to: string): void {
  const sql = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table) as string | undefined;
  if (!sql?.includes(from)) throw new Error(`${table}: no "${from}" in its schema`);
  const version = Number(db.pragma("schema_version", { simple: true }));
  // better-sqlite3 opens databases in SQLite's defensive mode, which refuses any write to sqlite_master.
  db.unsafeMode(true);
  try {
    db.pragma("writable_schema = ON");
    db.prepare("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?").run(
      sql.replace(from, to),
      table,
    );
    // A new schema version makes every connection read the changed text before its next statement.
    db.pragma(`schema_version = ${version + 1}`);
  } finally {
    db.pragma("writable_schema = OFF");
    db.unsafeMode(false);
  }
}

function up(db: Db): void {
  loosenTableCheck(db, "orders", OLD_CHECK, NEW_CHECK);
  db.exec(`
    ALTER TABLE order_fees ADD COLUMN review_flow INTEGER NOT NULL DEFAULT 1 CHECK (review_flow BETWEEN 1 AND 4);
    UPDATE order_fees SET review_flow = 3 WHERE pay_status = 3;
  `);
}

export const orderChannelsMigration: Migration = { name: "orders_003_channels_fee_review", up };
