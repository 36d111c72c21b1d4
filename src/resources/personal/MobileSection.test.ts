import { isMobile, MOBILE_PATTERN } from "../../domain/validators";
import type { FormFieldDecl } from "../engine";
import { mobileConfirmForm } from "./forms";

/** The new-mobile field's rule (spec §5): 11 digits, first 1, second 3-9, message 手机格式不正确. */
describe("new mobile rule", () => {
  const fields = mobileConfirmForm("ticket").fields;
  const field = (typeof fields === "function" ? fields(undefined) : fields).find(
    (f: FormFieldDecl) => f.name === "newMobile",
  );
  const check = (value: string) => field?.validate?.(value, { newMobile: value }) ?? null;

  it("is required with the spec's message and checked with the §5 pattern's message", () => {
    expect(field).toMatchObject({ required: true, message: "请输入新手机号", maxLength: 11 });
    expect(check("12912345678")).toBe("手机格式不正确");
    // An empty value is the required rule's to report, once.
    expect(check("")).toBeNull();
  });

  it.each(["13912345678", "19900000000", "15012345678"])("accepts %s", (value) => {
    expect(MOBILE_PATTERN.test(value)).toBe(true);
    expect(check(value)).toBeNull();
  });

  it.each(["12912345678", "1391234567", "139123456789", "23912345678", "1391234567a", "139-1234-5678"])(
    "refuses %s",
    (value) => {
      expect(MOBILE_PATTERN.test(value)).toBe(false);
      expect(check(value)).toBe("手机格式不正确");
    },
  );

  it("takes an extension only where allowed", () => {
    expect(isMobile("13912345678-123")).toBe(false);
    expect(isMobile("13912345678-123", true)).toBe(true);
    expect(isMobile("13912345678-1234567", true)).toBe(false);
  });
});
