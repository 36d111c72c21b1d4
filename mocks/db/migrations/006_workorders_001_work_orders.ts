import type { Migration } from "../types";

/**
 * After-sales work orders (issue 4: the 工单列表 badge, needDealNums). Codes: src/domain/workOrderStatus.ts
 * (result_status 1-9, response_status 1-5, assigned_type 1 worker / 2 provider) and workOrderTypes.ts
 * (work_type 1-17). worker_id is the assignee: the provider id when assigned_type = 2. The after-sales issue
 * extends this table with its own migrations.
 */
export const workOrdersMigration: Migration = {
  name: "workorders_001_work_orders",
  up: `
      CREATE TABLE work_orders (
        id INTEGER PRIMARY KEY,
        work_order_no TEXT NOT NULL UNIQUE,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        order_no TEXT NOT NULL,
        work_type INTEGER NOT NULL CHECK (work_type BETWEEN 1 AND 17),
        work_type_name TEXT NOT NULL,
        reason_name TEXT,
        result_status INTEGER NOT NULL CHECK (result_status BETWEEN 1 AND 9),
        response_status INTEGER NOT NULL CHECK (response_status BETWEEN 1 AND 5),
        process_state TEXT,
        assigned_type INTEGER NOT NULL CHECK (assigned_type IN (1, 2)),
        worker_id TEXT,
        worker_name TEXT,
        worker_show INTEGER NOT NULL DEFAULT 1 CHECK (worker_show IN (0, 1)),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        creator_name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        deadline_at TEXT
      );
      CREATE INDEX work_orders_todo ON work_orders(provider_id, assigned_type, worker_id, result_status, response_status);
      CREATE INDEX work_orders_created ON work_orders(provider_id, created_at DESC, id DESC);
      CREATE INDEX work_orders_order ON work_orders(order_no);
    `,
};
