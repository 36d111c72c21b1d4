/**
 * 身份证号: the rule itself is the contract's (src/api/idCard.ts), so the schemas of the calls that carry a number,
 * the forms built on them and the screens that check one directly (实名认证, 入驻申请) apply the same one.
 */
export { ID_CARD_MSG, idCardCheckChar, idCardError } from "../../api/idCard";

/** Shown ID numbers keep the first 3 and last 4 characters. */
export function maskIdCard(value: string): string {
  return value.length < 8 ? value : `${value.slice(0, 3)}${"*".repeat(value.length - 7)}${value.slice(-4)}`;
}
