import { api } from "../../src/api";
import { FIRST_DEMO_WORKER } from "./seed/workers";
import { createTestStandIn, type TestStandIn } from "../testing";
import { rate } from "./assessData";

const data = api.data;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const providerOf = () =>
  s.db
    .prepare("SELECT provider_id FROM workers WHERE worker_id = ?")
    .pluck()
    .get(FIRST_DEMO_WORKER.workerId) as string;

describe("师傅服务数据", () => {
  it("sums the provider's orders in the overview, equal to the sum of the worker rows", async () => {
    const info = (await s.call(data.assessProviderInfo, {}, { token })).body.data;
    const orders = s.db
      .prepare("SELECT COUNT(*) FROM orders WHERE provider_id = ? AND worker_id IS NOT NULL")
      .pluck()
      .get(providerOf()) as number;
    expect(info.orderCount).toBe(orders);
    expect(info.completedCount).toBeGreaterThan(0);
    expect(info.onTimeRate).toBeGreaterThan(0);
    expect(info.onTimeRate).toBeLessThanOrEqual(100);
    const page = (await s.call(data.workerAssessDataPage, { current: 1, size: 100 }, { token })).body.data;
    expect(page.records.reduce((n, row) => n + row.orderCount, 0)).toBe(orders);
    expect(page.records.reduce((n, row) => n + row.violateCount, 0)).toBe(info.violateCount);
    for (const row of page.records) expect(row.score).toBeGreaterThanOrEqual(0);
  });

  it("filters the rows by worker name and by month", async () => {
    const named = (await s.call(data.workerAssessDataPage, { workerName: "张建国" }, { token })).body.data;
    expect(named.records.map((r) => r.workerId)).toContain(FIRST_DEMO_WORKER.workerId);
    const month = (await s.call(data.assessProviderInfo, { month: "2000-01" }, { token })).body.data;
    expect(month).toMatchObject({ orderCount: 0, onTimeRate: 0 });
    const bad = await s.call(data.assessProviderInfo, { month: "2026-13" }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: "月份格式不正确" });
  });

  it("drills into a worker's violation orders, as many as the row counts, with their deducted points", async () => {
    const rows = (await s.call(data.workerAssessDataPage, { current: 1, size: 100 }, { token })).body.data
      .records;
    const row = rows.find((r) => r.violateCount > 0)!;
    const page = (await s.call(data.workerViolateOrderPage, { workerId: row.workerId, size: 100 }, { token }))
      .body.data;
    expect(page.total).toBe(row.violateCount);
    expect(page.records.every((v) => v.workerId === row.workerId && v.deductScore > 0)).toBe(true);
    expect(row.score).toBe(Math.max(0, 100 - page.records.reduce((n, v) => n + v.deductScore, 0)));
  });

  it("rounds rates to one decimal and answers 0 without completed orders", () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(2, 0)).toBe(0);
  });
});
