// @vitest-environment node
import { api } from "../../src/api";
import type { OrderRow } from "../../src/api/order/types";
import { labelOf } from "../../src/domain/enumeration";
import { REVIEW_FLOW } from "../../src/domain/orders/feeReview";
import {
  ORDER_STATUS_B,
  REDEEM_STATUS,
  merchantOrderStatusOf,
  redeemStatusOf,
} from "../../src/domain/orders/merchantStatus";
import { ORDER_SOURCE } from "../../src/domain/orders/sources";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER, pickOrder } from "./orderTesting";

/** Issue 43: orders of the 28 channels, the detail's 商家端状态 and 核销状态, and a fee line's review flow. */

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const sourcesOf = (where: string) =>
  s.db
    .prepare(`SELECT order_source, COUNT(*) AS n FROM orders WHERE provider_id = ? AND ${where} GROUP BY 1`)
    .all(DEMO_PROVIDER) as { order_source: number; n: number }[];

async function listAll(query: Record<string, unknown>): Promise<OrderRow[]> {
  const rows: OrderRow[] = [];
  for (let current = 1; ; current += 1) {
    const { body } = await s.call(api.order.provider.orderList, { current, size: 100, ...query }, { token });
    expect(body.code).toBe(1);
    rows.push(...body.data.records);
    if (rows.length >= body.data.total) return rows;
  }
}

describe("orders from other channels", () => {
  it("seeds a small share of the demo provider's own orders from at least three other channels", () => {
    const others = sourcesOf("order_source > 2");
    expect(others.length).toBeGreaterThanOrEqual(3);
    const otherCount = others.reduce((sum, row) => sum + row.n, 0);
    const ownCount = sourcesOf("order_source = 1")[0].n;
    expect(otherCount / (otherCount + ownCount)).toBeGreaterThan(0.03);
    expect(otherCount / (otherCount + ownCount)).toBeLessThan(0.2);
    // The showcase stays as it was: 自有 or 天猫 (mocks/README.md lists it).
    expect(sourcesOf("order_no LIKE 'SO________9%' AND order_source > 2")).toEqual([]);
  });

  it("answers each order's channel label, and the 自有 filter returns only source 1", async () => {
    const every = await listAll({});
    for (const row of every) expect(row.orderSourceName).toBe(labelOf(ORDER_SOURCE, row.orderSource));
    expect(new Set(every.filter((row) => row.orderSource > 2).map((row) => row.orderSourceName)).size).toBe(
      sourcesOf("order_source > 2").length,
    );
    const own = await listAll({ orderSource: 1 });
    expect(own.length).toBe(sourcesOf("order_source = 1")[0].n);
    expect(own.every((row) => row.orderSource === 1 && row.orderSourceName === "自有")).toBe(true);
    const tmall = await listAll({ orderSource: 2 });
    expect(tmall.every((row) => row.orderSource === 2 && row.orderSourceName === "天猫")).toBe(true);
  });

  it("serves an order of another channel as an own order: its detail names the channel, own commands apply", async () => {
    const orderNo = pickOrder(s.db, "order_source > 2");
    const source = s.db.prepare("SELECT order_source FROM orders WHERE order_no = ?").pluck().get(orderNo);
    const detail = await s.call(api.order.provider.orderDetail, { orderNo }, { token });
    expect(detail.body.data).toMatchObject({
      orderSource: source,
      orderSourceName: labelOf(ORDER_SOURCE, source),
    });
    const base = await s.call(api.order.admin.queryOrderBaseInfo, { orderNo }, { token });
    expect(base.body.data.orderSourceName).toBe(labelOf(ORDER_SOURCE, source));
    // Only 天猫 orders go through the privacy number: this customer's number is answered whole.
    expect(detail.body.data.customerMobile).toMatch(/^1[3-9]\d{9}$/);
  });
});

describe("the detail's base info: 商家端状态 and 核销状态", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])(
    "derives both from set A status %i",
    async (status) => {
      const orderNo = pickOrder(s.db, "order_status = ?", status);
      const { body } = await s.call(api.order.admin.queryOrderBaseInfo, { orderNo }, { token });
      expect(body.code).toBe(1);
      expect(body.data).toMatchObject({
        orderNo,
        orderStatus: status,
        merchantOrderStatus: merchantOrderStatusOf(status),
        redeemStatus: redeemStatusOf(status),
      });
    },
  );

  it("answers the words the detail shows for the showcase's 待核销 and 验收完成 orders", async () => {
    const read = async (orderNo: string) =>
      (await s.call(api.order.admin.queryOrderBaseInfo, { orderNo }, { token })).body.data;
    const verifying = await read("SO202611209000013"); // own, 待核销
    expect(labelOf(ORDER_STATUS_B, verifying.merchantOrderStatus)).toBe("待核销");
    expect(labelOf(REDEEM_STATUS, verifying.redeemStatus)).toBe("核销中");
    const accepted = await read("SO202611199000017"); // own, 验收完成
    expect(labelOf(ORDER_STATUS_B, accepted.merchantOrderStatus)).toBe("验收完成");
    expect(labelOf(REDEEM_STATUS, accepted.redeemStatus)).toBe("已核销");
  });
});

describe("fee review flow", () => {
  it("seeds the demo provider's 异常费用 in all four review flows, and every other fee line from its payment", async () => {
    const flows = s.db
      .prepare(
        `SELECT DISTINCT f.review_flow FROM order_fees f JOIN orders o ON o.order_id = f.order_id
         WHERE o.provider_id = ? AND f.fee_type = 18 ORDER BY 1`,
      )
      .pluck()
      .all(DEMO_PROVIDER);
    expect(flows).toEqual([1, 2, 3, 4]);
    const inconsistent = s.db
      .prepare(
        `SELECT COUNT(*) FROM order_fees
         WHERE fee_type <> 18 AND review_flow <> CASE WHEN pay_status = 3 THEN 3 ELSE 1 END`,
      )
      .pluck()
      .get();
    expect(inconsistent).toBe(0);
    const orderNo = s.db
      .prepare(
        `SELECT o.order_no FROM order_fees f JOIN orders o ON o.order_id = f.order_id
         WHERE o.provider_id = ? AND f.fee_type = 18 AND f.review_flow = 4 LIMIT 1`,
      )
      .pluck()
      .get(DEMO_PROVIDER) as string;
    const fees = await s.call(api.order.admin.queryOrderFeeInfo, { orderNo }, { token });
    const abnormal = fees.body.data.find((fee) => fee.feeType === 18);
    expect(labelOf(REVIEW_FLOW, abnormal?.reviewFlow)).toBe("审核驳回");
  });
});
