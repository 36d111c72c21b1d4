/**
 * The migration runner: applies the steps not yet recorded in the `_migrations` ledger, each in its own transaction,
 * and records them (name and time). The steps and their order are in ./index.ts.
 */
import type { Db, Migration } from "../types";

const LEDGER = "_migrations";

/** Applies the steps not yet recorded, in their order; returns their names. */
export function runMigrations(db: Db, steps: readonly Migration[]): string[] {
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`duplicate migration name: ${step.name}`);
    names.add(step.name);
  }
  db.exec(`CREATE TABLE IF NOT EXISTS ${LEDGER} (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`);
  const done = new Set(
    db
      .prepare(`SELECT name FROM ${LEDGER}`)
      .pluck()
      .all()
      .map((name) => String(name)),
  );
  const record = db.prepare(`INSERT INTO ${LEDGER} (name, applied_at) VALUES (?, ?)`);
  const applied: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    db.transaction(() => {
      if (typeof step.up === "string") db.exec(step.up);
      else step.up(db);
      record.run(step.name, new Date().toISOString());
    })();
    applied.push(step.name);
  }
  return applied;
}

/** The tables that hold data (everything but SQLite's own and the migration ledger). */
export function dataTables(db: Db): string[] {
  // Plain tables only: virtual tables (FTS5) and their shadow tables are cleared through their own commands.
  return db
    .prepare(
      `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name != ?`,
    )
    .pluck()
    .all(LEDGER)
    .map((name) => String(name));
}

/** The FTS5 tables (reseed empties them with their 'delete-all' command). */
export function ftsTables(db: Db): string[] {
  return db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5(%'`,
    )
    .pluck()
    .all()
    .map((name) => String(name));
}
