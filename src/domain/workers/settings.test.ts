import { dailyOrdersProblem, maskCardNo, NUMBER_MISMATCH, percentProblem } from "./settings";

describe("worker settings rules", () => {
  it("accepts whole percentages 0-100 and answers 输入数值不符合 otherwise", () => {
    expect(percentProblem(0)).toBeNull();
    expect(percentProblem(100)).toBeNull();
    expect(percentProblem("35")).toBeNull();
    for (const bad of [-1, 101, 12.5, "abc", "", "   ", "101", "12.5", null, undefined, true])
      expect(percentProblem(bad)).toBe(NUMBER_MISMATCH);
  });

  it("reads a percentage sent as text only when it is digits", () => {
    for (const bad of ["0x1F", "1e2", " 12", "12 ", "+5", "-0", "1_0", "٣", "0b1", "Infinity"])
      expect(percentProblem(bad)).toBe(NUMBER_MISMATCH);
  });

  it("keeps the daily order limit within 1-50", () => {
    expect(dailyOrdersProblem(1)).toBeNull();
    expect(dailyOrdersProblem(50)).toBeNull();
    expect(dailyOrdersProblem(0)).toBe(NUMBER_MISMATCH);
    expect(dailyOrdersProblem(51)).toBe(NUMBER_MISMATCH);
    expect(dailyOrdersProblem(2.5)).toBe(NUMBER_MISMATCH);
    expect(dailyOrdersProblem("20")).toBeNull();
    for (const bad of ["0", "51", " ", "", "abc", null])
      expect(dailyOrdersProblem(bad)).toBe(NUMBER_MISMATCH);
  });

  it("shows the first and last four digits of a card", () => {
    expect(maskCardNo("6222020200112233445")).toBe("6222 **** **** 3445");
    expect(maskCardNo("6222 0202 0011 2233 445")).toBe("6222 **** **** 3445");
  });
});
