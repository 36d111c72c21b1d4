/**
 * Which number 联系客户 dials (issue 32 §4): a platform order's customer is called through a privacy number
 * (virNumber/refresh binds one, valid until its expireTime); an own order's customer on their own mobile, unless a
 * privacy number of the order is held and still valid. The dialer says which of the two it dials.
 */
import type { VirtualNumber } from "../../api/basicPublic";
import { ORDER_SOURCE_CODE } from "../../domain/orders";
import { maskPhone } from "../../widgets/masked-phone";

/** A privacy number closer than this to its expiry is not dialled: the call could outlast the binding. */
export const PRIVACY_NUMBER_MARGIN_MS = 10 * 60 * 1000;

export type CustomerDial =
  | { kind: "privacy"; number: string; label: string }
  | { kind: "customer"; number: string; label: string }
  /** A platform order without a valid privacy number: ask virNumber/refresh for one first. */
  | { kind: "refresh" };

export interface CustomerCallFacts {
  orderSource: number;
  customerMobile: string;
}

/** "2026-11-20 14:00:00" (China time, as the server writes it) → epoch ms; NaN when unreadable. */
export function chinaTimeMs(dateTime: string): number {
  return Date.parse(`${dateTime.trim().replace(" ", "T")}+08:00`);
}

/** True when the order's customer must be called through a privacy number (天猫 orders). */
export function needsPrivacyNumber(order: Pick<CustomerCallFacts, "orderSource">): boolean {
  return order.orderSource === ORDER_SOURCE_CODE.tmall;
}

export function privacyDial(number: string): CustomerDial {
  return { kind: "privacy", number, label: `拨打隐私号 ${maskPhone(number)}` };
}

/** What 联系客户 dials, given the privacy number held for the order (if any) and the time. */
export function customerDial(
  order: CustomerCallFacts,
  held: Pick<VirtualNumber, "virtualNumber" | "expireTime"> | undefined,
  now: number,
): CustomerDial {
  const valid = held && chinaTimeMs(held.expireTime) - now > PRIVACY_NUMBER_MARGIN_MS;
  if (held && valid) return privacyDial(held.virtualNumber);
  if (needsPrivacyNumber(order)) return { kind: "refresh" };
  return {
    kind: "customer",
    number: order.customerMobile,
    label: `拨打客户号码 ${maskPhone(order.customerMobile)}`,
  };
}

/** Privacy numbers bound by 联系客户 in this page's life, by order number (reused until close to expiry). */
const held = new Map<string, VirtualNumber>();

export function heldPrivacyNumber(orderNo: string): VirtualNumber | undefined {
  return held.get(orderNo);
}

export function holdPrivacyNumber(bound: VirtualNumber): void {
  held.set(bound.orderNo, bound);
}
