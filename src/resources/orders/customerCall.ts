/**
 * Which number 联系客户 dials (issue 32 §4, issue 43 P1–P3): a 天猫 order's customer through the order's privacy
 * number, from the hotline seat the binding was made for (virNumber/refresh answers the binding still valid, or binds
 * one: the reuse lives on the server, not in the page); an own order's customer on their own mobile. The browser
 * never holds a 天猫 customer's mobile (it comes masked). The dialer says which of the two it dials.
 */
import type { VirtualNumber } from "../../api/basicPublic";
import { callsThroughPrivacyNumber } from "../../domain/privacy";
import { maskPhone } from "../../widgets/masked-phone";

export type CustomerDial =
  | { kind: "privacy"; number: string; label: string; seat: string }
  | { kind: "customer"; number: string; label: string }
  /** A platform order: ask virNumber/refresh for its privacy number (the one still bound, or a new one). */
  | { kind: "refresh" };

export interface CustomerCallFacts {
  orderSource: number;
  customerMobile: string;
}

/** True when the order's customer must be called through a privacy number (天猫 orders). */
export function needsPrivacyNumber(order: Pick<CustomerCallFacts, "orderSource">): boolean {
  return callsThroughPrivacyNumber(order.orderSource);
}

/** The privacy number of a binding, dialled from the seat it was made for (the binding's A side, issue 43 P2). */
export function privacyDial(bound: Pick<VirtualNumber, "virtualNumber" | "callerMobile">): CustomerDial {
  return {
    kind: "privacy",
    number: bound.virtualNumber,
    label: `拨打隐私号 ${maskPhone(bound.virtualNumber)}`,
    seat: bound.callerMobile,
  };
}

/** What 联系客户 dials before asking the server: an own order's customer, or ask for the privacy number. */
export function customerDial(order: CustomerCallFacts): CustomerDial {
  if (needsPrivacyNumber(order)) return { kind: "refresh" };
  return {
    kind: "customer",
    number: order.customerMobile,
    label: `拨打客户号码 ${maskPhone(order.customerMobile)}`,
  };
}

/** The 刷新隐私号 toast: a new binding, or the one still valid answered again (until when). */
export function privacyNumberNotice(bound: Pick<VirtualNumber, "virtualNumber" | "expireTime" | "reused">) {
  return bound.reused
    ? `隐私号 ${bound.virtualNumber} 仍有效（至 ${bound.expireTime.slice(11, 16)}）`
    : `隐私号已刷新：${bound.virtualNumber}`;
}
