import { ACCEPT_TIMEOUT_DEFAULT } from "./dispatchRules";
import { ORDER_STATUS_CODE } from "./status";

/**
 * How long an order has waited on its dispatch step, and when that is about to be late or late (issue 41 §2): one
 * rule for the order list's 等待时长 and for the stand-in's overdue alerts (超时未接单, 超时未预约, …), which the
 * early-warning board counts. Pure: the caller gives the clock and the provider's 接单超时时间. Decided in
 * docs/decisions.md ("Dispatch on the console").
 *
 * - 待派单 waits from the order's creation (gmtCreatedTime): for the customer the order has waited since then, also
 *   after a refusal or a timeout put it back in the queue. 即将超时 after 30 minutes, 已超时 after 2 hours.
 * - 待接单 waits from the dispatch to its worker (distributeTime): 即将超时 at two thirds of the provider's 接单超时时间,
 *   已超时 at it (when the stand-in returns the order to 待派单).
 * - 待预约 waits from the dispatch too (the row carries no acceptance time; with 自动接单 they are one moment):
 *   即将超时 after 12 hours, 已超时 after 24 hours.
 *
 * A hung-up order (挂起) waits on purpose: its wait is shown, never toned (its own alert is 订单挂起超时). An order
 * without the timestamp its status waits from shows nothing (nothing is known).
 */

export type WaitLevel = "normal" | "warning" | "late";

/** The time a waiting status is measured from: the row's field. */
export type WaitFrom = "gmtCreatedTime" | "distributeTime";

export interface WaitRule {
  status: number;
  from: WaitFrom;
  /** Minutes waited from which the order is about to be late, given the provider's 接单超时时间. */
  warnAfter: (acceptTimeoutMinutes: number) => number;
  /** Minutes waited from which the order is late. */
  lateAfter: (acceptTimeoutMinutes: number) => number;
}

const HOUR = 60;

/** The timed statuses, in set-A order. */
export const WAIT_RULES: readonly WaitRule[] = [
  {
    status: ORDER_STATUS_CODE.awaitingDispatch,
    from: "gmtCreatedTime",
    warnAfter: () => 30,
    lateAfter: () => 2 * HOUR,
  },
  {
    status: ORDER_STATUS_CODE.awaitingAcceptance,
    from: "distributeTime",
    warnAfter: (timeout) => (timeout * 2) / 3,
    lateAfter: (timeout) => timeout,
  },
  {
    status: ORDER_STATUS_CODE.awaitingAppointment,
    from: "distributeTime",
    warnAfter: () => 12 * HOUR,
    lateAfter: () => 24 * HOUR,
  },
];

/** The facts of an order the rule reads (an order row has them; times in China time, as the server writes them). */
export interface WaitFacts {
  orderStatus: number;
  gmtCreatedTime?: string | null;
  distributeTime?: string | null;
  /** true or 1: hung up. */
  hangUp?: boolean | number | null;
}

export interface OrderWait {
  /** Epoch ms the wait started. */
  since: number;
  /** Milliseconds waited (0 when the start is ahead of the clock). */
  waitedMs: number;
  level: WaitLevel;
}

export const WAIT_LEVEL_TEXT: Readonly<Record<Exclude<WaitLevel, "normal">, string>> = {
  warning: "即将超时",
  late: "已超时",
};

/** "2026-11-20 14:00:00" in China time → epoch ms; NaN when unreadable. */
function chinaTime(dateTime: string): number {
  return /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(dateTime.trim())
    ? Date.parse(`${dateTime.trim().replace(" ", "T")}+08:00`)
    : Number.NaN;
}

/** The rule of a status, if the status is timed. */
export function waitRuleOf(orderStatus: number): WaitRule | undefined {
  return WAIT_RULES.find((rule) => rule.status === orderStatus);
}

/**
 * How long the order has waited at `now` and how late that is; null when its status is not timed or the time it
 * waits from is unknown.
 */
export function orderWait(
  order: WaitFacts,
  now: number,
  acceptTimeoutMinutes: number = ACCEPT_TIMEOUT_DEFAULT,
): OrderWait | null {
  const rule = waitRuleOf(order.orderStatus);
  const start = rule ? order[rule.from] : null;
  if (!rule || !start) return null;
  const since = chinaTime(start);
  if (Number.isNaN(since)) return null;
  const waitedMs = Math.max(0, now - since);
  const minutes = waitedMs / 60_000;
  const hungUp = order.hangUp === true || order.hangUp === 1;
  const level: WaitLevel = hungUp
    ? "normal"
    : minutes >= rule.lateAfter(acceptTimeoutMinutes)
      ? "late"
      : minutes >= rule.warnAfter(acceptTimeoutMinutes)
        ? "warning"
        : "normal";
  return { since, waitedMs, level };
}

/**
 * When the order is late (or will be) by its status's rule: epoch ms; null when its status is not timed, the time it
 * waits from is unknown, or it is hung up (it waits on purpose). The stand-in's overdue alerts open at this time.
 */
export function lateAt(
  order: WaitFacts,
  acceptTimeoutMinutes: number = ACCEPT_TIMEOUT_DEFAULT,
): number | null {
  const rule = waitRuleOf(order.orderStatus);
  const start = rule ? order[rule.from] : null;
  if (!rule || !start || order.hangUp === true || order.hangUp === 1) return null;
  const since = chinaTime(start);
  return Number.isNaN(since) ? null : since + rule.lateAfter(acceptTimeoutMinutes) * 60_000;
}

/**
 * Whether the stand-in's overdue alert of a timed status is due: the order is late by this rule. Orders of other
 * statuses are not timed here (their alerts keep their own model): true.
 */
export function waitAlertDue(
  order: WaitFacts,
  now: number,
  acceptTimeoutMinutes: number = ACCEPT_TIMEOUT_DEFAULT,
): boolean {
  if (!waitRuleOf(order.orderStatus)) return true;
  return orderWait(order, now, acceptTimeoutMinutes)?.level === "late";
}

/** 「已等待 2小时15分」, 「已等待 45分钟」, 「已等待 3天2小时」, 「已等待 不足1分钟」. */
export function waitedText(waitedMs: number): string {
  const minutes = Math.floor(Math.max(0, waitedMs) / 60_000);
  if (minutes < 1) return "已等待 不足1分钟";
  if (minutes < HOUR) return `已等待 ${minutes}分钟`;
  const hours = Math.floor(minutes / HOUR);
  if (hours < 24) return `已等待 ${hours}小时${minutes % HOUR ? `${minutes % HOUR}分` : ""}`;
  const days = Math.floor(hours / 24);
  return `已等待 ${days}天${hours % 24 ? `${hours % 24}小时` : ""}`;
}
