import type Database from "better-sqlite3";

/** The stand-in's database connection. */
export type Db = Database.Database;

/**
 * One schema migration (mocks/db/migrations/): a named step that runs once, in a transaction, and is recorded in the
 * `_migrations` table. Never edit, reorder or rename a step that has shipped: append a new one.
 */
export interface Migration {
  /** Unique, e.g. "003_orders". */
  name: string;
  /** SQL text, or a function for steps that need logic. */
  up: string | ((db: Db) => void);
}
