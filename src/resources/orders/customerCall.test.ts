import { customerDial, needsPrivacyNumber, privacyDial, privacyNumberNotice } from "./customerCall";

const own = { orderSource: 1, customerMobile: "13800000001" };
// A 天猫 order's customer mobile reaches the browser masked (issue 43 P1).
const tmall = { orderSource: 2, customerMobile: "138****0002" };
const bound = {
  virtualNumber: "17012341234",
  callerMobile: "17099990001",
  expireTime: "2026-11-20 15:00:00",
};

describe("customerDial (what 联系客户 dials)", () => {
  it("asks the server for a 天猫 order's privacy number every time: the reuse lives there, not in the page", () => {
    expect(needsPrivacyNumber(tmall)).toBe(true);
    expect(customerDial(tmall)).toEqual({ kind: "refresh" });
    expect(customerDial(tmall)).toEqual({ kind: "refresh" });
  });

  it("dials a privacy number from the seat its binding was made for (the A side)", () => {
    expect(privacyDial(bound)).toEqual({
      kind: "privacy",
      number: "17012341234",
      label: "拨打隐私号 170****1234",
      seat: "17099990001",
    });
  });

  it("dials an own order's customer on their mobile, and says so", () => {
    expect(needsPrivacyNumber(own)).toBe(false);
    expect(customerDial(own)).toEqual({
      kind: "customer",
      number: "13800000001",
      label: "拨打客户号码 138****0001",
    });
  });
});

describe("privacyNumberNotice (刷新隐私号's toast)", () => {
  it("names a new binding, or the one still valid and until when", () => {
    expect(privacyNumberNotice({ ...bound, reused: false })).toBe("隐私号已刷新：17012341234");
    expect(privacyNumberNotice({ ...bound, reused: true })).toBe("隐私号 17012341234 仍有效（至 15:00）");
  });
});
