/**
 * Every list call in 20 ms at 100k orders (issue 30): the indexes the bench's list cases (scripts/benchListCases.ts)
 * showed missing, each checked with EXPLAIN QUERY PLAN against a database seeded at 100k.
 *
 * - `orders_provider_settle_created` (provider, settlement status, created): 待结算列表 and 已结算订单列表 read their
 *   page in the list's order (created, then order_id, the rowid every index ends with) within their settlement
 *   statuses. The settlement index of the bills (status, order status, created) cannot give that order, so the
 *   planner walked the creation index from the newest order past every unsettled one: 7–11 ms for a later page,
 *   0.05 ms with this index (待结算's two statuses are sorted from the index alone, 0.8 ms).
 * - `order_alerts_provider_order` becomes (provider, order_no, alert_time, alert_id): a search by order number in
 *   订单预警 and in the abnormal order lists reads that order's alerts already in the list's order. With the order
 *   number alone the planner preferred walking every alert of the provider by time (60 ms; 0.01 ms now).
 * - `order_alerts_abnormal` (partial: alerts with a worker; provider, source, time, id, order_no): the abnormal worker
 *   order lists (own and 天猫) read their page and count from it, without reading the alert rows to test the worker
 *   and the source (the count went from 65 to 20–40 ms: what is left is the join to the orders the count makes,
 *   one look-up per alert, which only the handler can drop).
 * - `work_orders_order_created` (provider, order_no, created_at, id): 工单 searched by order number. The order number
 *   index alone (no provider, no time) lost to walking the provider's work orders by time (136 ms; 0.01 ms now).
 * - 售前服务单 and 售后服务单 (100k rows each at scale): an index per filter ending in the list's time (an order
 *   number, a status, a merchant), where the search read every row of the provider (70 ms), and a version in
 *   `table_versions` so their totals are remembered until a row changes (mocks/db/counts.ts): counting the
 *   provider's 100k rows took 7–10 ms of each page.
 *
 * The statistics of the tables are refreshed when they have rows, so a database seeded before these indexes uses
 * them (sampled, as the seed does).
 */
import { versionTriggers } from "../counts";
import type { Migration } from "../types";

/** The tables whose list totals this migration lets mocks/db/counts.ts remember. */
const VERSIONED = ["presale_service_orders", "after_sale_servers"];

/** The tables whose statistics the new indexes need. */
const ANALYZED = ["orders", "order_alerts", "work_orders", "presale_service_orders", "after_sale_servers"];

export const listIndexMigration: Migration = {
  name: "lists_001_list_indexes",
  up: (db) => {
    db.exec(`
      CREATE INDEX orders_provider_settle_created ON orders(provider_id, settle_status, created);
      DROP INDEX order_alerts_provider_order;
      CREATE INDEX order_alerts_provider_order
        ON order_alerts(provider_id, order_no, alert_time DESC, alert_id DESC);
      CREATE INDEX order_alerts_abnormal
        ON order_alerts(provider_id, order_source, alert_time DESC, alert_id DESC, order_no)
        WHERE worker_id IS NOT NULL;
      CREATE INDEX work_orders_order_created ON work_orders(provider_id, order_no, created_at DESC, id DESC);
      CREATE INDEX presale_service_orders_order ON presale_service_orders(provider_id, order_no, created_at);
      CREATE INDEX presale_service_orders_status
        ON presale_service_orders(provider_id, service_status, created_at);
      CREATE INDEX presale_service_orders_merchant
        ON presale_service_orders(provider_id, merchant_id, created_at);
      CREATE INDEX after_sale_servers_order ON after_sale_servers(provider_id, order_no, created_at);
      CREATE INDEX after_sale_servers_status ON after_sale_servers(provider_id, confirm_status, created_at);
      ${VERSIONED.map(
        (table) => `INSERT INTO table_versions (name, epoch, version) VALUES ('${table}', abs(random()), 0);
      ${versionTriggers(table)}`,
      ).join("\n")}
    `);
    // Statistics of the tables that have rows only: ANALYZE of an empty table records the partial index as holding
    // no row, and the planner then takes it for the most selective one once the seed has filled the table.
    db.exec("PRAGMA analysis_limit = 1000");
    for (const table of ANALYZED) {
      if (db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get()) db.exec(`ANALYZE ${table}`);
    }
  },
};
