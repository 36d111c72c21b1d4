import type { Migration } from "../types";

/**
 * Issue 9: order alerts (订单预警) derived from the seeded orders, their track (remarks write entries), and the
 * pre-sales service orders (售前服务单).
 */
export const alertsMigration: Migration = {
  name: "alerts_001_alerts_service_orders",
  up: `
      CREATE TABLE order_alerts (
        alert_id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        order_no TEXT NOT NULL,
        order_source INTEGER NOT NULL,
        alert_type INTEGER NOT NULL CHECK (alert_type BETWEEN 1 AND 19),
        handle_status INTEGER NOT NULL CHECK (handle_status IN (1, 2, 3)),
        warned INTEGER NOT NULL CHECK (warned IN (1, 2)),
        worker_id TEXT,
        worker_name TEXT,
        customer_name TEXT NOT NULL,
        remark TEXT,
        alert_time TEXT NOT NULL,
        finish_time TEXT
      );
      CREATE INDEX order_alerts_provider_time ON order_alerts(provider_id, alert_time DESC, alert_id DESC);
      CREATE INDEX order_alerts_provider_type ON order_alerts(provider_id, alert_type, handle_status, alert_time);
      CREATE INDEX order_alerts_provider_order ON order_alerts(provider_id, order_no);
      -- Counts of the warned filter and of the board over a date range, answered from the index alone.
      CREATE INDEX order_alerts_provider_warned ON order_alerts(provider_id, warned, alert_time);
      CREATE INDEX order_alerts_provider_time_type
        ON order_alerts(provider_id, alert_time, alert_type, handle_status);
      CREATE TABLE alert_tracks (
        id INTEGER PRIMARY KEY,
        alert_id INTEGER NOT NULL REFERENCES order_alerts(alert_id),
        content TEXT NOT NULL,
        operator TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX alert_tracks_alert ON alert_tracks(alert_id, id);
      CREATE TABLE presale_service_orders (
        service_order_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        order_no TEXT,
        merchant_id TEXT NOT NULL,
        merchant_name TEXT NOT NULL,
        server_type_name TEXT NOT NULL,
        service_status INTEGER NOT NULL CHECK (service_status BETWEEN 1 AND 5),
        customer_name TEXT NOT NULL,
        customer_mobile TEXT NOT NULL,
        address TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        content TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        worker_name TEXT,
        worker_mobile TEXT,
        complete_time TEXT,
        complete_images TEXT NOT NULL DEFAULT '[]',
        complete_remark TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX presale_service_orders_provider ON presale_service_orders(provider_id, created_at DESC);
    `,
};
