import type { Migration } from "../types";

/**
 * Hotline dialer (issue 3): dictionaries (seat numbers), the stand-in's hotline settings, call history.
 */
export const hotlineMigration: Migration = {
  name: "hotline_001_seats_calls",
  up: `
      CREATE TABLE dictionary_items (
        id INTEGER PRIMARY KEY,
        dict_type TEXT NOT NULL,
        dict_value TEXT NOT NULL,
        dict_label TEXT,
        sort INTEGER NOT NULL DEFAULT 0,
        UNIQUE (dict_type, dict_value)
      );
      CREATE TABLE hotline_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE hotline_calls (
        id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        account_id INTEGER NOT NULL,
        callee_mobile TEXT NOT NULL,
        caller_mobile TEXT NOT NULL,
        order_no TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX hotline_calls_provider ON hotline_calls(provider_id, id);
    `,
};
