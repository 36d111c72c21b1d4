import type { Migration } from "../types";

/**
 * Issue 11: bills. A bill's orders and amounts are derived from the orders (its month of finish_time); the tables
 * hold what is not derived: the bill's number, status and finish time, and a worker bill's rewards / deductions.
 */
export const billsMigration: Migration = {
  name: "bills_001_bills",
  up: `
      CREATE TABLE provider_bills (
        bill_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        bill_month TEXT NOT NULL,
        bill_status INTEGER NOT NULL CHECK (bill_status BETWEEN 1 AND 3),
        created TEXT NOT NULL,
        finish_time TEXT,
        UNIQUE (provider_id, bill_month)
      );
      CREATE TABLE worker_bills (
        bill_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        worker_id TEXT NOT NULL,
        bill_month TEXT NOT NULL,
        bill_status INTEGER NOT NULL CHECK (bill_status BETWEEN 1 AND 3),
        created TEXT NOT NULL,
        finish_time TEXT,
        UNIQUE (provider_id, worker_id, bill_month)
      );
      CREATE INDEX worker_bills_provider ON worker_bills(provider_id, bill_month, bill_status);
      CREATE TABLE bill_rewards (
        id INTEGER PRIMARY KEY,
        bill_no TEXT NOT NULL REFERENCES worker_bills(bill_no),
        order_no TEXT,
        rwd_type INTEGER NOT NULL CHECK (rwd_type IN (1, 2)),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        reason TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX bill_rewards_bill ON bill_rewards(bill_no, id);
      -- Covers the bills' sums (a month of a provider's, or of one worker's, finished orders).
      CREATE INDEX orders_provider_finish
        ON orders(provider_id, finish_time, worker_id, settle_status, total_cents, worker_total_cents);
      CREATE INDEX orders_worker_finish
        ON orders(provider_id, worker_id, finish_time, settle_status, worker_total_cents);
    `,
};
