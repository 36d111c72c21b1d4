/**
 * Record versions (issue 40 §4): a record's version is the id of the last live event that named it, so it grows with
 * every write and costs one small row per record ever written. A read hands it out with the record (`withVersions`);
 * a write sends it back in `X-Record-Version`, and a record changed since is refused with who changed it and how
 * (mocks/live/writeEvents.ts).
 */
import { WRITE_HEADERS } from "../../src/api/endpoint";
import type { LiveChannelName } from "../../src/api/live";
import type { Db } from "../db/types";

/** The request header carrying the version a write was made on. */
export const RECORD_VERSION_HEADER = WRITE_HEADERS.recordVersion;

const recordKey = (channel: LiveChannelName, id: string) => `${channel}:${id}`;

/** Sets the version of each record to `eventId` (called by emitLiveEvent, in the write's transaction). */
export function setRecordVersions(
  db: Db,
  channel: LiveChannelName,
  ids: readonly string[],
  eventId: number,
): void {
  if (ids.length === 0) return;
  const upsert = db.prepare(
    `INSERT INTO record_versions (record_key, event_id) VALUES (?, ?)
     ON CONFLICT (record_key) DO UPDATE SET event_id = excluded.event_id`,
  );
  for (const id of ids) upsert.run(recordKey(channel, id), eventId);
}

/** The version of each record that was ever written (a record never written is absent: version 0). */
export function recordVersions(
  db: Db,
  channel: LiveChannelName,
  ids: readonly string[],
): Map<string, number> {
  const versions = new Map<string, number>();
  if (ids.length === 0) return versions;
  const prefix = `${channel}:`;
  // One statement for a page of rows: json_each turns the key list into a table the primary key joins on.
  const rows = db
    .prepare(
      `SELECT record_key AS recordKey, event_id AS eventId FROM record_versions
       WHERE record_key IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids.map((id) => recordKey(channel, id)))) as { recordKey: string; eventId: number }[];
  for (const row of rows) versions.set(row.recordKey.slice(prefix.length), row.eventId);
  return versions;
}

/** `rows` each with its record's `version` (0 when never written): what a read handler answers. */
export function withVersions<T extends object>(
  db: Db,
  channel: LiveChannelName,
  rows: readonly T[],
  keyOf: (row: T) => string | number,
): (T & { version: number })[] {
  const versions = recordVersions(
    db,
    channel,
    rows.map((row) => String(keyOf(row))),
  );
  return rows.map((row) => ({ ...row, version: versions.get(String(keyOf(row))) ?? 0 }));
}

/**
 * The version a write was made on: null when the header is absent (older clients are not checked), the integer
 * when it is one, or "invalid".
 */
export function parseRecordVersion(header: string | undefined): number | null | "invalid" {
  if (header === undefined || header.trim() === "") return null;
  const text = header.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : "invalid";
}

/** The newest version among `ids` above `version`, or null when none of them changed since. */
export function newerVersion(
  db: Db,
  channel: LiveChannelName,
  ids: readonly string[],
  version: number,
): number | null {
  let newest: number | null = null;
  for (const eventId of recordVersions(db, channel, ids).values()) {
    if (eventId > version && (newest === null || eventId > newest)) newest = eventId;
  }
  return newest;
}
