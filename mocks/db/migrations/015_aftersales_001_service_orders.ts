import type { Migration } from "../types";

/**
 * Issue 9: after-sales service orders (售后服务单, read-only for the provider), their items and the worker's
 * feedback.
 */
export const afterSalesMigration: Migration = {
  name: "aftersales_001_service_orders",
  up: `
      CREATE TABLE after_sale_servers (
        server_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        order_no TEXT NOT NULL,
        server_type_name TEXT NOT NULL,
        confirm_status INTEGER NOT NULL CHECK (confirm_status BETWEEN 1 AND 9 OR confirm_status = 99),
        merchant_name TEXT NOT NULL,
        customer_name TEXT NOT NULL,
        worker_name TEXT,
        amount_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX after_sale_servers_provider ON after_sale_servers(provider_id, created_at DESC);
      CREATE TABLE after_sale_items (
        id INTEGER PRIMARY KEY,
        server_no TEXT NOT NULL REFERENCES after_sale_servers(server_no),
        goods_name TEXT NOT NULL,
        fault_description TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        confirm_status INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX after_sale_items_server ON after_sale_items(server_no, id);
      CREATE TABLE after_sale_feedback (
        server_no TEXT PRIMARY KEY REFERENCES after_sale_servers(server_no),
        worker_name TEXT NOT NULL,
        worker_mobile TEXT NOT NULL,
        feedback TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        feedback_time TEXT NOT NULL
      );
    `,
};
