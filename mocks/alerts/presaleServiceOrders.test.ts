// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint, Page } from "../../src/api/endpoint";
import type {
  ServiceOrderCompletion,
  ServiceOrderDetail,
  ServiceOrderRow,
} from "../../src/api/order/provider";
import { SERVICE_ORDER_STATUS_CODES } from "../../src/domain/presaleStatus";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../testing";

const p = api.order.provider;
const DEMO = SEED_PROVIDERS.demo.id;
let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload, as = token) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });
const list = async (payload: Payload) =>
  (await call(p.providerServiceOrderList, { current: 1, size: 100, ...payload })).body
    .data as Page<ServiceOrderRow>;
const noWhere = (where: string) =>
  s.db
    .prepare(`SELECT service_order_no FROM presale_service_orders WHERE provider_id = ? AND ${where} LIMIT 1`)
    .pluck()
    .get(DEMO) as string;

describe("pre-sales service orders", () => {
  it("lists the caller's own, every status on the first page, filtered by status, number and merchant", async () => {
    const first = (await list({ size: 10 })).records;
    expect(new Set(first.map((r) => r.serviceStatus))).toEqual(new Set(SERVICE_ORDER_STATUS_CODES));
    const all = await list({});
    expect(all.total).toBe(
      s.db.prepare("SELECT count(*) FROM presale_service_orders WHERE provider_id = ?").pluck().get(DEMO),
    );
    const done = await list({ serviceStatus: 4 });
    expect(done.records.length).toBeGreaterThan(0);
    expect(done.records.every((r) => r.serviceStatus === 4 && r.serviceStatusName === "已完工")).toBe(true);
    const one = all.records[3];
    expect((await list({ serviceOrderNo: one.serviceOrderNo })).records).toEqual([one]);
    const byMerchant = await list({ merchantId: one.merchantId });
    expect(byMerchant.records.every((r) => r.merchantId === one.merchantId)).toBe(true);
    expect((await call(p.providerServiceOrderList, { serviceStatus: 9 })).body).toMatchObject({
      code: 400,
      msg: "服务单状态不正确",
    });
  });

  it("gives the detail with content and images, and the completion of a finished one only", async () => {
    const done = noWhere("service_status = 4");
    const detail = (await call(p.providerServiceOrderDetail, { serviceOrderNo: done })).body
      .data as ServiceOrderDetail;
    expect(detail).toMatchObject({ serviceOrderNo: done, serviceStatus: 4 });
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.workerMobile).toMatch(/^1\d{10}$/);
    const completion = (await call(p.merchantServerOrderComplete, { serviceOrderNo: done })).body
      .data as ServiceOrderCompletion;
    expect(completion.completeTime >= detail.gmtCreatedTime).toBe(true);
    expect(completion.images.length).toBeGreaterThan(0);
    const waiting = noWhere("service_status = 1");
    expect((await call(p.merchantServerOrderComplete, { serviceOrderNo: waiting })).body.msg).toBe(
      "售前服务单尚未完工",
    );
  });

  it("answers 售前服务单不存在 for an unknown number and refuses an account without the screen (403)", async () => {
    for (const endpoint of [p.providerServiceOrderDetail, p.merchantServerOrderComplete])
      expect((await call(endpoint, { serviceOrderNo: "FW0" })).body.msg).toBe("售前服务单不存在");
    s.db
      .prepare("UPDATE accounts SET menus = ? WHERE username = 'limited'")
      .run(JSON.stringify(["/dashboard", "/order/index"]));
    const narrowed = await s.login("limited");
    for (const endpoint of [
      p.providerServiceOrderList,
      p.providerServiceOrderDetail,
      p.merchantServerOrderComplete,
    ])
      expect((await call(endpoint, { serviceOrderNo: "FW0" }, narrowed)).status, endpoint.path).toBe(403);
  });
});
