import { isMobile, MOBILE_PATTERN } from "../../domain/validators";
import { NEW_MOBILE_RULES } from "./MobileSection";

/** The new-mobile field's rule (spec §5): 11 digits, first 1, second 3-9, message 手机格式不正确. */
describe("new mobile rule", () => {
  const pattern = NEW_MOBILE_RULES.find((rule) => "pattern" in rule) as { pattern: RegExp; message: string };

  it("uses the §5 pattern with the spec's message", () => {
    expect(pattern.pattern).toBe(MOBILE_PATTERN);
    expect(pattern.message).toBe("手机格式不正确");
    expect(NEW_MOBILE_RULES[0]).toMatchObject({ required: true, message: "请输入新手机号" });
  });

  it.each(["13912345678", "19900000000", "15012345678"])("accepts %s", (value) => {
    expect(pattern.pattern.test(value)).toBe(true);
  });

  it.each(["12912345678", "1391234567", "139123456789", "23912345678", "1391234567a", "139-1234-5678"])(
    "refuses %s",
    (value) => {
      expect(pattern.pattern.test(value)).toBe(false);
    },
  );

  it("takes an extension only where allowed", () => {
    expect(isMobile("13912345678-123")).toBe(false);
    expect(isMobile("13912345678-123", true)).toBe(true);
    expect(isMobile("13912345678-1234567", true)).toBe(false);
  });
});
