// @vitest-environment node
import { api } from "../../../src/api";
import type { Endpoint, Page } from "../../../src/api/endpoint";
import { applyMigrations } from ".";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../../testing";

/**
 * The list indexes and remembered totals of mocks/db/migrations/039_lists_001_list_indexes.ts: the lists answer what
 * the rows themselves answer, and a remembered total follows every insert, change and delete of its table.
 */

const DEMO = SEED_PROVIDERS.demo.id;
const p = api.order.provider;
let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
async function page(endpoint: Endpoint, payload: Payload): Promise<Page<Payload>> {
  const { body } = await s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });
  return body.data as Page<Payload>;
}

const count = (sql: string, ...args: unknown[]) =>
  s.db
    .prepare(`SELECT COUNT(*) FROM ${sql}`)
    .pluck()
    .get(DEMO, ...args) as number;

/** A copy of the table's row `key` under the new key (every other column as it is). */
function copyRow(table: string, keyColumn: string, key: string, newKey: string) {
  const columns = (
    s.db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]
  ).filter((c) => c !== keyColumn);
  const list = columns.join(", ");
  s.db
    .prepare(
      `INSERT INTO ${table} (${keyColumn}, ${list}) SELECT ?, ${list} FROM ${table} WHERE ${keyColumn} = ?`,
    )
    .run(newKey, key);
}

const SERVICE_LISTS = [
  {
    endpoint: p.providerServiceOrderList,
    table: "presale_service_orders",
    key: "service_order_no",
    status: { field: "serviceStatus", column: "service_status" },
  },
  {
    endpoint: p.queryServerAfterSaleList,
    table: "after_sale_servers",
    key: "server_no",
    status: { field: "confirmStatus", column: "confirm_status" },
  },
] as const;

describe("the list indexes (issue 30)", () => {
  it("applies to a database seeded before it, with statistics of the tables it indexes", () => {
    const db = s.db;
    db.exec(`
      DROP INDEX orders_provider_settle_created; DROP INDEX order_alerts_abnormal; DROP INDEX work_orders_order_created;
      DROP INDEX order_alerts_provider_order; CREATE INDEX order_alerts_provider_order ON order_alerts(provider_id, order_no);
      DROP INDEX presale_service_orders_order; DROP INDEX presale_service_orders_status;
      DROP INDEX presale_service_orders_merchant; DROP INDEX after_sale_servers_order; DROP INDEX after_sale_servers_status;
      ${SERVICE_LISTS.map(({ table }) =>
        ["insert", "update", "delete"].map((e) => `DROP TRIGGER ${table}_version_${e};`).join(" "),
      ).join(" ")}
      DELETE FROM table_versions WHERE name IN ('presale_service_orders', 'after_sale_servers');
      DELETE FROM sqlite_stat1 WHERE tbl <> 'orders';
      DELETE FROM _migrations WHERE name = 'lists_001_list_indexes';`);
    expect(applyMigrations(db)).toEqual(["lists_001_list_indexes"]);
    const analyzed = db.prepare("SELECT DISTINCT tbl FROM sqlite_stat1 ORDER BY tbl").pluck().all();
    expect(analyzed).toEqual(
      expect.arrayContaining([
        "after_sale_servers",
        "order_alerts",
        "orders",
        "presale_service_orders",
        "work_orders",
      ]),
    );
  });

  it.each(SERVICE_LISTS)(
    "$table: the total is remembered only until a row is inserted, changed or deleted",
    async ({ endpoint, table, key, status }) => {
      const total = () => count(`${table} WHERE provider_id = ?`);
      const statusTotal = (value: number) =>
        count(`${table} WHERE provider_id = ? AND ${status.column} = ?`, value);
      const first = s.db
        .prepare(`SELECT ${key} AS k, ${status.column} AS st FROM ${table} WHERE provider_id = ? LIMIT 1`)
        .get(DEMO) as { k: string; st: number };
      expect((await page(endpoint, { current: 1, size: 10 })).total).toBe(total());
      expect((await page(endpoint, { current: 1, size: 10, [status.field]: first.st })).total).toBe(
        statusTotal(first.st),
      );
      copyRow(table, key, first.k, `${first.k}X`);
      expect((await page(endpoint, { current: 1, size: 10 })).total).toBe(total());
      expect((await page(endpoint, { current: 1, size: 10, [status.field]: first.st })).total).toBe(
        statusTotal(first.st),
      );
      const other = first.st === 1 ? 2 : 1;
      s.db.prepare(`UPDATE ${table} SET ${status.column} = ? WHERE ${key} = ?`).run(other, `${first.k}X`);
      expect((await page(endpoint, { current: 1, size: 10, [status.field]: first.st })).total).toBe(
        statusTotal(first.st),
      );
      s.db.prepare(`DELETE FROM ${table} WHERE ${key} = ?`).run(`${first.k}X`);
      expect((await page(endpoint, { current: 1, size: 10 })).total).toBe(total());
    },
  );

  it("finds the service orders, work orders and alerts of an order number, newest first", async () => {
    const searches = [
      { endpoint: p.providerServiceOrderList, table: "presale_service_orders", time: "gmtCreatedTime" },
      { endpoint: p.queryServerAfterSaleList, table: "after_sale_servers", time: "gmtCreatedTime" },
      { endpoint: api.workOrders.fetchList, table: "work_orders", time: "gmtCreatedTime" },
      { endpoint: api.data.alertList, table: "order_alerts", time: "alertTime" },
    ];
    for (const { endpoint, table, time } of searches) {
      const orderNo = s.db
        .prepare(
          `SELECT order_no FROM ${table} WHERE provider_id = ? AND order_no IS NOT NULL
           GROUP BY order_no ORDER BY COUNT(*) DESC, order_no LIMIT 1`,
        )
        .pluck()
        .get(DEMO) as string;
      const found = await page(endpoint, { current: 1, size: 50, orderNo });
      expect(found.total).toBe(count(`${table} WHERE provider_id = ? AND order_no = ?`, orderNo));
      expect(found.records.length).toBeGreaterThan(0);
      expect(found.records.every((row) => row.orderNo === orderNo)).toBe(true);
      const times = found.records.map((row) => String(row[time]));
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it("lists 待结算 / 已结算 orders newest first, as many as the orders of those settlement statuses", async () => {
    for (const settleStatus of [[1, 2], [3]]) {
      const listed = await page(p.orderList, { current: 1, size: 50, settleStatus });
      const marks = settleStatus.map(() => "?").join(", ");
      expect(listed.total).toBe(
        count(`orders WHERE provider_id = ? AND settle_status IN (${marks})`, ...settleStatus),
      );
      const times = listed.records.map((row) => String(row.gmtCreatedTime));
      expect(times).toEqual([...times].sort().reverse());
    }
  });
});
