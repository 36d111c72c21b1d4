import { labelOf, optionOf } from "../enumeration";
import {
  ORDER_STATUS_B,
  REDEEM_STATUS,
  merchantOrderStatusOf,
  redeemStatusOf,
  type MerchantOrderStatusCode,
  type RedeemStatusCode,
} from "./merchantStatus";
import { ORDER_STATUS, type OrderStatusCode } from "./status";

/** Every set A code with the set B code and the redeem code it reads as (issue 43). */
const EXPECTED: readonly [OrderStatusCode, MerchantOrderStatusCode, RedeemStatusCode][] = [
  [1, 1, 0], // 待支付 → 待支付
  [2, 1, 0], // 支付中 → 待支付
  [3, 2, 0], // 待派单 → 待预约
  [4, 2, 0], // 待接单 → 待预约
  [5, 2, 0], // 待报价 → 待预约
  [6, 2, 0], // 待雇佣 → 待预约
  [7, 2, 0], // 待预约 → 待预约
  [8, 3, 0], // 待上门 → 待上门
  [9, 4, 1], // 待核销 → 待核销, 核销中
  [10, 5, 2], // 服务完成 → 服务完成, 已核销
  [11, 7, 2], // 已完成 → 已完成, 已核销
  [12, 8, 0], // 已取消 → 已取消, 未核销
  [13, 6, 2], // 验收完成 → 验收完成, 已核销
];

describe("order status set B (商家端状态)", () => {
  it("has the spec's codes 1-8 with Chinese labels", () => {
    expect(ORDER_STATUS_B.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ORDER_STATUS_B.map((o) => o.label)).toEqual([
      "待支付",
      "待预约",
      "待上门",
      "待核销",
      "服务完成",
      "验收完成",
      "已完成",
      "已取消",
    ]);
  });

  it("maps every set A code", () => {
    expect(EXPECTED.map(([a]) => a)).toEqual(ORDER_STATUS.map((o) => o.value));
    for (const [a, b] of EXPECTED) expect(merchantOrderStatusOf(a), `set A ${a}`).toBe(b);
    expect(() => merchantOrderStatusOf(14)).toThrow(RangeError);
  });

  it("names a status as set A does wherever both sets have it, with the same tone", () => {
    for (const [a, b] of EXPECTED) {
      const merchant = optionOf(ORDER_STATUS_B, b)!;
      if (a === 2 || (a >= 3 && a <= 6)) continue; // 支付中, 待派单 … 待雇佣: the merchant's coarser word
      expect(merchant.label, `set A ${a}`).toBe(labelOf(ORDER_STATUS, a));
      expect(merchant.tone, `set A ${a}`).toBe(optionOf(ORDER_STATUS, a)?.tone);
    }
  });

  it("reaches every set B code", () => {
    expect(new Set(EXPECTED.map(([, b]) => b))).toEqual(new Set(ORDER_STATUS_B.map((o) => o.value)));
  });
});

describe("redeem status (核销状态)", () => {
  it("has the spec's codes 0-2", () => {
    expect(REDEEM_STATUS.map((o) => [o.value, o.label])).toEqual([
      [0, "未核销"],
      [1, "核销中"],
      [2, "已核销"],
    ]);
    expect(labelOf(REDEEM_STATUS, 0)).toBe("未核销");
  });

  it("is derived for every set A code: in progress while 待核销, done once verified, never for a cancelled order", () => {
    for (const [a, , redeem] of EXPECTED) expect(redeemStatusOf(a), `set A ${a}`).toBe(redeem);
  });
});
