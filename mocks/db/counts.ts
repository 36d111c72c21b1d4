/**
 * The totals of paged lists, remembered until their table changes.
 *
 * A list call answers a page and the total of rows matching its filters; at 100k rows of one provider the
 * `COUNT(*)` is most of the call (≈ 4 ms), and it answers the same number until a row of that table is written.
 * Triggers (migration `counts_001_table_versions`) bump a table's version on every insert, update and delete; a
 * remembered total is reused only while the version it was counted at is still the table's. The version row carries
 * a random epoch set when it is created, so emptying and re-seeding the tables never meets an old total by chance.
 */
import type { Db } from "./types";

/** Tables whose list totals are remembered (each has its triggers in the migration). */
export const COUNTED_TABLES = [
  "orders",
  "work_orders",
  "order_alerts",
  // Issue 30: the service order lists (mocks/db/migrations/039_lists_001_list_indexes.ts).
  "presale_service_orders",
  "after_sale_servers",
] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

/** Remembered totals per database; a bound on distinct filter combinations keeps the memory small. */
const MAX_ENTRIES = 1000;

interface Remembered {
  stamp: string;
  total: number;
}

const caches = new WeakMap<Db, Map<string, Remembered>>();

/** The table's current version stamp ("epoch:version"), or null when its row is missing (not remembered then). */
function stampOf(db: Db, table: CountedTable): string | null {
  const row = db.prepare("SELECT epoch, version FROM table_versions WHERE name = ?").get(table) as
    { epoch: number; version: number } | undefined;
  return row ? `${row.epoch}:${row.version}` : null;
}

/** `SELECT COUNT(*) FROM <table> <alias> WHERE <where>` with `args`, remembered until the table changes. */
export function countRows(
  db: Db,
  table: CountedTable,
  alias: string,
  where: string,
  args: unknown[],
): number {
  const sql = `SELECT COUNT(*) FROM ${table} ${alias} WHERE ${where}`;
  const stamp = stampOf(db, table);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${sql}\u0000${JSON.stringify(args)}`;
  const remembered = cache.get(key);
  if (stamp !== null && remembered?.stamp === stamp) return remembered.total;
  const total = db
    .prepare(sql)
    .pluck()
    .get(...args) as number;
  if (stamp !== null) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { stamp, total });
  }
  return total;
}

/** Triggers that bump `table`'s row of table_versions on every insert, update and delete (the versions this module reads). */
export function versionTriggers(table: string): string {
  return ["INSERT", "UPDATE", "DELETE"]
    .map(
      (event) => `CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN
        INSERT INTO table_versions (name, epoch, version) VALUES ('${table}', abs(random()), 1)
          ON CONFLICT(name) DO UPDATE SET version = version + 1;
      END;`,
    )
    .join("\n");
}
