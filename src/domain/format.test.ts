import { formatMoney, joinList } from "./format";

describe("formatting at the edges", () => {
  it("shows no money for blanks and non-numbers, ¥0.00 for zero, and reads numeric text", () => {
    for (const blank of [undefined, null, "", "abc", Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatMoney(blank)).toBe("-");
    expect(formatMoney(0)).toBe("¥0.00");
    expect(formatMoney("1234.5")).toBe("¥1,234.50");
    expect(formatMoney(-1000)).toBe("-¥1,000.00");
  });

  it("joins only the given items of a list, and shows a scalar as text", () => {
    expect(joinList(["空调", undefined, "", null, 0, "热水器"])).toBe("空调,0,热水器");
    for (const blank of [undefined, null, ""]) expect(joinList(blank)).toBe("-");
    expect(joinList(0)).toBe("0");
  });
});
