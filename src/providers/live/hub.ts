/**
 * refine's live provider (issue 28 §2): `subscribe` / `unsubscribe` / `publish`, in this tab. What the transport
 * learns (src/providers/live/runtime.ts) is delivered here in every tab and becomes refine live events:
 * - on the push channel's own channel ("orders", "workOrders", "messages", "alerts", "bills", "workers", "staff",
 *   "account"), for `useSubscription({ channel: "account" })` and the like;
 * - on `resources/<route path>` of the lists the channel feeds (refine's useList/useTable subscribe there), whose
 *   `liveMode: "manual"` makes the engine's list offer 「有 N 条新数据，点击刷新」.
 * Events from the server carry `meta.source: "server"` and the event's ids, change and operator (`eventDetails`);
 * refine's own `publish` after a mutation does not, so a list does not announce the user's own change (which
 * refreshes what it changed by itself: src/queries/liveRefresh.ts).
 */
import type { LiveEvent, LiveProvider } from "@refinedev/core";
import { detailsOf, type EventDetails } from "./details";
import type { WireEvent } from "./types";

interface Subscription {
  channel: string;
  types: readonly string[];
  callback: (event: LiveEvent) => void;
}

/** Route path prefixes of the screens (lists, details) whose records each channel's events are about. */
const CHANNEL_PATHS: Readonly<Record<string, readonly string[]>> = {
  alerts: ["/order/earlywarning"],
  orders: ["/order/", "/newOrderDetail"],
  workOrders: ["/aftersales/"],
  messages: ["/message/"],
  // A bill's confirmation or settlement moves its orders between 待结算 and 已结算.
  bills: ["/bill/", "/order/staylist", "/order/settledlist"],
  workers: ["/worker/"],
  staff: ["/personal/staff"],
};

/**
 * Whether `channel`'s events concern refine's resource channel `resources/<route path>` (refine resources are named
 * by route path; a list that is one part of its page is `<path>#<part>`): its lists and its details' base records.
 */
export function channelFeeds(channel: string, resourceChannel: string): boolean {
  if (!resourceChannel.startsWith("resources/")) return false;
  const path = resourceChannel.slice("resources/".length);
  if (channel === "*") return true;
  // The alert board is the alerts channel's, not the orders'.
  if (channel === "orders" && path.startsWith("/order/earlywarning")) return false;
  return (CHANNEL_PATHS[channel] ?? []).some((prefix) => path.startsWith(prefix));
}

export function toLiveEvent(event: WireEvent, channel: string = event.channel): LiveEvent {
  return {
    channel,
    type: event.type,
    payload: { ...event.payload, liveEventId: event.id },
    date: new Date(event.createdAt),
    meta: {
      source: "server",
      key: event.key,
      liveChannel: event.channel,
      ids: event.ids,
      change: event.change,
      operator: event.operator,
    },
  };
}

/** The ids, change and operator a server event carried (none for refine's own publish). */
export function eventDetails(event: LiveEvent): EventDetails {
  return isServerEvent(event) ? detailsOf(event.meta ?? {}) : {};
}

/** Whether a refine live event came from the server (not refine's publish after the user's own mutation). */
export function isServerEvent(event: LiveEvent): boolean {
  return event.meta?.source === "server";
}

export interface LiveHub {
  provider: LiveProvider;
  /** Hands one event to this tab's subscribers and listeners. */
  deliver(event: WireEvent): void;
  /** Listens to every delivered event (the data refresh, the notifications); answers the unsubscribe function. */
  listen(listener: (event: WireEvent) => void): () => void;
}

export function createLiveHub(): LiveHub {
  const subscriptions = new Set<Subscription>();
  const listeners = new Set<(event: WireEvent) => void>();
  const dispatch = (channel: string, event: LiveEvent) => {
    for (const sub of [...subscriptions]) {
      if (sub.channel !== channel) continue;
      if (sub.types.includes("*") || sub.types.includes(event.type)) sub.callback(event);
    }
  };
  const provider: LiveProvider = {
    subscribe({ channel, types, callback }) {
      const subscription: Subscription = { channel, types, callback };
      subscriptions.add(subscription);
      return subscription;
    },
    unsubscribe(subscription: Subscription) {
      subscriptions.delete(subscription);
    },
    publish(event) {
      dispatch(event.channel, event);
    },
  };
  return {
    provider,
    deliver(event) {
      for (const listener of [...listeners]) listener(event);
      if (event.channel !== "*") dispatch(event.channel, toLiveEvent(event));
      const fed = new Set(
        [...subscriptions].map((s) => s.channel).filter((c) => channelFeeds(event.channel, c)),
      );
      for (const channel of fed) dispatch(channel, toLiveEvent(event, channel));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The console's one hub (its provider is handed to <Refine liveProvider>). */
export const liveHub = createLiveHub();
export const liveProvider = liveHub.provider;
