import type { Migration } from "../types";

/**
 * Personal centre (issue 11): the provider's company profile, abilities and covers (JSON lists), its real-name
 * identification, and its contracts with their deposits (paid through deposit_payments).
 */
export const personalMigration: Migration = {
  name: "personal_001_profiles_contracts",
  up: `
      CREATE TABLE provider_profiles (
        provider_id TEXT PRIMARY KEY REFERENCES providers(id),
        company_name TEXT NOT NULL DEFAULT '',
        credit_code TEXT NOT NULL DEFAULT '',
        legal_person TEXT NOT NULL DEFAULT '',
        contact_name TEXT NOT NULL DEFAULT '',
        area TEXT NOT NULL DEFAULT '{}',
        detail_address TEXT NOT NULL DEFAULT '',
        abilities TEXT NOT NULL DEFAULT '[]',
        covers TEXT NOT NULL DEFAULT '[]',
        real_name TEXT,
        id_card_no TEXT,
        id_card_front TEXT,
        id_card_back TEXT,
        identified_at TEXT
      );
      CREATE TABLE provider_contracts (
        contract_code TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        contract_name TEXT NOT NULL,
        contract_status INTEGER NOT NULL DEFAULT 0,
        contract_advise TEXT,
        content TEXT NOT NULL,
        sign_time TEXT,
        contract_file TEXT,
        deposit_cents INTEGER,
        deposit_biz_no TEXT,
        deposit_paid_at TEXT,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX provider_contracts_provider ON provider_contracts(provider_id, sort);
      CREATE TABLE mobile_change_tickets (
        token TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        old_mobile TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
};
