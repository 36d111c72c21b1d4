/**
 * Issue 28 §2: the providers' live events, the push channel's replay log (mocks/live/events.ts writes and reads them;
 * live_002_write_events adds their columns of issue 40).
 */
import type { Migration } from "../types";

export const liveEventsMigration: Migration = {
  name: "live_001_events",
  up: `
    CREATE TABLE live_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      provider_id TEXT NOT NULL,
      account_id INTEGER,
      channel TEXT NOT NULL,
      type TEXT NOT NULL,
      payload TEXT NOT NULL DEFAULT '{}',
      created_at INTEGER NOT NULL
    );
    CREATE INDEX live_events_provider ON live_events(provider_id, id);
  `,
};
