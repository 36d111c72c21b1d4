import type { Migration } from "../types";

/**
 * Issue 8: what the gateway remembers between calls — request nonces (replays are refused after a restart
 * too), wrong tries of an SMS code, the client address of each send and failed logins per client and per name.
 */
export const hardeningMigration: Migration = {
  name: "hardening_001_nonces_throttles",
  up: `
      CREATE TABLE request_nonces (
        nonce_key TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX request_nonces_expiry ON request_nonces(expires_at);
      ALTER TABLE sms_codes ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sms_codes ADD COLUMN client TEXT NOT NULL DEFAULT '';
      CREATE INDEX sms_codes_by_client ON sms_codes(client, sent_at);
      CREATE INDEX sms_codes_by_time ON sms_codes(sent_at);
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        client TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_by_client ON login_failures(client, at);
      CREATE TABLE unknown_login_names (
        username TEXT PRIMARY KEY,
        failed_count INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
};
