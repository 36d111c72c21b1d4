/** Validation rules of spec §5 shared by forms and widgets. */

/** Mobile number: 11 digits, first 1, second digit 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Mobile number with an optional extension of 1 to 6 digits after a hyphen (where allowed). */
export const MOBILE_WITH_EXTENSION_PATTERN = /^1[3-9]\d{9}(-\d{1,6})?$/;

export function isMobile(value: string, allowExtension = false): boolean {
  return (allowExtension ? MOBILE_WITH_EXTENSION_PATTERN : MOBILE_PATTERN).test(value.trim());
}

/** SMS verification codes are 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** New passwords: 8 to 20 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
export const PASSWORD_RULE_TEXT = "密码为8-20位，须同时包含字母和数字";

/** Seconds before another SMS code can be requested. */
export const SMS_RESEND_SECONDS = 60;

/** How a number a person typed is written: digits, with one decimal part where the field allows decimals. */
const WHOLE_DIGITS = /^\d+$/;
const DECIMAL_DIGITS = /^\d+(\.\d+)?$/;

/**
 * The number in `value`, where numbers may come as text (a query string, a form field): a JSON number as it is, a
 * string only when it is digits — with one decimal part when `decimals` — and NaN for anything else: "0x1F", "1e2",
 * " 12", "+5", "-3", "" and non-strings all read as NaN, so each field refuses them with its own message. The one
 * parser of typed numbers, for the stand-in's validators (mocks/validate.ts) and the shared rules here.
 */
export function typedNumber(value: unknown, options: { decimals?: boolean } = {}): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || !(options.decimals ? DECIMAL_DIGITS : WHOLE_DIGITS).test(value))
    return NaN;
  return Number(value);
}
