import { labelOf, optionOf, type Enumeration } from "./enumeration";

const SOURCE: Enumeration = [
  { value: 1, label: "自有" },
  { value: 2, label: "天猫", tone: "warning" },
];

describe("enumeration", () => {
  it("finds an option by its code, also when the code arrives as a string", () => {
    expect(optionOf(SOURCE, 2)?.tone).toBe("warning");
    expect(optionOf(SOURCE, "1")?.label).toBe("自有");
    expect(optionOf(SOURCE, 3)).toBeUndefined();
  });

  it("labels an unknown code with the code itself and a missing one with -", () => {
    expect(labelOf(SOURCE, 2)).toBe("天猫");
    expect(labelOf(SOURCE, 7)).toBe("7");
    expect(labelOf(SOURCE, null)).toBe("-");
    expect(labelOf(SOURCE, undefined)).toBe("-");
    expect(labelOf(SOURCE, "")).toBe("-");
  });
});
