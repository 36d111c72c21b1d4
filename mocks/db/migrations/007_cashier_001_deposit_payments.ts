import type { Migration } from "../types";

/**
 * Cashier (issue 3): pay channels per provider and the deposit payments (spec §4 payment status).
 */
export const cashierMigration: Migration = {
  name: "cashier_001_deposit_payments",
  up: `
      CREATE TABLE pay_sources (
        provider_id TEXT PRIMARY KEY,
        ali_pay INTEGER NOT NULL DEFAULT 1,
        wechat INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE deposit_payments (
        finance_trans_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        contract_no TEXT NOT NULL,
        biz_no TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        pay_way INTEGER NOT NULL,
        pay_channel INTEGER NOT NULL,
        pay_status INTEGER NOT NULL,
        qr_code_url TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX deposit_payments_provider ON deposit_payments(provider_id, pay_status);
      CREATE INDEX deposit_payments_contract ON deposit_payments(contract_no, pay_status);
    `,
};
