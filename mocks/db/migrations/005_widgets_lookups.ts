import type { Migration } from "../types";

/**
 * Lookups behind the shared form widgets (issue 3): worker search, goods categories, merchant search.
 * `workers` is the general workers table; later issues add columns with their own migrations.
 */
export const widgetLookupsMigration: Migration = {
  name: "widgets_lookups",
  up: `
      CREATE TABLE workers (
        worker_id TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        worker_name TEXT NOT NULL,
        worker_mobile TEXT NOT NULL UNIQUE,
        status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 5),
        created TEXT NOT NULL
      );
      CREATE INDEX workers_provider ON workers(provider_id, created);
      CREATE TABLE goods_categories (
        id INTEGER PRIMARY KEY,
        pid INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        level INTEGER NOT NULL CHECK (level IN (1, 2)),
        sort INTEGER NOT NULL,
        service_ids TEXT NOT NULL,
        scope_types TEXT NOT NULL
      );
      CREATE INDEX goods_categories_parent ON goods_categories(pid, sort);
      CREATE TABLE merchants (
        merchant_id TEXT PRIMARY KEY,
        nick_name TEXT NOT NULL,
        merchant_name TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_mobile TEXT NOT NULL,
        person_type INTEGER NOT NULL CHECK (person_type IN (1, 2)),
        created TEXT NOT NULL
      );
      CREATE INDEX merchants_nick ON merchants(nick_name);
    `,
};
