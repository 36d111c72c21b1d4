import { PASSWORD_PATTERN, SMS_CODE_PATTERN, isMobile, typedNumber } from "./validators";

describe("validators (spec §5)", () => {
  it("takes a mobile number of 11 digits starting 13-19, around spaces", () => {
    expect(isMobile("13800138000")).toBe(true);
    expect(isMobile(" 19912345678 ")).toBe(true);
    for (const bad of ["12800138000", "1380013800", "138001380001", "23800138000", "1380013800a"]) {
      expect(isMobile(bad), bad).toBe(false);
    }
  });

  it("takes an extension of 1-6 digits only where allowed", () => {
    expect(isMobile("13800138000-123")).toBe(false);
    expect(isMobile("13800138000-123", true)).toBe(true);
    expect(isMobile("13800138000-123456", true)).toBe(true);
    expect(isMobile("13800138000-1234567", true)).toBe(false);
    expect(isMobile("13800138000-", true)).toBe(false);
  });

  it("takes a 6-digit SMS code and an 8-20 character password with a letter and a digit", () => {
    expect(SMS_CODE_PATTERN.test("123456")).toBe(true);
    expect(SMS_CODE_PATTERN.test("12345")).toBe(false);
    expect(PASSWORD_PATTERN.test("Demo@2026")).toBe(true);
    for (const bad of ["Demo@20", "demodemo", "12345678", `a1${"x".repeat(19)}`, "Demo 2026"]) {
      expect(PASSWORD_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it("reads a typed number only from digits (and one decimal part where allowed)", () => {
    expect(typedNumber("12")).toBe(12);
    expect(typedNumber("007")).toBe(7);
    expect(typedNumber(12.5)).toBe(12.5);
    expect(typedNumber("12.5", { decimals: true })).toBe(12.5);
    expect(typedNumber("12.5")).toBeNaN();
    for (const bad of [
      "0x1F",
      "1e2",
      " 12",
      "12 ",
      "+5",
      "-3",
      "",
      ".5",
      "5.",
      "1.2.3",
      "1,000",
      "Infinity",
      "٣",
    ]) {
      expect(typedNumber(bad, { decimals: true }), bad).toBeNaN();
    }
    for (const bad of [null, undefined, true, [1], { n: 1 }]) expect(typedNumber(bad)).toBeNaN();
  });
});
