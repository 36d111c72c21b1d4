/**
 * Live events (issue 28 §2): what a provider's open consoles should learn about, written in the same transaction as
 * the change they report. The push channel (SSE) streams a provider's rows by increasing id, and a reconnecting
 * console resumes after the last id it saw (`Last-Event-ID`), so the table is also the replay log. Events are kept
 * for a bounded time (`pruneLiveEvents`).
 */
import type { Migration } from "../db/migrations";
import type { Db } from "../db/types";

/** What changed, by the console's live channel (refine's `LiveEvent.channel`). */
export type LiveChannel = "orders" | "workOrders" | "messages" | "alerts" | "account";

export interface LiveEventInput {
  providerId: string;
  /** One account only (e.g. its permissions changed); omitted = every account of the provider. */
  accountId?: number;
  channel: LiveChannel;
  /** What happened, e.g. "created", "updated", "accepted", "replied", "opened", "closed", "permissions". */
  type: string;
  /** Small JSON facts the console shows or links with (an order number, a title); never a secret. */
  payload?: Record<string, unknown>;
}

export interface LiveEventRow {
  id: number;
  providerId: string;
  accountId: number | null;
  channel: LiveChannel;
  type: string;
  payload: Record<string, unknown>;
  /** Epoch milliseconds. */
  createdAt: number;
}

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

/** Records an event; call it inside the transaction of the write it reports. Returns the event's id. */
export function emitLiveEvent(db: Db, event: LiveEventInput, now: number = Date.now()): number {
  const result = db
    .prepare(
      "INSERT INTO live_events (provider_id, account_id, channel, type, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(
      event.providerId,
      event.accountId ?? null,
      event.channel,
      event.type,
      JSON.stringify(event.payload ?? {}),
      now,
    );
  return Number(result.lastInsertRowid);
}

interface StoredEvent {
  id: number;
  provider_id: string;
  account_id: number | null;
  channel: LiveChannel;
  type: string;
  payload: string;
  created_at: number;
}

/** The events after `afterId` that `accountId` of `providerId` may see, oldest first, at most `limit`. */
export function liveEventsAfter(
  db: Db,
  providerId: string,
  accountId: number,
  afterId: number,
  limit = 500,
): LiveEventRow[] {
  const rows = db
    .prepare(
      `SELECT * FROM live_events WHERE provider_id = ? AND id > ? AND (account_id IS NULL OR account_id = ?)
       ORDER BY id LIMIT ?`,
    )
    .all(providerId, afterId, accountId, limit) as StoredEvent[];
  return rows.map(toRow);
}

function toRow(row: StoredEvent): LiveEventRow {
  return {
    id: row.id,
    providerId: row.provider_id,
    accountId: row.account_id,
    channel: row.channel,
    type: row.type,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

/** Every provider's events after `afterId`, oldest first, at most `limit` (the hub fans them out). */
export function liveEventsSince(db: Db, afterId: number, limit = 1000): LiveEventRow[] {
  const rows = db
    .prepare("SELECT * FROM live_events WHERE id > ? ORDER BY id LIMIT ?")
    .all(afterId, limit) as StoredEvent[];
  return rows.map(toRow);
}

/**
 * The last id ever given (the AUTOINCREMENT sequence): unlike max(id) it survives pruning and a reseed's emptied
 * table, so a console's last id stays comparable.
 */
export function liveSequence(db: Db): number {
  const row = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'live_events'").get() as
    { seq: number } | undefined;
  return row?.seq ?? 0;
}

/**
 * Events with an id up to this one may have been forgotten (pruned or emptied by a reseed): a console whose last id
 * is below it cannot be replayed exactly.
 */
export function liveHorizon(db: Db): number {
  const row = db.prepare("SELECT min(id) AS id FROM live_events").get() as { id: number | null };
  return row.id === null ? liveSequence(db) : row.id - 1;
}

/** The newest event id of the whole table (0 when empty): where a console that has seen nothing starts. */
export function lastLiveEventId(db: Db): number {
  const row = db.prepare("SELECT max(id) AS id FROM live_events").get() as { id: number | null };
  return row.id ?? 0;
}

/** Forgets events older than `keepMs` (a console away longer than that reloads its lists instead of replaying). */
export function pruneLiveEvents(db: Db, now: number, keepMs: number): number {
  return db.prepare("DELETE FROM live_events WHERE created_at < ?").run(now - keepMs).changes;
}
