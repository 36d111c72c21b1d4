// @vitest-environment node
import { api } from "../../src/api";
import { applyMigrations } from "../db";
import type { Db } from "../db/types";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER, pickOrder } from "../orders/orderTesting";

/**
 * The bills' summary (mocks/db/migrations/028_bills_002_month_summary.ts) as stored, and recomputed from the finished
 * orders now.
 */
function summary(db: Db) {
  return {
    stored: db
      .prepare(
        `SELECT provider_id, month, worker_id, orders, total_cents, settled_cents, worker_total_cents
         FROM bill_months ORDER BY 1, 2, 3`,
      )
      .all(),
    recomputed: db
      .prepare(
        `SELECT provider_id, substr(finish_time, 1, 7) AS month, COALESCE(worker_id, '') AS worker_id,
           COUNT(*) AS orders, SUM(total_cents) AS total_cents,
           SUM(CASE WHEN settle_status = 3 THEN total_cents ELSE 0 END) AS settled_cents,
           SUM(worker_total_cents) AS worker_total_cents
         FROM orders WHERE settle_status IS NOT NULL AND finish_time IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      )
      .all(),
  };
}

function expectSummaryFollows(db: Db) {
  const { stored, recomputed } = summary(db);
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(recomputed);
}

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

describe("the bills' summary", () => {
  it("is filled from the orders and follows every insert, change and delete of an order", () => {
    const db = s.db;
    expectSummaryFollows(db);
    const finished = pickOrder(db, "settle_status = 3 AND worker_id IS NOT NULL");
    const columns = (
      db.prepare("SELECT name FROM pragma_table_info('orders')").pluck().all() as string[]
    ).filter((c) => c !== "order_id" && c !== "order_no");
    const list = columns.join(", ");
    for (let i = 0; i < 5; i++)
      db.prepare(
        `INSERT INTO orders (order_no, ${list}) SELECT ?, ${list} FROM orders WHERE order_no = ?`,
      ).run(`SO-COPY-${i}`, finished);
    expectSummaryFollows(db);
    const set = (sql: string, orderNo: string, ...args: unknown[]) =>
      db.prepare(`UPDATE orders SET ${sql} WHERE order_no = ?`).run(...args, orderNo);
    set("settle_status = 2", "SO-COPY-0");
    set("settle_status = NULL", "SO-COPY-1");
    set("finish_time = '2024-02-29 12:00:00'", "SO-COPY-2");
    set("worker_id = NULL", "SO-COPY-3");
    set("total_cents = total_cents + 100, worker_total_cents = worker_total_cents + 50", "SO-COPY-4");
    set("remark = 'x'", finished);
    expectSummaryFollows(db);
    db.prepare("DELETE FROM orders WHERE order_no LIKE 'SO-COPY-%'").run();
    expectSummaryFollows(db);
    // The month of the moved copy is gone with it (no row of no orders is left).
    expect(db.prepare("SELECT COUNT(*) FROM bill_months WHERE month = '2024-02'").pluck().get()).toBe(0);
  });

  it("is filled by its migration on a database that already has orders", () => {
    const db = s.db;
    db.exec(`DROP TRIGGER orders_bills_insert; DROP TRIGGER orders_bills_update; DROP TRIGGER orders_bills_delete;
      DROP TABLE bill_months; DELETE FROM _migrations WHERE name = 'bills_002_month_summary';`);
    expect(applyMigrations(db)).toEqual(["bills_002_month_summary"]);
    expectSummaryFollows(db);
  });

  it("follows a bill confirmed through the bill calls: its settled amount is its total", async () => {
    const { body } = await s.call(
      api.finance.proBillPageList,
      { current: 1, size: 100, billStatus: 2 },
      { token },
    );
    const bill = body.data.records[0];
    expect(bill.settledAmount).toBeLessThan(bill.totalAmount);
    const confirmed = await s.call(
      api.finance.proBillFinish,
      { billNo: bill.billNo, totalAmount: bill.totalAmount },
      { token },
    );
    expect(confirmed.body.code).toBe(1);
    expectSummaryFollows(s.db);
    const after = (
      await s.call(api.finance.proBillPageList, { current: 1, size: 100, billNo: bill.billNo }, { token })
    ).body.data.records[0];
    expect(after).toMatchObject({ orderCount: bill.orderCount, totalAmount: bill.totalAmount });
    expect(after.settledAmount).toBe(bill.totalAmount);
    const collection = (await s.call(api.finance.workerBillCollection, {}, { token })).body.data;
    const direct = s.db
      .prepare(
        `SELECT COUNT(*) FROM orders WHERE provider_id = ? AND worker_id IS NOT NULL
           AND settle_status IS NOT NULL AND finish_time IS NOT NULL`,
      )
      .pluck()
      .get(DEMO_PROVIDER);
    expect(collection.orderCount).toBe(direct);
  });
});
