/**
 * 师傅结算 pays the worker (issue 43, audit B3): settling a worker bill stores a payout of the amount it was settled
 * with (settled_bills.total_cents), and the worker's wallet (mocks/workers/workerLedger.ts) shows it as a 账单结算
 * record on top of its derived history, its balance with it.
 *
 * `worker_payouts`: one row per worker bill settled through the settlement call, keyed by the bill (a bill is paid
 * once). The bills the seed settled, or an older database settled before this step, are part of the wallets' derived
 * history and get no row.
 */
import type { Migration } from "../types";

export const workerPayoutsMigration: Migration = {
  name: "bills_004_worker_payouts",
  up: `
    CREATE TABLE worker_payouts (
      bill_no TEXT PRIMARY KEY,
      provider_id TEXT NOT NULL,
      worker_id TEXT NOT NULL,
      bill_month TEXT NOT NULL,
      amount_cents INTEGER NOT NULL,
      created TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX worker_payouts_worker ON worker_payouts(worker_id, created);
  `,
};
