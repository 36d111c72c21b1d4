import type { Migration } from "../types";

/**
 * Issue 10: the worker roster — service types (comma list of codes), area (ids for the filter, the AreaRef as
 * JSON for the answers), grade, the register fields, labels, and the log of status changes with their reasons.
 */
export const workerRosterMigration: Migration = {
  name: "workers_001_roster",
  up: `
      ALTER TABLE workers ADD COLUMN server_types TEXT NOT NULL DEFAULT '1';
      ALTER TABLE workers ADD COLUMN province_id INTEGER;
      ALTER TABLE workers ADD COLUMN city_id INTEGER;
      ALTER TABLE workers ADD COLUMN area_id INTEGER;
      ALTER TABLE workers ADD COLUMN area_json TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE workers ADD COLUMN grade INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE workers ADD COLUMN score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE workers ADD COLUMN gender INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE workers ADD COLUMN id_card_no TEXT NOT NULL DEFAULT '';
      ALTER TABLE workers ADD COLUMN id_card_front TEXT;
      ALTER TABLE workers ADD COLUMN id_card_back TEXT;
      ALTER TABLE workers ADD COLUMN detail_address TEXT NOT NULL DEFAULT '';
      ALTER TABLE workers ADD COLUMN last_login TEXT;
      CREATE TABLE worker_labels (
        id INTEGER PRIMARY KEY,
        worker_id TEXT NOT NULL,
        label_id TEXT NOT NULL,
        label_name TEXT NOT NULL,
        label_description TEXT NOT NULL,
        label_icon TEXT NOT NULL,
        prov_platform INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX worker_labels_worker ON worker_labels(worker_id, id);
      CREATE TABLE worker_status_log (
        id INTEGER PRIMARY KEY,
        worker_id TEXT NOT NULL,
        from_status INTEGER NOT NULL,
        to_status INTEGER NOT NULL,
        reason TEXT NOT NULL,
        operator TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX worker_status_log_worker ON worker_status_log(worker_id, id);
    `,
};
