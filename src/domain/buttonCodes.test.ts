import { ALL_BUTTON_CODES, BUTTON_LABELS, buttonCodesOf, buttonLabel, isButtonCode } from "./buttonCodes";

describe("button codes", () => {
  it("is a catalogue of area:action codes with Chinese labels", () => {
    expect(ALL_BUTTON_CODES.length).toBeGreaterThanOrEqual(40);
    expect(ALL_BUTTON_CODES.length).toBeLessThanOrEqual(100);
    for (const code of ALL_BUTTON_CODES) {
      expect(code).toMatch(/^(order|worker|bill|aftersales|personal|message):[a-zA-Z]+$/);
      expect(BUTTON_LABELS[code]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it("covers the order operations of spec §4", () => {
    for (const code of [
      "order:appointment",
      "order:signIn",
      "order:verify",
      "order:hangUp",
      "order:manualDistribute",
      "order:checkGoods",
      "order:buildConfirm",
      "order:cancel",
      "order:offer",
      "order:hire",
      "order:refund",
      "order:abnormalFee",
    ]) {
      expect(isButtonCode(code)).toBe(true);
    }
    expect(buttonLabel("order:hangUp")).toBe("挂起");
  });

  it("groups codes by area", () => {
    expect(buttonCodesOf("bill").every((code) => code.startsWith("bill:"))).toBe(true);
    expect(buttonCodesOf("worker").length).toBeGreaterThan(5);
    expect(isButtonCode("order:nope")).toBe(false);
  });
});
