/**
 * What the live channel (src/providers/live) means for the console's queries (issue 28 §2):
 * - `pollTargets`: the spec's own calls the polling transport reads, with the exact request and query key of the
 *   bell, the to-do badge and the order queue's counts, so the answer the leader tab reads is the one every tab shows;
 * - `refreshOnEvent`: an event refreshes the custom reads of its service (the bell, the badges, the home counters,
 *   a detail's sections) through the one QueryClient's keys. Lists are not refreshed here: refine's useTable hears
 *   the event (liveMode "manual") and the engine's list offers 「有 N 条新数据，点击刷新」. In a hidden browser tab
 *   the reads are only marked stale and refetched when the tab is shown.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import { api } from "../api";
import type { Endpoint } from "../api/endpoint";
import { layoutCalls } from "../api/layout";
import { orderStatusCount, type OrderStatusCount } from "../api/order/provider";
import { DISPATCH_QUEUE_STATUS } from "../domain/orders/flow";
import { config } from "../config";
import { call } from "../providers/http";
import type { PollTarget, PolledEvent } from "../providers/live/poll";
import type { WireEvent } from "../providers/live/types";
import { DATA_QUERY_KEY, customQueryKey } from "./endpoint";
import { needDealPayload } from "./needDealCount";

/** A declaration's service prefix with its closing slash, as URLs start: the contract names it, never this file. */
const serviceOf = (endpoint: Endpoint) => `${endpoint.service}/`;

/** The services of each channel: their custom reads are refreshed by its events. */
const CHANNEL_SERVICES: Readonly<Record<string, readonly string[]>> = {
  orders: [serviceOf(api.order.provider.orderList)],
  workOrders: [serviceOf(api.workOrders.fetchList)],
  messages: [serviceOf(api.message.unReadNum)],
  alerts: [serviceOf(api.data.alertList), serviceOf(api.order.provider.orderList)],
};

function urlOf(query: Query): string | undefined {
  for (const part of query.queryKey) {
    if (typeof part === "object" && part !== null && "url" in part) {
      const { url } = part;
      return typeof url === "string" ? url : undefined;
    }
  }
  return undefined;
}

/** Whether `query` is a custom read (not a list: lists announce instead) of one of `services`. */
function isCustomReadOf(query: Query, services: readonly string[]): boolean {
  if (!query.queryKey.includes("custom")) return false;
  const url = urlOf(query);
  return url !== undefined && services.some((service) => url.startsWith(service));
}

const pending = new Set<string>();

/** Refreshes what `event` changes; a reset refetches every data query. */
export function refreshOnEvent(client: QueryClient, event: WireEvent): Promise<void> {
  const hidden = typeof document !== "undefined" && document.visibilityState === "hidden";
  const refetchType = hidden ? "none" : "active";
  if (event.channel === "*") return client.invalidateQueries({ queryKey: [...DATA_QUERY_KEY], refetchType });
  const services = CHANNEL_SERVICES[event.channel];
  if (!services) return Promise.resolve();
  if (hidden) pending.add(event.channel);
  return client.invalidateQueries({
    queryKey: [...DATA_QUERY_KEY],
    predicate: (query) => isCustomReadOf(query, services),
    refetchType,
  });
}

/** A hidden tab shown again: what was marked stale while hidden is read now. */
export function refreshPending(client: QueryClient): void {
  const services = [...pending].flatMap((channel) => CHANNEL_SERVICES[channel] ?? []);
  pending.clear();
  if (services.length === 0) return;
  void client.refetchQueries({
    queryKey: [...DATA_QUERY_KEY],
    predicate: (query) => isCustomReadOf(query, services),
    type: "active",
    stale: true,
  });
}

function rise(before: unknown, after: unknown): number {
  return typeof before === "number" && typeof after === "number" ? after - before : 0;
}

/** A count that rose by `n` as an event of `channel`. */
function risen(channel: string, type: string, n: number): PolledEvent[] {
  return n > 0 ? [{ channel, type, payload: { count: n } }] : [];
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
    events: (before, after) => risen("orders", "created", awaitingDispatch(after) - awaitingDispatch(before)),
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
