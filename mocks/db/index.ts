import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { followContractGrants } from "../accounts/contractGrants";
import { applyMigrations } from "./migrations";
import { isSeeded, runSeed, type SeedOptions } from "./seed";
import type { Db } from "./types";

export type { Db } from "./types";
export { applyMigrations, migrations, type Migration } from "./migrations";
export { isSeeded, reseed, runSeed, seededScale, seedModules, SEED_ANCHOR, type SeedModule } from "./seed";

export const DB_FILE_NAME = "standin.sqlite";

/**
 * Opens the database in `dataDir` (created when missing), in WAL mode; without a directory, an in-memory database.
 * Applies pending migrations.
 */
export function openDatabase(dataDir?: string): Db {
  let db: Db;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    db = new Database(path.join(dataDir, DB_FILE_NAME));
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
  } else {
    db = new Database(":memory:");
  }
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  applyMigrations(db);
  return db;
}

/**
 * Opens (or creates) the database and seeds it when it has never been seeded; then the grants follow the contract
 * (mocks/accounts/contractGrants.ts).
 */
export function openSeededDatabase(
  dataDir: string | undefined,
  options: SeedOptions = {},
): { db: Db; freshlySeeded: boolean } {
  const db = openDatabase(dataDir);
  const freshlySeeded = !isSeeded(db);
  if (freshlySeeded) runSeed(db, options);
  // A screen or btn code added to the contract since the database was seeded reaches its full accounts.
  followContractGrants(db);
  return { db, freshlySeeded };
}
