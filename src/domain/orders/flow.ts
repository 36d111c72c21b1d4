import {
  ORDER_LIST_STATUS,
  ORDER_STATUS_CODE,
  type OrderListStatusOption,
  type OrderStatusCode,
} from "./status";

/**
 * How an order reaches a worker (issue 28 §1): the project's reading of set A's 待派单, 待接单, 待报价, 待雇佣 (the spec
 * shows no transitions, §4).
 *
 * - A step that gives the order to a worker — 手动派单, 天猫直派, 地图转派, 转单 (both types), 送装分离 and 雇佣 —
 *   leads to 待接单: the worker has not taken it yet, the placement is 未下单 and the old appointment is cleared.
 * - The worker answers in the worker app: 师傅接单 → 待预约 (placement 待预约); 师傅拒单 → 待派单 with no worker,
 *   the worker's line cancelled and a track entry. A rejected quoted order goes to 待派单 as well: its quote stays,
 *   and 派单 is the step that gives an order to another worker.
 * - 待报价 is an order the merchant placed for a price (it arrives so); 报价 makes it 待雇佣; 雇佣 names the worker
 *   who serves it (→ 待接单, as every step that gives an order to a worker).
 */

/** The status every step that gives an order to a worker leads to. */
export const ASSIGNED_STATUS: OrderStatusCode = ORDER_STATUS_CODE.awaitingAcceptance;

/** Placement codes (PLACEMENT_STATUS) the flow writes: given but not taken, taken, cancelled. */
export const PLACEMENT_CODE = { notPlaced: 0, awaitingAppointment: 1, placed: 2, cancelled: 3 } as const;

/** The worker's answer to an order given to them (the worker app; the stand-in's development page stands in). */
export type WorkerReply = "accept" | "reject";

export interface WorkerReplyRule {
  label: string;
  from: readonly OrderStatusCode[];
  to: OrderStatusCode;
  /** The order's placement afterwards. */
  placeStatus: number;
  /** The live event it emits on the "orders" channel. */
  event: "accepted" | "rejected";
  /** The order track's entry. */
  track: (workerName: string) => string;
}

export const WORKER_REPLIES: Record<WorkerReply, WorkerReplyRule> = {
  accept: {
    label: "师傅接单",
    from: [ORDER_STATUS_CODE.awaitingAcceptance],
    to: ORDER_STATUS_CODE.awaitingAppointment,
    placeStatus: PLACEMENT_CODE.awaitingAppointment,
    event: "accepted",
    track: (name) => `师傅 ${name} 已接单`,
  },
  reject: {
    label: "师傅拒单",
    from: [ORDER_STATUS_CODE.awaitingAcceptance],
    to: ORDER_STATUS_CODE.awaitingDispatch,
    placeStatus: PLACEMENT_CODE.notPlaced,
    event: "rejected",
    track: (name) => `师傅 ${name} 拒单，订单回到待派单`,
  },
};

/** The facts of an order a worker's answer reads. */
export interface WorkerReplyFacts {
  orderStatus: number;
  workerId?: string | null;
  hangUp: boolean;
}

/** Why the worker cannot answer this order (a Chinese message), or null when they can. */
export function workerReplyRefusal(reply: WorkerReply, order: WorkerReplyFacts): string | null {
  const rule = WORKER_REPLIES[reply];
  if (!(rule.from as readonly number[]).includes(order.orderStatus)) return `当前订单状态不允许${rule.label}`;
  if (!order.workerId) return `订单未指派师傅，不能${rule.label}`;
  if (order.hangUp) return `订单已挂起，不能${rule.label}`;
  return null;
}

/**
 * The dispatch queue: the order list's tabs for the orders a dispatcher works through first (values 10-13 of
 * `listStatus`, after the spec's nine so their codes stay), shown after 待支付 in set-A order.
 */
export const DISPATCH_QUEUE: readonly OrderListStatusOption[] = [
  { value: 10, label: "待派单", orderStatus: [ORDER_STATUS_CODE.awaitingDispatch] },
  { value: 11, label: "待接单", orderStatus: [ORDER_STATUS_CODE.awaitingAcceptance] },
  { value: 12, label: "待报价", orderStatus: [ORDER_STATUS_CODE.awaitingQuote] },
  { value: 13, label: "待雇佣", orderStatus: [ORDER_STATUS_CODE.awaitingHire] },
];

/**
 * The status tabs of /order/index (own orders; the 天猫 set is TMALL_SERVICE_STATUS): the spec's nine with the queue
 * after 待支付, so the tabs read in set-A order. Each value is one `listStatus` the stand-in accepts.
 */
export const ORDER_LIST_TABS: readonly OrderListStatusOption[] = [
  ...ORDER_LIST_STATUS.slice(0, 1),
  ...DISPATCH_QUEUE,
  ...ORDER_LIST_STATUS.slice(1),
];

/** The list status filter entry of a `listStatus` value, if there is one. */
export function orderListStatus(value: number): OrderListStatusOption | undefined {
  return ORDER_LIST_TABS.find((option) => option.value === value);
}

/** The queue's `listStatus` values by name, for links (home counters) and tests. */
export const DISPATCH_QUEUE_STATUS = {
  awaitingDispatch: 10,
  awaitingAcceptance: 11,
  awaitingQuote: 12,
  awaitingHire: 13,
} as const;
