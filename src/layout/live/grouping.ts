/**
 * Which events become a notification and how many arriving together become one (issue 28 §2): a new order to
 * dispatch, a reply on a work order, an alert, a worker's refusal 「师傅拒单」 and an acceptance that timed out
 * 「师傅超时未接单」 (issue 41: both put the order back in 待派单). One event links to its record; several of a kind
 * arriving within the gathering window become one 「N 条新订单待派单」 linking to the list (the 待派单 tab).
 */
import { SCREENS } from "../../api/screens";
import { DISPATCH_QUEUE_STATUS } from "../../domain/orders/flow";
import type { WireEvent } from "../../providers/live/types";

export type NoticeKind = "orders" | "orderRejected" | "acceptTimeout" | "workOrders" | "alerts";

export interface Notice {
  kind: NoticeKind;
  /** How many events it stands for. */
  count: number;
  title: string;
  description?: string;
  /** Where 查看 leads (a route of the console). */
  link: string;
}

/** How long events are gathered before they are shown (a burst becomes one notification). */
export const GATHER_MS = 150;

/** The order list's 待派单 tab (the dispatch queue, issue 28 §1). */
const DISPATCH_TAB: number | undefined = DISPATCH_QUEUE_STATUS.awaitingDispatch;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== ""
    ? value
    : typeof value === "number"
      ? String(value)
      : undefined;
}

function count(event: WireEvent): number {
  const n = event.payload.count;
  return typeof n === "number" && n > 0 ? n : 1;
}

/** The kind of notification an event makes, or undefined when it makes none (the bell, a badge are enough). */
export function noticeKind(event: WireEvent): NoticeKind | undefined {
  if (event.channel === "orders" && event.type === "created") return "orders";
  if (event.channel === "orders" && event.type === "rejected") return "orderRejected";
  if (event.channel === "orders" && event.type === "acceptTimeout") return "acceptTimeout";
  if (event.channel === "workOrders" && event.type === "replied") return "workOrders";
  if (event.channel === "alerts" && event.type === "opened") return "alerts";
  return undefined;
}

const query = (path: string, field: string, value: string | number | undefined) =>
  value === undefined ? path : `${path}?${field}=${encodeURIComponent(String(value))}`;

/** An order back in 待派单 because of its worker: the worker, why (a refusal's reason), and the order. */
function backInQueue(kind: "orderRejected" | "acceptTimeout", event: WireEvent): Notice {
  const p = event.payload;
  const orderNo = text(p.orderNo);
  const worker = text(p.workerName);
  const reason = kind === "orderRejected" ? text(p.reason) : undefined;
  const who = worker ? `师傅 ${worker}` : undefined;
  return {
    kind,
    count: 1,
    title: kind === "orderRejected" ? "师傅拒单" : "师傅超时未接单",
    description:
      [reason ? `${who ?? "师傅"}：${reason}` : who, orderNo ? `订单号 ${orderNo}` : undefined]
        .filter(Boolean)
        .join(" · ") || undefined,
    link: orderNo
      ? query(SCREENS.orderDetail, "orderNo", orderNo)
      : query(SCREENS.orderList, "tab", DISPATCH_TAB),
  };
}

function single(kind: NoticeKind, event: WireEvent): Notice {
  const p = event.payload;
  if (kind === "orderRejected" || kind === "acceptTimeout") return backInQueue(kind, event);
  if (kind === "orders") {
    const orderNo = text(p.orderNo);
    return {
      kind,
      count: 1,
      title: "新订单待派单",
      description: orderNo ? `订单号 ${orderNo}` : undefined,
      link: orderNo
        ? query(SCREENS.orderDetail, "orderNo", orderNo)
        : query(SCREENS.orderList, "tab", DISPATCH_TAB),
    };
  }
  if (kind === "workOrders") {
    const id = text(p.workOrderId);
    const no = text(p.workOrderNo) ?? id;
    return {
      kind,
      count: 1,
      title: "工单有新回复",
      description: no ? `工单号 ${no}` : undefined,
      // The detail is keyed by workOrderId; an event naming the number only opens the list filtered by it.
      link: id
        ? query(SCREENS.workOrderDetail, "workOrderId", id)
        : no
          ? query(SCREENS.workOrderList, "workOrderNo", no)
          : query(SCREENS.workOrderList, "tab", "todo"),
    };
  }
  const orderNo = text(p.orderNo);
  return {
    kind,
    count: 1,
    title: "新的订单预警",
    description:
      [text(p.title), orderNo ? `订单号 ${orderNo}` : undefined].filter(Boolean).join(" · ") || undefined,
    link: SCREENS.orderWarning,
  };
}

function many(kind: NoticeKind, n: number): Notice {
  // Orders back in 待派单: the queue's tab.
  if (kind === "orderRejected" || kind === "acceptTimeout")
    return {
      kind,
      count: n,
      title: kind === "orderRejected" ? `${n} 个订单师傅拒单` : `${n} 个订单师傅超时未接单`,
      description: "订单已退回待派单",
      link: query(SCREENS.orderList, "tab", DISPATCH_TAB),
    };
  if (kind === "orders")
    return {
      kind,
      count: n,
      title: `${n} 条新订单待派单`,
      link: query(SCREENS.orderList, "tab", DISPATCH_TAB),
    };
  if (kind === "workOrders")
    return {
      kind,
      count: n,
      title: `${n} 条工单有新回复`,
      link: query(SCREENS.workOrderList, "tab", "todo"),
    };
  return { kind, count: n, title: `${n} 条新的订单预警`, link: SCREENS.orderWarning };
}

/** The notifications of the events gathered together, one per kind, in the order the kinds first came. */
export function groupNotices(events: readonly WireEvent[]): Notice[] {
  const byKind = new Map<NoticeKind, WireEvent[]>();
  for (const event of events) {
    const kind = noticeKind(event);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), event]);
  }
  return [...byKind].map(([kind, list]) => {
    const n = list.reduce((sum, event) => sum + count(event), 0);
    return n === 1 ? single(kind, list[0]) : many(kind, n);
  });
}

/** The path a notice's link opens (its query string apart): what the account's menu must hold. */
export function linkPath(link: string): string {
  return link.split(/[?#]/)[0];
}

/**
 * The notices the account may open (issue 40 §3): a notice whose link leads to a page outside its menu is not shown
 * (the server sends an account only the events it may hear; this is the second line).
 */
export function openableNotices(notices: readonly Notice[], mayOpen: (path: string) => boolean): Notice[] {
  return notices.filter((notice) => mayOpen(linkPath(notice.link)));
}
