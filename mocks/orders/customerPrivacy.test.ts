// @vitest-environment node
/**
 * A 天猫 customer's real mobile never reaches the browser (issue 43 P1): every call of the contract that reads, asked
 * about a 天猫 order, answers it masked at most (138****1234); the calls that answer it as a write too; a search by
 * part of it finds no 天猫 order. An own order's customer keeps the whole number (spec §5: hover reveals it).
 */
import { api } from "../../src/api";
import { allEndpoints } from "../../src/api/allEndpoints";
import type { Endpoint } from "../../src/api/endpoint";
import { maskPhone } from "../../src/domain/privacy";
import { buildSignedRequest, createTestStandIn, type TestStandIn } from "../testing";
import { orderRow, pickOrder } from "./orderTesting";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });

/** A 天猫 order in service with privacy numbers, its customer on no order of another source (else known whole). */
function tmallOrder(): { orderNo: string; mobile: string } {
  const orderNo = pickOrder(
    s.db,
    `order_source = 2 AND order_status = 8 AND worker_id IS NOT NULL
     AND order_id IN (SELECT order_id FROM virtual_numbers)
     AND customer_mobile NOT IN (SELECT customer_mobile FROM orders WHERE order_source <> 2)`,
  );
  return { orderNo, mobile: String(orderRow(s.db, orderNo).customer_mobile) };
}

const MASKED = /^1\d{2}\*{4}\d{4}$/;

describe("a 天猫 customer's mobile", () => {
  it("is in no answer of any read call about the order: rows, detail, customer section, history", async () => {
    const { orderNo, mobile } = tmallOrder();
    // Every read (files too, read as text), the push stream apart (it never ends; it carries no mobile, issue 40).
    const reads = allEndpoints.filter(
      (ep) => ep.effect === "read" && ep.response !== "stream" && !ep.path.includes("{"),
    );
    expect(reads.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    for (const ep of reads) {
      const payload = { orderNo, orderSource: 2, current: 1, size: 100 };
      const request = await buildSignedRequest(ep, payload, { token, now: s.now() });
      const text = await (await s.app.request(request)).text();
      if (text.includes(mobile)) leaks.push(`${ep.method} ${ep.path}`);
    }
    expect(leaks).toEqual([]);
  });

  it("comes masked in the list row, the detail and its customer section", async () => {
    const { orderNo, mobile } = tmallOrder();
    const masked = maskPhone(mobile);
    const list = await call(api.order.provider.orderList, { orderNo });
    expect(list.body.data).toMatchObject({ total: 1, records: [{ orderNo, customerMobile: masked }] });
    const detail = await call(api.order.provider.orderDetail, { orderNo });
    expect(detail.body.data).toMatchObject({ customerMobile: masked, customer: { customerMobile: masked } });
    const section = await call(api.order.admin.queryOrderCustomInfo, { orderNo });
    expect(section.body.data).toMatchObject({ customerMobile: masked });
    expect(masked).toMatch(MASKED);
  });

  it("comes masked from 刷新客户号码 and from the privacy-number calls", async () => {
    const { orderNo, mobile } = tmallOrder();
    const refreshed = await call(api.order.admin.refreshCustomMobile, { orderNo });
    expect(refreshed.body.data).toEqual({ customerMobile: maskPhone(mobile) });
    const bound = await call(api.basicPublic.virNumberRefresh, { orderNo });
    expect(bound.body.code).toBe(1);
    const history = await call(api.basicPublic.virNumberHistory, { orderNo });
    const records = history.body.data as { calleeMobile: string }[];
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(record.calleeMobile).toBe(maskPhone(mobile));
    expect(JSON.stringify([refreshed.body, bound.body, history.body])).not.toContain(mobile);
  });

  it("finds the order by the whole number only: a part would reveal it digit by digit", async () => {
    const { orderNo, mobile } = tmallOrder();
    const found = async (customerMobile: string) =>
      (
        (await call(api.order.provider.orderList, { customerMobile, size: 100 })).body.data as {
          records: { orderNo: string }[];
        }
      ).records.map((row) => row.orderNo);
    expect(await found(mobile)).toContain(orderNo);
    for (const part of [mobile.slice(0, 10), mobile.slice(0, 7), mobile.slice(0, 3)])
      expect(await found(part)).not.toContain(orderNo);
  });
});

describe("an own order's customer mobile", () => {
  it("stays whole (the masked-phone widget reveals it on hover, spec §5) and is found by a part", async () => {
    const orderNo = pickOrder(s.db, "order_source = 1 AND order_status = 8");
    const mobile = String(orderRow(s.db, orderNo).customer_mobile);
    const detail = await call(api.order.provider.orderDetail, { orderNo });
    expect(detail.body.data).toMatchObject({ customerMobile: mobile, customer: { customerMobile: mobile } });
    const list = await call(api.order.provider.orderList, { customerMobile: mobile.slice(0, 7), size: 100 });
    expect((list.body.data as { records: { orderNo: string }[] }).records.map((r) => r.orderNo)).toContain(
      orderNo,
    );
  });
});
