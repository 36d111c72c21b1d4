import {
  APPLY_MESSAGES,
  APPLY_SERVER_TYPES,
  CREDIT_CODE_PATTERN,
  SETTLE_PHASE,
  settlePhaseLabel,
} from "./onboarding";

describe("onboarding rules", () => {
  it("uses the one settlePhase table of the personal centre", () => {
    expect(SETTLE_PHASE).toMatchObject({
      registered: 0,
      reviewing: 1,
      rejected: 2,
      toSign: 3,
      toPayDeposit: 4,
    });
    expect(settlePhaseLabel(2)).toBe("申请被驳回");
    expect(settlePhaseLabel(7)).toBe("入驻完成");
  });

  it("checks the unified social credit code", () => {
    expect(CREDIT_CODE_PATTERN.test("91440604MA4UJ8QK3N")).toBe(true);
    expect(CREDIT_CODE_PATTERN.test("91440604MA4UJ8QK3")).toBe(false);
    // I, O, S, V and Z are never used.
    expect(CREDIT_CODE_PATTERN.test("91440604MA4UJ8QK3O")).toBe(false);
    expect(CREDIT_CODE_PATTERN.test("91440604ma4uj8qk3n")).toBe(false);
  });

  it("offers install, repair and measure, and says every problem in Chinese", () => {
    expect(APPLY_SERVER_TYPES.map((t) => t.label)).toEqual(["安装", "维修", "测量"]);
    for (const message of Object.values(APPLY_MESSAGES)) expect(message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
