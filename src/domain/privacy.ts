/**
 * Privacy rules both sides apply (issue 43 P1–P4): the display mask of a phone number (spec §5), which orders'
 * customers are reached only through a privacy number, what a list row or detail may carry of their mobile, and how
 * long a privacy number is reused before a new one is bound.
 */
import { ORDER_SOURCE_CODE } from "./orders/constants";

/**
 * "13800000001" → "138****0001" (spec §5: first 3 and last 4 digits kept, the middle hidden). An extension after a
 * hyphen stays ("138****0001-123"); numbers too short to hide anything (fewer than 8 characters) are returned as
 * they are; longer ones keep 3 and 4 and hide the rest. An already masked number comes back unchanged.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const [main, ...extension] = phone.split("-");
  const suffix = extension.length > 0 ? `-${extension.join("-")}` : "";
  if (main.length < 8) return phone;
  return `${main.slice(0, 3)}${"*".repeat(main.length - 7)}${main.slice(-4)}${suffix}`;
}

/** True for a number that carries the mask (the server hid its middle digits): it cannot be revealed or dialled. */
export function isMaskedPhone(phone: string | null | undefined): boolean {
  return typeof phone === "string" && phone.includes("*");
}

/**
 * The order sources whose customers are reached only through a privacy number (天猫): the customer's mobile never
 * leaves the server whole (list rows, the detail, refreshCustomMobile, the privacy-number history, a search by part
 * of it), and 联系客户 dials the order's privacy number, never the customer's own.
 */
export const PRIVACY_NUMBER_SOURCES: readonly number[] = [ORDER_SOURCE_CODE.tmall];

export function callsThroughPrivacyNumber(orderSource: number): boolean {
  return PRIVACY_NUMBER_SOURCES.includes(orderSource);
}

/** A whole mainland mobile (what a search must give to find an order whose customer's number is hidden). */
export const WHOLE_MOBILE_LENGTH = 11;

/**
 * The customer mobile an answer carries: masked for an order reached through a privacy number, whole otherwise (an
 * own order's number is revealed on hover and copied, spec §5).
 */
export function customerMobileShown(order: { orderSource: number; customerMobile: string }): string {
  return callsThroughPrivacyNumber(order.orderSource)
    ? maskPhone(order.customerMobile)
    : order.customerMobile;
}

/**
 * A privacy number is reused while it stays valid longer than this; closer to its expiry a new one is bound (the
 * call could outlast the binding).
 */
export const PRIVACY_NUMBER_MARGIN_MS = 10 * 60 * 1000;
