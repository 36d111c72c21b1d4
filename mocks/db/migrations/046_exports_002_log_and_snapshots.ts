/**
 * Issue 43 (audit E1, E2, E4): exports are their own calls, paged by a cursor over a snapshot, and recorded.
 * - `export_log`: one row per export (its first call): the provider, the account and its display name then, when,
 *   the list's Chinese title, the search (its JSON and the text the console showed), the list's total then, the
 *   rows the snapshot holds, the rows served so far and its state: 0 being served, 1 every page served (已完成),
 *   2 left (cancelled or abandoned: 未完成 for good, its rows dropped). Read by 导出记录 (the main account's), newest
 *   first by provider. `touched_at` (ms) is the last call's time (mocks/exports/exportStore.ts).
 * - `export_rows`: the snapshot, the answer rows of the list's own handler for the whole search (up to EXPORT_CAP)
 *   in the list's order, as JSON arrays of 100 (`seq` numbers the chunks), fixed by the first call; pages are served
 *   from it, then it is dropped (last page served, or expired).
 */
import type { Migration } from "../types";

export const exportLogMigration: Migration = {
  name: "exports_002_log_and_snapshots",
  up: `
    CREATE TABLE export_log (
      id INTEGER PRIMARY KEY,
      export_id TEXT NOT NULL UNIQUE,
      provider_id TEXT NOT NULL,
      account_id INTEGER NOT NULL,
      operator TEXT NOT NULL,
      endpoint TEXT NOT NULL,
      list_title TEXT NOT NULL,
      filter_json TEXT NOT NULL,
      filter_text TEXT NOT NULL,
      total INTEGER NOT NULL,
      snapshot_count INTEGER NOT NULL,
      row_count INTEGER NOT NULL DEFAULT 0,
      state INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      touched_at INTEGER NOT NULL
    );
    CREATE INDEX export_log_by_provider ON export_log (provider_id, id DESC);
    CREATE INDEX export_log_open ON export_log (touched_at) WHERE state = 0;
    CREATE TABLE export_rows (
      log_id INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      record TEXT NOT NULL,
      PRIMARY KEY (log_id, seq)
    ) WITHOUT ROWID;
  `,
};
