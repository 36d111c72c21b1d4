/**
 * refine's live provider (issue 28 §2): `subscribe` / `unsubscribe` / `publish`, in this tab. What the transport
 * learns (src/providers/live/runtime.ts) is delivered here in every tab and becomes refine live events:
 * - on the push channel's own channel ("orders", "workOrders", "messages", "alerts", "account"), for
 *   `useSubscription({ channel: "account" })` and the like;
 * - on `resources/<route path>` of the lists the channel feeds (refine's useList/useTable subscribe there), whose
 *   `liveMode: "manual"` makes the engine's list offer 「有 N 条新数据，点击刷新」.
 * Events from the server carry `meta.source: "server"`; refine's own `publish` after a mutation does not, so a
 * list does not announce the user's own change (that change refreshes every data query anyway).
 */
import type { LiveEvent, LiveProvider } from "@refinedev/core";
import type { WireEvent } from "./types";

interface Subscription {
  channel: string;
  types: readonly string[];
  callback: (event: LiveEvent) => void;
}

/** The route paths whose lists a channel's events concern (refine resources are named by route path). */
export function channelFeeds(channel: string, resourceChannel: string): boolean {
  if (!resourceChannel.startsWith("resources/")) return false;
  const path = resourceChannel.slice("resources/".length);
  if (channel === "*") return true;
  if (channel === "alerts") return path.startsWith("/order/earlywarning");
  if (channel === "orders") return path.startsWith("/order/") && !path.startsWith("/order/earlywarning");
  if (channel === "workOrders") return path.startsWith("/aftersales/");
  if (channel === "messages") return path.startsWith("/message/");
  return false;
}

export function toLiveEvent(event: WireEvent, channel: string = event.channel): LiveEvent {
  return {
    channel,
    type: event.type,
    payload: { ...event.payload, liveEventId: event.id },
    date: new Date(event.createdAt),
    meta: { source: "server", key: event.key, liveChannel: event.channel },
  };
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
