import {
  applyBlurRules,
  applyInputRules,
  boundText,
  DEFAULT_NUMBER_WARNING,
  parseNumberText,
  sanitizeNumberText,
  warningText,
  type NumberRules,
} from "./numberRules";

const rules = (over: Partial<NumberRules> = {}): NumberRules => ({ toFixed: 2, isEmpty: false, ...over });

describe("sanitizeNumberText", () => {
  it.each([
    ["12a3", 2, "123"],
    ["-12", 2, "12"],
    ["1,000", 0, "1000"],
    ["1.5", 0, "15"],
    ["3.14159", 2, "3.14"],
    ["3.1.4", 2, "3.14"],
    ["1.2.3.4", 3, "1.234"],
    [".5", 1, "0.5"],
    ["007", 2, "7"],
    ["00.5", 2, "0.5"],
    ["0", 0, "0"],
    ["12.", 2, "12."],
    ["１２", 2, ""],
    ["", 2, ""],
    ["1e5", 2, "15"],
  ])("%s with toFixed %i → %s", (raw, toFixed, expected) => {
    expect(sanitizeNumberText(raw, toFixed)).toBe(expected);
  });
});

describe("clamping", () => {
  it("clamps above max while typing, with the error", () => {
    expect(applyInputRules("150", rules({ max: 100 }))).toEqual({ text: "100", error: true });
    expect(applyInputRules("100.5", rules({ max: 100 }))).toEqual({ text: "100", error: true });
    expect(applyInputRules("99.99", rules({ max: 100 }))).toEqual({ text: "99.99", error: false });
    expect(applyInputRules("5", rules({ min: 10 }))).toEqual({ text: "5", error: false });
  });

  it("clamps below min when the input is left", () => {
    expect(applyBlurRules("5", rules({ min: 10 }))).toEqual({ text: "10", error: true });
    expect(applyBlurRules("10", rules({ min: 10 }))).toEqual({ text: "10", error: false });
    expect(applyBlurRules("0.5", rules({ min: 1, max: 5 }))).toEqual({ text: "1", error: true });
    expect(applyBlurRules("12.", rules())).toEqual({ text: "12", error: false });
  });

  it("writes a bound with the allowed decimals, inside the range", () => {
    expect(boundText(99.999, 2, "max")).toBe("99.99");
    expect(boundText(0.001, 2, "min")).toBe("0.01");
    expect(boundText(10.7, 0, "max")).toBe("10");
    expect(boundText(10.2, 0, "min")).toBe("11");
    expect(boundText(0.3, 1, "max")).toBe("0.3");
    expect(applyInputRules("200", rules({ max: 99.999 }))).toEqual({ text: "99.99", error: true });
  });

  it("allows blank only with isEmpty", () => {
    expect(applyBlurRules("", rules({ isEmpty: true }))).toEqual({ text: "", error: false });
    expect(applyBlurRules("", rules({ min: 3 }))).toEqual({ text: "3", error: true });
    expect(applyBlurRules("", rules())).toEqual({ text: "0", error: true });
    expect(applyBlurRules("", rules(), false)).toEqual({ text: "", error: false });
  });
});

describe("messages and values", () => {
  it("uses the configured warning or 输入数值不符合", () => {
    expect(DEFAULT_NUMBER_WARNING).toBe("输入数值不符合");
    expect(warningText()).toBe("输入数值不符合");
    expect(warningText("  ")).toBe("输入数值不符合");
    expect(warningText("数量须在1到99之间")).toBe("数量须在1到99之间");
  });

  it("parses the shown text", () => {
    expect(parseNumberText("")).toBeNull();
    expect(parseNumberText("12.")).toBe(12);
    expect(parseNumberText("0.05")).toBe(0.05);
  });
});
