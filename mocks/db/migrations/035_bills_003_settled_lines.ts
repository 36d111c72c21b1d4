/**
 * Settled money does not change (issue 32 §1): `settled_bills`, `settled_bill_lines` and `bill_adjustments`
 * (mocks/bills/settledBillsSchema.ts describes them); the bills an older database already settled are stored here.
 */
import { freezeSettledBills } from "../../bills/settledBillsSchema";
import type { Migration } from "../types";

export const settledBillsMigration: Migration = {
  name: "bills_003_settled_lines",
  up(db) {
    db.exec(`
      CREATE TABLE settled_bills (
        bill_no TEXT PRIMARY KEY,
        order_count INTEGER NOT NULL,
        order_cents INTEGER NOT NULL,
        reward_cents INTEGER NOT NULL,
        deduct_cents INTEGER NOT NULL,
        total_cents INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE settled_bill_lines (
        bill_no TEXT NOT NULL,
        line_id TEXT NOT NULL,
        order_no TEXT NOT NULL,
        finish_time TEXT NOT NULL,
        server_types TEXT,
        goods_names TEXT,
        total_cents INTEGER NOT NULL,
        worker_total_cents INTEGER NOT NULL,
        from_bill_no TEXT,
        PRIMARY KEY (bill_no, line_id)
      ) WITHOUT ROWID;
      CREATE TABLE bill_adjustments (
        id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        worker_id TEXT NOT NULL,
        kind INTEGER NOT NULL CHECK (kind IN (1, 2)),
        month TEXT NOT NULL,
        order_no TEXT NOT NULL,
        from_bill_no TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        reason TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX bill_adjustments_bill ON bill_adjustments(provider_id, kind, month, worker_id);
    `);
    // The bills an older database already settled keep the amounts they have now.
    freezeSettledBills(db);
  },
};
