import type { Migration } from "../types";

/**
 * The stand-in's own facts (`meta`: key and value, e.g. when and at which scale it was seeded).
 */
export const metaMigration: Migration = {
  name: "001_meta",
  up: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
};
