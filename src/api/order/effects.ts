import type { WriteEffect } from "../endpoint";

/**
 * The write effect of an operation on one order (issue 40 §1): the event's type is the operation's button code (a
 * stable code the console already knows), its record the order named by `orderNo`, and `label` the verb a colleague's
 * refused write quotes when the summary is not one. A batch names its orders by `orderNos` instead.
 */
export function orderEffect(type: string, label?: string): WriteEffect<"orderNo"> {
  return { channel: "orders", type, key: "orderNo", ...(label === undefined ? {} : { label }) };
}

/** The write effect of an operation on the orders listed in `orderNos`. */
export function ordersEffect(type: string, label?: string): WriteEffect<"orderNos"> {
  return { channel: "orders", type, key: "orderNos", ...(label === undefined ? {} : { label }) };
}
