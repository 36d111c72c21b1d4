import type { Migration } from "../types";

/**
 * Issue 10: a worker's order-taking settings (one row once something is set; the reads answer defaults
 * before), the emergency contact of the profile, and the record of order transfers between workers. Classes are
 * goods_categories ids, areas AreaRef JSON lists, config a WorkerConfig JSON object.
 */
export const workerSettingsMigration: Migration = {
  name: "workers_002_settings",
  up: `
      ALTER TABLE workers ADD COLUMN emergency_contact TEXT;
      ALTER TABLE workers ADD COLUMN emergency_mobile TEXT;
      CREATE TABLE worker_settings (
        worker_id TEXT PRIMARY KEY REFERENCES workers(worker_id),
        non_free INTEGER NOT NULL DEFAULT 0,
        percent INTEGER NOT NULL DEFAULT 0,
        area_type INTEGER NOT NULL DEFAULT 1,
        non_free_areas TEXT NOT NULL DEFAULT '[]',
        free_classes TEXT NOT NULL DEFAULT '[]',
        non_free_classes TEXT NOT NULL DEFAULT '[]',
        config TEXT,
        tmall_id TEXT,
        tmall_synced INTEGER NOT NULL DEFAULT 0,
        under_taking INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE worker_transfers (
        id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        order_no TEXT NOT NULL,
        from_worker_id TEXT NOT NULL,
        from_worker_name TEXT NOT NULL,
        to_worker_id TEXT NOT NULL,
        to_worker_name TEXT NOT NULL,
        transfer_type INTEGER NOT NULL CHECK (transfer_type IN (1, 2)),
        operator TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX worker_transfers_from ON worker_transfers(provider_id, from_worker_id, id);
      CREATE INDEX worker_transfers_to ON worker_transfers(provider_id, to_worker_id, id);
      -- 师傅服务数据 aggregates every order of a period by worker: covered by this index, no table reads.
      CREATE INDEX orders_provider_assess ON orders(provider_id, created, worker_id, order_status);
    `,
};
