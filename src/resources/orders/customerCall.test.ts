import {
  chinaTimeMs,
  customerDial,
  heldPrivacyNumber,
  holdPrivacyNumber,
  PRIVACY_NUMBER_MARGIN_MS,
} from "./customerCall";

const NOW = chinaTimeMs("2026-11-20 12:00:00");
const own = { orderSource: 1, customerMobile: "13800000001" };
const tmall = { orderSource: 2, customerMobile: "13800000002" };
const bound = (expireTime: string) => ({ virtualNumber: "17012341234", expireTime });

describe("customerDial (what 联系客户 dials)", () => {
  it("reads the server's China time", () => {
    expect(chinaTimeMs("2026-11-20 12:00:00")).toBe(Date.UTC(2026, 10, 20, 4, 0, 0));
  });

  it("dials a held privacy number that stays valid beyond the margin, for any order", () => {
    for (const order of [own, tmall])
      expect(customerDial(order, bound("2026-11-20 15:00:00"), NOW)).toEqual({
        kind: "privacy",
        number: "17012341234",
        label: "拨打隐私号 170****1234",
      });
  });

  it("asks for a new privacy number for a 天猫 order without one, or with one about to expire", () => {
    expect(customerDial(tmall, undefined, NOW)).toEqual({ kind: "refresh" });
    const edge = NOW + PRIVACY_NUMBER_MARGIN_MS;
    expect(customerDial(tmall, bound("2026-11-20 12:10:00"), NOW)).toEqual({ kind: "refresh" });
    expect(customerDial(tmall, bound("2026-11-20 12:10:01"), NOW).kind).toBe("privacy");
    expect(chinaTimeMs("2026-11-20 12:10:00")).toBe(edge);
    expect(customerDial(tmall, bound("2026-11-20 11:00:00"), NOW)).toEqual({ kind: "refresh" });
    expect(customerDial(tmall, bound("not a time"), NOW)).toEqual({ kind: "refresh" });
  });

  it("dials an own order's customer on their mobile, and says so, when no valid privacy number is held", () => {
    const expected = { kind: "customer", number: "13800000001", label: "拨打客户号码 138****0001" };
    expect(customerDial(own, undefined, NOW)).toEqual(expected);
    expect(customerDial(own, bound("2026-11-20 11:59:00"), NOW)).toEqual(expected);
  });

  it("holds the privacy number bound for an order", () => {
    expect(heldPrivacyNumber("SO1")).toBeUndefined();
    holdPrivacyNumber({ orderNo: "SO1", ...bound("2026-11-20 15:00:00") });
    expect(heldPrivacyNumber("SO1")?.virtualNumber).toBe("17012341234");
  });
});
