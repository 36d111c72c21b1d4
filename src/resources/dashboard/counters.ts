/**
 * The home page's counters: what a provider checks first, each from a call the console already makes and each a
 * link to the list it counts, filtered the same way (the lists read their search from the query string). A counter
 * shows only when the account may open its list (the menu's rule) and holds its btn code, if it names one.
 */
import { SCREENS } from "../../api/screens";
import { DISPATCH_QUEUE_STATUS } from "../../domain/orders";
import type { Permission } from "../../providers/usePermission";
// engine/links, not the engine's index (which brings the engine's views into the home page).
import { linkWith } from "../engine/links";

export type CounterKind =
  | { kind: "orders"; listStatus: number }
  /** A dispatch queue tab, counted by orderStatusCount (one call for the queue's tabs and counters). */
  | { kind: "queue"; listStatus: number }
  | { kind: "workOrders" }
  | { kind: "alerts" }
  | { kind: "unread" }
  | { kind: "bills"; billStatus: number }
  | { kind: "monthBill"; billMonth: string };

export interface CounterDecl {
  key: string;
  title: string;
  /** The list it counts, with its filter. */
  link: string;
  /** The route the account must be allowed to open. */
  path: string;
  button?: string;
  source: CounterKind;
}

/** The order list's status tabs a provider acts on (ORDER_LIST_STATUS values): 待预约, 待上门, 待核销. */
const ORDER_COUNTERS: readonly { listStatus: number; title: string }[] = [
  { listStatus: 2, title: "待预约订单" },
  { listStatus: 3, title: "待上门订单" },
  { listStatus: 4, title: "待核销订单" },
];

/** The dispatch queue's tabs a dispatcher works through first (src/domain/orders/flow.ts). */
const QUEUE_COUNTERS: readonly { listStatus: number; title: string }[] = [
  { listStatus: DISPATCH_QUEUE_STATUS.awaitingDispatch, title: "待派单订单" },
  { listStatus: DISPATCH_QUEUE_STATUS.awaitingAcceptance, title: "待接单订单" },
];

/** The counters in display order; `billMonth` is the current month ("YYYY-MM"). */
export function dashboardCounters(billMonth: string): CounterDecl[] {
  return [
    ...QUEUE_COUNTERS.map(({ listStatus, title }): CounterDecl => ({
      key: `queue-${listStatus}`,
      title,
      link: linkWith(SCREENS.orderList, { tab: listStatus }),
      path: SCREENS.orderList,
      source: { kind: "queue", listStatus },
    })),
    ...ORDER_COUNTERS.map(({ listStatus, title }): CounterDecl => ({
      key: `orders-${listStatus}`,
      title,
      link: linkWith(SCREENS.orderList, { tab: listStatus }),
      path: SCREENS.orderList,
      source: { kind: "orders", listStatus },
    })),
    {
      key: "workOrders",
      title: "待处理工单",
      link: linkWith(SCREENS.workOrderList, { tab: "todo" }),
      path: SCREENS.workOrderList,
      source: { kind: "workOrders" },
    },
    {
      key: "alerts",
      title: "待处理预警",
      // The alert list's 待处理 tab (handling status 1), every type and date: the board's open counts summed.
      link: linkWith(SCREENS.orderWarning, { tab: 1 }),
      path: SCREENS.orderWarning,
      source: { kind: "alerts" },
    },
    {
      key: "unread",
      title: "未读消息",
      link: linkWith(SCREENS.messages, { isRead: 0 }),
      path: SCREENS.messages,
      source: { kind: "unread" },
    },
    {
      key: "billsToConfirm",
      title: "待确认账单",
      link: linkWith(SCREENS.bill, { billStatus: 2 }),
      path: SCREENS.bill,
      button: "bill:view",
      source: { kind: "bills", billStatus: 2 },
    },
    {
      key: "monthBill",
      title: "本月账单",
      link: linkWith(SCREENS.bill, { billMonth }),
      path: SCREENS.bill,
      button: "bill:view",
      source: { kind: "monthBill", billMonth },
    },
  ];
}

/** The counters this account may follow (`permission`: usePermission(), the menu's and the buttons' rule). */
export function visibleCounters(counters: readonly CounterDecl[], permission: Permission): CounterDecl[] {
  return counters.filter(
    (counter) => permission.mayOpen(counter.path) && (!counter.button || permission.mayDo(counter.button)),
  );
}
