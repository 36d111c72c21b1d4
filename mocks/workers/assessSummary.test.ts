// @vitest-environment node
import { api } from "../../src/api";
import { VIOLATE_TYPES } from "../../src/domain/workers/settings";
import { applyMigrations } from "../db";
import type { Db } from "../db/types";
import { createTestStandIn, type TestStandIn } from "../testing";
import { rate } from "./assessData";
import { DEMO_PROVIDER, orderRow, pickOrder } from "../orders/orderTesting";

/**
 * The summary behind 师傅服务数据 (mocks/workers/assessSummarySchema.ts) against the orders themselves: the oracle below
 * is the direct aggregation the calls made before the summary, written out here on its own.
 */
const DONE = "o.order_status IN (10, 11, 13)";
const VIOLATION = `${DONE} AND o.order_id % 17 = 0`;
const DEDUCT = `CASE o.order_id % 5 ${VIOLATE_TYPES.map((v, i) => `WHEN ${i} THEN ${v.deduct}`).join(" ")} END`;
const DIRECT = `COUNT(*) AS orders, SUM(${DONE}) AS completed, SUM(${DONE} AND o.order_id % 10 <> 3) AS on_time,
  SUM(${DONE} AND o.order_id % 8 <> 5) AS good_review, SUM(${DONE} AND o.order_id % 29 = 0) AS complaints,
  SUM(${VIOLATION}) AS violations, SUM(CASE WHEN ${VIOLATION} THEN ${DEDUCT} ELSE 0 END) AS deducted`;
const FIGURES = "orders, completed, on_time, good_review, complaints, violations, deducted";

const LEVELS = [
  { table: "assess_days", key: "day", length: 10 },
  { table: "assess_months", key: "month", length: 7 },
] as const;

