// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import type {
  AfterSaleDetailItem,
  AfterSaleServerRow,
  AfterSaleWorkerFeedback,
} from "../../src/api/order/provider";
import { AFTER_SALE_CONFIRM_CODES } from "../../src/domain/afterSaleStatus";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../testing";

const p = api.order.provider;
const DEMO = SEED_PROVIDERS.demo.id;
let s: TestStandIn;
let token: string;
let limited: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
  limited = await s.login("limited");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload, as = token) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });

const serverWhere = (where: string) =>
  s.db
    .prepare(`SELECT server_no FROM after_sale_servers WHERE provider_id = ? AND ${where} LIMIT 1`)
    .pluck()
    .get(DEMO) as string;

describe("after-sales service orders", () => {
  it("lists the caller's own, every confirmation status seeded, filtered by status and number", async () => {
    const statuses = s.db
      .prepare("SELECT DISTINCT confirm_status FROM after_sale_servers WHERE provider_id = ? ORDER BY 1")
      .pluck()
      .all(DEMO);
    expect(statuses).toEqual([...AFTER_SALE_CONFIRM_CODES]);
    const all = (await call(p.queryServerAfterSaleList, { current: 1, size: 10 })).body.data as {
      total: number;
      records: AfterSaleServerRow[];
    };
    expect(all.total).toBe(
      s.db.prepare("SELECT count(*) FROM after_sale_servers WHERE provider_id = ?").pluck().get(DEMO),
    );
    const closed = (await call(p.queryServerAfterSaleList, { confirmStatus: 99, size: 100 })).body.data as {
      records: AfterSaleServerRow[];
    };
    expect(closed.records.length).toBeGreaterThan(0);
    expect(closed.records.every((r) => r.confirmStatus === 99)).toBe(true);
    const one = all.records[0];
    const byNo = (await call(p.queryServerAfterSaleList, { serverNo: one.serverNo })).body.data as {
      records: AfterSaleServerRow[];
    };
    expect(byNo.records).toEqual([one]);
    expect((await call(p.queryServerAfterSaleList, { confirmStatus: 10 })).body).toMatchObject({
      code: 400,
      msg: "确认状态不正确",
    });
  });

  it("gives an order's items and the worker's feedback (null before a worker has been)", async () => {
    const visited = serverWhere("worker_name IS NOT NULL");
    const items = (await call(p.serverProAfterSaleDetailList, { serverNo: visited })).body
      .data as AfterSaleDetailItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].images.length).toBeGreaterThan(0);
    const feedback = (await call(p.afterSaleWorkerFeedbackInfo, { serverNo: visited })).body
      .data as AfterSaleWorkerFeedback;
    expect(feedback.workerMobile).toMatch(/^1\d{10}$/);
    const waiting = serverWhere("confirm_status = 1");
    expect((await call(p.afterSaleWorkerFeedbackInfo, { serverNo: waiting })).body).toMatchObject({
      code: 1,
      data: null,
    });
  });

  it("answers 售后服务单不存在 for an unknown number and refuses the limited account (403)", async () => {
    expect((await call(p.serverProAfterSaleDetailList, { serverNo: "SH0" })).body.msg).toBe(
      "售后服务单不存在",
    );
    expect((await call(p.afterSaleWorkerFeedbackInfo, { serverNo: "SH0" })).body.msg).toBe(
      "售后服务单不存在",
    );
    for (const endpoint of [
      p.queryServerAfterSaleList,
      p.serverProAfterSaleDetailList,
      p.afterSaleWorkerFeedbackInfo,
    ]) {
      expect((await call(endpoint, { serverNo: "SH0" }, limited)).status, endpoint.path).toBe(403);
    }
  });
});
