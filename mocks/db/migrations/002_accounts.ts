import type { Migration } from "../types";

/**
 * Providers, their accounts, sessions, SMS codes and picture captchas (spec §4).
 */
export const accountsMigration: Migration = {
  name: "002_accounts",
  up: `
      CREATE TABLE providers (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        mobile TEXT NOT NULL,
        avatar TEXT,
        settle_phase INTEGER NOT NULL DEFAULT 1,
        is_first_entry INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        mobile TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        account_kind INTEGER NOT NULL DEFAULT 2,
        menus TEXT NOT NULL DEFAULT '[]',
        buttons TEXT NOT NULL DEFAULT '[]',
        password_login_blocked INTEGER NOT NULL DEFAULT 0,
        failed_password_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX accounts_provider ON accounts(provider_id);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        terminal_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        scene TEXT NOT NULL,
        code TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX sms_codes_lookup ON sms_codes(mobile, scene, sent_at);
      CREATE TABLE captchas (
        captcha_key TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
};
