/**
 * Exports in the stand-in's database (issue 43 E2, E4; tables:
 * mocks/db/migrations/046_exports_002_log_and_snapshots.ts). The first call of an export stores its snapshot (the
 * list's answer rows, in order) and its log row; each call serves a page of the snapshot by its cursor and counts
 * what was served; the last page marks the export 已完成 and drops its rows. An export not asked for EXPORT_IDLE_MS is
 * lapsed (未完成 for good) and its rows dropped at the next export call.
 */
import crypto from "node:crypto";
import type { ExportLogRow } from "../../src/api/staff";
import type { ExportPage } from "../../src/api/types";
import { EXPORT_EXPIRED_MESSAGE, EXPORT_PAGE_SIZE } from "../../src/domain/exports";
import type { Db } from "../db/types";
import { invalid } from "../errors";
import { storedObject } from "./exportFilter";

/** How long an export's snapshot waits for its next call (the dialog asks one page after another). */
export const EXPORT_IDLE_MS = 10 * 60_000;

/** `export_log.state`: being served, every page served, left (cancelled, abandoned: its rows are gone). */
const STATE = { open: 0, completed: 1, lapsed: 2 } as const;

/**
 * Records per stored chunk of a snapshot (`export_rows.seq` numbers the chunks): 100 inserts of a JSON array each
 * instead of 10,000 of one record each, a third of the first call's time at the cap.
 */
const CHUNK = EXPORT_PAGE_SIZE;

/** What the first call of an export knows. */
export interface ExportStart {
  providerId: string;
  accountId: number;
  operator: string;
  /** The export call's path (a cursor is served only by the call that made it). */
  endpoint: string;
  listTitle: string;
  filter: Record<string, unknown>;
  filterText: string;
  /** The list's total at the start. */
  total: number;
  /** The snapshot: the list's answer rows, in its order. */
  records: readonly unknown[];
  createdAt: string;
  now: number;
}

/** An export whose snapshot is still kept. */
export interface OpenExport {
  id: number;
  exportId: string;
  total: number;
  snapshotCount: number;
}

/** Stores an export's log row and snapshot. */
export function startExport(db: Db, start: ExportStart): OpenExport {
  const exportId = crypto.randomBytes(16).toString("hex");
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO export_log (export_id, provider_id, account_id, operator, endpoint, list_title, filter_json,
           filter_text, total, snapshot_count, created_at, touched_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        exportId,
        start.providerId,
        start.accountId,
        start.operator,
        start.endpoint,
        start.listTitle,
        JSON.stringify(start.filter),
        start.filterText,
        start.total,
        start.records.length,
        start.createdAt,
        start.now,
      );
    const id = Number(lastInsertRowid);
    const chunk = db.prepare("INSERT INTO export_rows (log_id, seq, record) VALUES (?, ?, ?)");
    for (let from = 0; from < start.records.length; from += CHUNK)
      chunk.run(id, from / CHUNK, JSON.stringify(start.records.slice(from, from + CHUNK)));
    return { id, exportId, total: start.total, snapshotCount: start.records.length };
  })();
}

const CURSOR = /^([0-9a-f]{32})\.(\d{1,6})$/;

/**
 * The export a cursor continues and the position it names, when the caller's own call may still serve it; otherwise
 * the refusal EXPORT_EXPIRED_MESSAGE (envelope code 400): unknown, malformed, another account's or another list's,
 * finished, or lapsed.
 */
export function continueExport(
  db: Db,
  cursor: string,
  caller: { accountId: number; endpoint: string },
  now: number,
): { open: OpenExport; position: number } {
  const match = CURSOR.exec(cursor);
  if (!match) return invalid(EXPORT_EXPIRED_MESSAGE);
  const open = db
    .prepare(
      `SELECT id, export_id AS exportId, total, snapshot_count AS snapshotCount FROM export_log
       WHERE export_id = ? AND account_id = ? AND endpoint = ? AND state = ? AND touched_at >= ?`,
    )
    .get(match[1], caller.accountId, caller.endpoint, STATE.open, now - EXPORT_IDLE_MS) as
    OpenExport | undefined;
  const position = Number(match[2]);
  if (!open || position > open.snapshotCount) return invalid(EXPORT_EXPIRED_MESSAGE);
  return { open, position };
}

/** The page of `size` rows from `position`: counted as served; the last one completes the export. */
export function servePage<T>(db: Db, open: OpenExport, position: number, size: number, now: number) {
  return db.transaction((): ExportPage<T> => {
    const chunks = db
      .prepare("SELECT record FROM export_rows WHERE log_id = ? AND seq >= ? AND seq <= ? ORDER BY seq")
      .pluck()
      .all(open.id, Math.floor(position / CHUNK), Math.floor((position + size - 1) / CHUNK)) as string[];
    const first = Math.floor(position / CHUNK) * CHUNK;
    const records = chunks
      .flatMap((chunk) => JSON.parse(chunk) as T[])
      .slice(position - first, position - first + size);
    const end = position + records.length;
    const last = end >= open.snapshotCount;
    db.prepare(
      "UPDATE export_log SET row_count = MAX(row_count, ?), state = ?, touched_at = ? WHERE id = ?",
    ).run(end, last ? STATE.completed : STATE.open, now, open.id);
    if (last) db.prepare("DELETE FROM export_rows WHERE log_id = ?").run(open.id);
    return {
      exportId: open.exportId,
      records,
      total: open.total,
      nextCursor: last ? null : `${open.exportId}.${end}`,
    };
  })();
}

/** Lapses the exports left longer than EXPORT_IDLE_MS and drops their rows. */
export function pruneExports(db: Db, now: number): void {
  db.transaction(() => {
    const left = db
      .prepare("SELECT id FROM export_log WHERE state = ? AND touched_at < ?")
      .pluck()
      .all(STATE.open, now - EXPORT_IDLE_MS) as number[];
    const drop = db.prepare("DELETE FROM export_rows WHERE log_id = ?");
    const lapse = db.prepare("UPDATE export_log SET state = ? WHERE id = ?");
    for (const id of left) {
      drop.run(id);
      lapse.run(STATE.lapsed, id);
    }
  })();
}

interface StoredLog {
  id: number;
  accountId: number;
  operator: string;
  listTitle: string;
  filterJson: string;
  filterText: string;
  total: number;
  rowCount: number;
  state: number;
  createdAt: string;
}

/** A page of the provider's exports, newest first (导出记录). */
export function exportLogPage(
  db: Db,
  providerId: string,
  page: { size: number; offset: number },
): { total: number; records: ExportLogRow[] } {
  const total = db
    .prepare("SELECT COUNT(*) FROM export_log WHERE provider_id = ?")
    .pluck()
    .get(providerId) as number;
  const rows = db
    .prepare(
      `SELECT id, account_id AS accountId, operator, list_title AS listTitle, filter_json AS filterJson,
         filter_text AS filterText, total, row_count AS rowCount, state, created_at AS createdAt
       FROM export_log WHERE provider_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(providerId, page.size, page.offset) as StoredLog[];
  return {
    total,
    records: rows.map((row) => ({
      id: String(row.id),
      time: row.createdAt,
      operator: row.operator,
      operatorId: String(row.accountId),
      listTitle: row.listTitle,
      filter: storedObject(row.filterJson),
      filterText: row.filterText,
      count: row.rowCount,
      total: row.total,
      status: row.state === STATE.completed ? 1 : 0,
    })),
  };
}
