/**
 * Issue 40: what every write records besides its change.
 * - live_events gains the records touched (`ids`), what changed (`change`), who made it (`operator`), the verb a
 *   colleague's refused write quotes (`label`) and who may hear it (`audience`), each JSON text. Rows written before
 *   have SQL NULL there: no ids, no change, no operator, and the channel's default audience (mocks/live/events.ts).
 * - record_versions: per record (`${channel}:${id}`) the id of the last event that touched it, the version a write
 *   carries in `X-Record-Version` (mocks/live/versions.ts).
 * - idempotency_keys: the first successful answer of a write per account and `Idempotency-Key`, kept 24 h
 *   (mocks/live/idempotency.ts).
 */
import type { Migration } from "../types";

export const liveWritesMigration: Migration = {
  name: "live_002_write_events",
  up: `
    ALTER TABLE live_events ADD COLUMN ids TEXT;
    ALTER TABLE live_events ADD COLUMN change TEXT;
    ALTER TABLE live_events ADD COLUMN operator TEXT;
    ALTER TABLE live_events ADD COLUMN label TEXT;
    ALTER TABLE live_events ADD COLUMN audience TEXT;
    CREATE TABLE record_versions (
      record_key TEXT PRIMARY KEY,
      event_id INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE idempotency_keys (
      account_id INTEGER NOT NULL,
      idem_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      envelope TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, idem_key)
    ) WITHOUT ROWID;
    CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
  `,
};
