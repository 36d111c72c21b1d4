/**
 * Live events (issue 28 §2): what a provider's open consoles should learn about, written in the same transaction as
 * the change they report. The push channel (SSE) streams a provider's rows by increasing id, and a reconnecting
 * console resumes after the last id it saw (`Last-Event-ID`), so the table is also the replay log. Events are kept
 * for a bounded time (`pruneLiveEvents`). Issue 40: an event also names the records it touched (their versions move
 * to its id), what changed, who made it and which menus hear it. The table: migrations `live_001_events` and
 * `live_002_write_events` (mocks/db/migrations/037_live_001_events.ts, 040_live_002_write_events.ts).
 */
import { LIVE_AUDIENCE, type LiveChange, type LiveChannelName, type LiveOperator } from "../../src/api/live";
import type { Db } from "../db/types";
import { setRecordVersions } from "./versions";

/** What changed, by the console's live channel (refine's `LiveEvent.channel`). */
export type LiveChannel = LiveChannelName;

export interface LiveEventInput {
  providerId: string;
  /** One account only (e.g. its permissions changed); omitted = every account of the provider. */
  accountId?: number;
  channel: LiveChannel;
  /** What happened, e.g. "created", "updated", "accepted", "replied", "opened", "closed", "permissions". */
  type: string;
  /** Small JSON facts the console shows or links with (an order number, a title); never a secret. */
  payload?: Record<string, unknown>;
  /** The records touched, by the channel's record key; each one's version becomes this event's id. */
  ids?: readonly string[];
  /** What changed (status from → to, fields, facts). */
  change?: LiveChange;
  /** Who made it; omitted for what comes from outside the console (a merchant, the platform, a worker). */
  operator?: LiveOperator;
  /** The verb a colleague's refused write quotes (「…于 10:32 预约」). */
  label?: string;
  /** The menus whose holders hear it (null = every account); default: the channel's (LIVE_AUDIENCE). */
  audience?: readonly string[] | null;
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
  /** Empty for an event that names no record (and for rows written before issue 40). */
  ids: string[];
  change: LiveChange | null;
  operator: LiveOperator | null;
  label: string | null;
  /** The menus whose holders hear it; null = every account of the provider. */
  audience: readonly string[] | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Records an event; call it inside the transaction of the write it reports. Returns the event's id. */
export function emitLiveEvent(db: Db, event: LiveEventInput, now: number = Date.now()): number {
  const ids = [...new Set(event.ids ?? [])];
  const audience = event.audience === undefined ? LIVE_AUDIENCE[event.channel] : event.audience;
  const result = db
    .prepare(
      `INSERT INTO live_events (provider_id, account_id, channel, type, payload, created_at, ids, change, operator,
         label, audience) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      event.providerId,
      event.accountId ?? null,
      event.channel,
      event.type,
      JSON.stringify(event.payload ?? {}),
      now,
      ids.length > 0 ? JSON.stringify(ids) : null,
      json(event.change),
      json(event.operator),
      event.label ?? null,
      // 'null' (everyone) is written out: SQL NULL marks a row from before audiences, heard by its channel's default.
      JSON.stringify(audience),
    );
  const id = Number(result.lastInsertRowid);
  setRecordVersions(db, event.channel, ids, id);
  return id;
}

interface StoredEvent {
  id: number;
  provider_id: string;
  account_id: number | null;
  channel: LiveChannel;
  type: string;
  payload: string;
  created_at: number;
  ids: string | null;
  change: string | null;
  operator: string | null;
  label: string | null;
  audience: string | null;
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

function parsed<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
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
    ids: parsed<string[]>(row.ids) ?? [],
    change: parsed<LiveChange>(row.change),
    operator: parsed<LiveOperator>(row.operator),
    label: row.label,
    // A channel unknown to LIVE_AUDIENCE (none today) is heard by everyone rather than by no one.
    audience: row.audience === null ? (LIVE_AUDIENCE[row.channel] ?? null) : parsed<string[]>(row.audience),
  };
}

/** One event by id, or null once pruned (a stale write's refusal quotes the event that set the version). */
export function liveEventById(db: Db, id: number): LiveEventRow | null {
  const row = db.prepare("SELECT * FROM live_events WHERE id = ?").get(id) as StoredEvent | undefined;
  return row ? toRow(row) : null;
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
