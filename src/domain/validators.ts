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
