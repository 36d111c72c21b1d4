import { SCREENS } from "../screens";
import {
  ALL_BUTTON_CODES,
  areaOf,
  BUTTON_AREAS,
  BUTTON_LABELS,
  buttonCodesOf,
  buttonLabel,
  isButtonCode,
  menusOfButton,
} from ".";

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

  it("names each code by its area, and each area's screens among the contract's", () => {
    const screens: readonly string[] = Object.values(SCREENS);
    for (const code of ALL_BUTTON_CODES) {
      expect(areaOf(code), code).toBe(code.slice(0, code.indexOf(":")));
      for (const path of menusOfButton(code)) expect(screens, code).toContain(path);
    }
    // The catalogue is its areas' labels in order, none lost or repeated.
    const labelled = Object.values(BUTTON_AREAS).flatMap((area) => Object.keys(area.labels));
    expect(labelled).toEqual([...ALL_BUTTON_CODES]);
  });
});
