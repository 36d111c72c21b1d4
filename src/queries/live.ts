/**
 * What polling reads for the live channel (issue 28 §2): `pollTargets`, the spec's own calls the polling transport
 * reads, with the exact request and query key of the bell, the to-do badge and the order queue's counts, so the answer
 * the leader tab reads is the one every tab shows. What an event refreshes is src/queries/liveRefresh.ts.
 */
import { layoutCalls } from "../api/layout";
import { orderStatusCount, type OrderStatusCount } from "../api/order/provider";
import { DISPATCH_QUEUE_STATUS } from "../domain/orders/flow";
import { ORDER_STATUS_CODE } from "../domain/orders/status";
import { config } from "../config";
import { call } from "../providers/http";
import type { PollTarget, PolledEvent } from "../providers/live/poll";
import { customQueryKey } from "./endpoint";
import { needDealPayload } from "./needDealCount";

function rise(before: unknown, after: unknown): number {
  return typeof before === "number" && typeof after === "number" ? after - before : 0;
}

/** A count that rose by `n` as an event of `channel` (with the status the counted records now have, when known). */
function risen(channel: string, type: string, n: number, to?: number): PolledEvent[] {
  const change = to === undefined ? {} : { change: { status: { from: null, to } } };
  return n > 0 ? [{ channel, type, payload: { count: n }, ...change }] : [];
}

function isCounts(value: unknown): value is OrderStatusCount[] {
  return Array.isArray(value);
}

/** The 待派单 count of an orderStatusCount answer (0 when absent). */
function awaitingDispatch(value: unknown): number {
  if (!isCounts(value)) return 0;
  return value.find((c) => c.listStatus === DISPATCH_QUEUE_STATUS.awaitingDispatch)?.count ?? 0;
}

/** The reads the polling transport makes for the provider `providerId` (undefined before the user is known). */
export function pollTargets(providerId: string | undefined): PollTarget[] {
  const unreadPayload = { platform: config.platform };
  const targets: PollTarget[] = [
    {
      name: "unread",
      key: customQueryKey(layoutCalls.unreadCount, unreadPayload, false),
      read: () => call(layoutCalls.unreadCount, unreadPayload, { silent: true }),
      events: (before, after) => risen("messages", "created", rise(before, after)),
    },
  ];
  targets.push({
    name: "orderQueue",
    // As the order list's queue tabs and the home counters read it (src/queries/orderQueue.ts).
    key: customQueryKey(orderStatusCount, {}, false),
    read: () => call(orderStatusCount, {}, { silent: true }),
    events: (before, after) =>
      risen(
        "orders",
        "created",
        awaitingDispatch(after) - awaitingDispatch(before),
        ORDER_STATUS_CODE.awaitingDispatch,
      ),
  });
  if (providerId) {
    const payload = needDealPayload(providerId);
    targets.push({
      name: "needDeal",
      key: customQueryKey(layoutCalls.needDealNums, payload, true),
      read: () => call(layoutCalls.needDealNums, payload, { silent: true }),
      events: (before, after) => risen("workOrders", "replied", rise(before, after)),
    });
  }
  return targets;
}
