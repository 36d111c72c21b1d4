import { versionTriggers } from "../counts";
import type { Migration } from "../types";

/**
 * List totals remembered until their table changes (mocks/db/counts.ts): a version per table, bumped by triggers;
 * the epoch is random per row, so a table emptied and re-seeded never matches an old version by chance.
 */
export const tableVersionsMigration: Migration = {
  name: "counts_001_table_versions",
  up: `
      CREATE TABLE table_versions (
        name TEXT PRIMARY KEY,
        epoch INTEGER NOT NULL,
        version INTEGER NOT NULL
      );
      INSERT INTO table_versions (name, epoch, version)
        VALUES ('orders', abs(random()), 0), ('work_orders', abs(random()), 0);
      -- The bills, alerts and workers migrations added indexes on orders and work_orders: a database seeded
      -- before them needs fresh statistics, or the planner sorts 100k rows through a bill index instead of
      -- reading the list's own (sampled, as the seed does).
      PRAGMA analysis_limit = 1000;
      ANALYZE orders;
      ANALYZE work_orders;
      ${versionTriggers("orders")}
      ${versionTriggers("work_orders")}
    `,
};