/** Each summary table as stored, and as recomputed from the orders now. */
function summaries(db: Db) {
  return LEVELS.map((level) => ({
    stored: db
      .prepare(`SELECT provider_id, ${level.key}, worker_id, ${FIGURES} FROM ${level.table} ORDER BY 1, 2, 3`)
      .all(),
    recomputed: db
      .prepare(
        `SELECT o.provider_id, substr(o.created, 1, ${level.length}) AS ${level.key}, o.worker_id, ${DIRECT}
         FROM orders o WHERE o.worker_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      )
      .all(),
  }));
}

function expectSummaryFollows(db: Db) {
  for (const { stored, recomputed } of summaries(db)) {
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(recomputed);
  }
}

/** A copy of an order under a new number (the new row's id decides its marks). */
function copyOrder(db: Db, orderNo: string, newNo: string): number {
  const columns = (
    db.prepare("SELECT name FROM pragma_table_info('orders')").pluck().all() as string[]
  ).filter((c) => c !== "order_id" && c !== "order_no");
  const list = columns.join(", ");
  return Number(
    db
      .prepare(`INSERT INTO orders (order_no, ${list}) SELECT ?, ${list} FROM orders WHERE order_no = ?`)
      .run(newNo, orderNo).lastInsertRowid,
  );
}

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

describe("the 师傅服务数据 summary", () => {
  it("is filled from the orders and follows every insert, change and delete of an order", () => {
    const db = s.db;
    expectSummaryFollows(db);
    const done = pickOrder(db, "order_status = 10 AND worker_id IS NOT NULL");
    const open = pickOrder(db, "order_status = 7 AND worker_id IS NOT NULL");
    const workers = db
      .prepare("SELECT worker_id FROM workers WHERE provider_id = ? ORDER BY worker_id LIMIT 2")
      .pluck()
      .all(DEMO_PROVIDER) as string[];
    const before = summaries(db)[0].stored.length;
    // Inserts: enough copies that some land on each mark (ids % 17 = 0 among them).
    for (let i = 0; i < 40; i++) copyOrder(db, done, `SO-COPY-${i}`);
    expectSummaryFollows(db);
    db.prepare("UPDATE orders SET order_status = 10 WHERE order_no = ?").run(open);
    db.prepare("UPDATE orders SET worker_id = ? WHERE order_no = ?").run(workers[1], done);
    db.prepare("UPDATE orders SET created = '2024-02-29 12:00:00' WHERE order_no = 'SO-COPY-3'").run();
    db.prepare("UPDATE orders SET worker_id = NULL WHERE order_no = 'SO-COPY-4'").run();
    db.prepare("UPDATE orders SET worker_id = ? WHERE order_no = 'SO-COPY-4'").run(workers[0]);
    db.prepare("UPDATE orders SET order_status = 12 WHERE order_no LIKE 'SO-COPY-1%'").run();
    db.prepare("UPDATE orders SET remark = 'x', settle_status = 3 WHERE order_no = ?").run(done);
    expectSummaryFollows(db);
    db.prepare("DELETE FROM orders WHERE order_no LIKE 'SO-COPY-%'").run();
    expectSummaryFollows(db);
    // The 2024 day and month of the moved copy are gone with it (no row of no orders is left).
    expect(db.prepare("SELECT COUNT(*) FROM assess_months WHERE month = '2024-02'").pluck().get()).toBe(0);
    expect(summaries(db)[0].stored.length).toBeLessThanOrEqual(before + 1);
  });

  it("is filled by its migration on a database that already has orders", () => {
    const db = s.db;
    db.exec(`DROP TRIGGER orders_assess_insert; DROP TRIGGER orders_assess_update; DROP TRIGGER orders_assess_delete;
      DROP INDEX orders_assess_violations; DROP TABLE assess_days; DROP TABLE assess_months;
      DELETE FROM _migrations WHERE name = 'assess_001_summary';`);
    expect(applyMigrations(db)).toEqual(["assess_001_summary"]);
    expectSummaryFollows(db);
  });

  it("moves the figures when an order is verified through the order calls", async () => {
    const orderNo = pickOrder(
      s.db,
      "order_status = 9 AND worker_id IS NOT NULL AND order_source = 1 AND hang_up = 0",
    );
    const order = orderRow(s.db, orderNo) as { worker_id: string; created: string };
    const month = order.created.slice(0, 7);
    const figures = async () => ({
      info: (await s.call(api.data.assessProviderInfo, { month }, { token })).body.data,
      row: (
        await s.call(api.data.workerAssessDataPage, { month, size: 100 }, { token })
      ).body.data.records.find((r) => r.workerId === order.worker_id)!,
    });
    const before = await figures();
    const p = api.order.performance;
    expect((await s.call(p.verifyCode, { orderNo }, { token })).body.code).toBe(1);
    const verifyCode = orderRow(s.db, orderNo).verify_code as string;
    const verified = await s.call(
      p.verify,
      { orderNo, verifyCode, images: ["r/samples/site-photo-1.png"] },
      { token },
    );
    expect(verified.body.code).toBe(1);
    const after = await figures();
    expect(after.info.orderCount).toBe(before.info.orderCount);
    expect(after.info.completedCount).toBe(before.info.completedCount + 1);
    expect(after.row.completedCount).toBe(before.row.completedCount + 1);
    expectSummaryFollows(s.db);
  });

  it("answers what a direct aggregation over the orders answers, for any period", async () => {
    const direct = (start: string | undefined, end: string | undefined) => {
      const args: string[] = [DEMO_PROVIDER];
      let where = "o.provider_id = ? AND o.worker_id IS NOT NULL";
      if (start) where += " AND o.created >= ?";
      if (end) where += " AND o.created <= ?";
      args.push(...[start, end].filter((t): t is string => t !== undefined));
      return s.db
        .prepare(`SELECT o.worker_id, ${DIRECT} FROM orders o WHERE ${where} GROUP BY o.worker_id`)
        .all(...args) as ({ worker_id: string } & Record<string, number>)[];
    };
    // Whole months, days and cut days, open sides; drawn with a fixed generator (the same periods every run).
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const moment = () => {
      const day = new Date(Date.UTC(2025, 10, 15) + next(380) * 86_400_000).toISOString().slice(0, 10);
      const times = [
        "00:00:00",
        "23:59:59",
        `${String(next(24)).padStart(2, "0")}:${String(next(60)).padStart(2, "0")}:00`,
      ];
      return `${day} ${times[next(3)]}`;
    };
    const periods: { start?: string; end?: string }[] = [
      {},
      { start: "2026-11-20 00:00:00" },
      { end: "2026-01-31 23:59:59" },
    ];
    while (periods.length < 40) {
      const [a, b] = [moment(), moment()].sort();
      periods.push(next(5) === 0 ? { start: a } : next(5) === 0 ? { end: b } : { start: a, end: b });
    }
    let withOrders = 0;
    for (const { start, end } of periods) {
      const expected = direct(start, end);
      const payload = { startTime: start, endTime: end };
      const info = (await s.call(api.data.assessProviderInfo, payload, { token })).body.data;
      const sum = (key: string) => expected.reduce((n, row) => n + row[key], 0);
      expect(info.orderCount).toBe(sum("orders"));
      expect(info.completedCount).toBe(sum("completed"));
      expect(info.violateCount).toBe(sum("violations"));
      expect(info.onTimeRate).toBe(rate(sum("on_time"), sum("completed")));
      expect(info.goodReviewRate).toBe(rate(sum("good_review"), sum("completed")));
      expect(info.complaintRate).toBe(rate(sum("complaints"), sum("completed")));
      const violations = (await s.call(api.data.workerViolateOrderPage, payload, { token })).body.data;
      expect(violations.total).toBe(sum("violations"));
      const rows = (await s.call(api.data.workerAssessDataPage, { ...payload, size: 100 }, { token })).body
        .data.records;
      for (const want of expected) {
        const row = rows.find((r) => r.workerId === want.worker_id)!;
        expect(row).toMatchObject({
          orderCount: want.orders,
          completedCount: want.completed,
          onTimeRate: rate(want.on_time, want.completed),
          goodReviewRate: rate(want.good_review, want.completed),
          complaintCount: want.complaints,
          violateCount: want.violations,
          score: Math.max(0, 100 - want.deducted),
        });
      }
      if (expected.length > 0) withOrders += 1;
    }
    expect(withOrders).toBeGreaterThan(20);
  });
});
