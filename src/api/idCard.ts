/**
 * Mainland resident ID number (GB 11643-1999): 17 digits and a check character (0-9 or X). The first 17 carry a
 * 6-digit area code, the birth date yyyyMMdd and a sequence number; the 18th is
 * "10X98765432"[Σ digit_i × weight_i mod 11] with weights 2^(17-i) mod 11.
 *
 * The one rule of 身份证号 (issue 42): the contract's schemas (./wire/worker/rosterProfile.ts `idCardNo`) check every call that carries
 * one with it, and the console's forms through them; src/domain/personal re-exports it for the screens that check a
 * number without a call's schema. It lives in the contract because what a call accepts is the contract's.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = "10X98765432";

export const ID_CARD_MSG = {
  empty: "请输入身份证号",
  format: "身份证号格式不正确",
  checksum: "身份证号校验位不正确",
} as const;

/** The check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

function isRealBirthDate(yyyymmdd: string, today: Date): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  // A date off the calendar (month 13, 30 Feb, day 00) rolls over into another month.
  if (date.getUTCMonth() !== m - 1) return false;
  return y >= 1900 && date.getTime() <= today.getTime();
}

/** null when `value` is a valid ID number, else the Chinese message to show. Lower-case x is accepted. */
export function idCardError(value: string, today: Date = new Date()): string | null {
  const clean = value.trim().toUpperCase();
  if (!clean) return ID_CARD_MSG.empty;
  if (!/^[1-9]\d{16}[\dX]$/.test(clean) || !isRealBirthDate(clean.slice(6, 14), today)) {
    return ID_CARD_MSG.format;
  }
  return idCardCheckChar(clean.slice(0, 17)) === clean[17] ? null : ID_CARD_MSG.checksum;
}
