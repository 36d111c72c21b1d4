/**
 * The tabs of one origin talk over one BroadcastChannel: the leader (src/providers/live/leader.ts) hands the events
 * and the polled answers to the others, the others tell the leader whether they are visible (which tab notifies).
 * A browser without BroadcastChannel has one tab's worth of live updates per tab (each its own leader).
 */
import type { BusMessage } from "./types";

export interface Bus {
  post(message: BusMessage): void;
  listen(listener: (message: BusMessage) => void): () => void;
  close(): void;
}

export const BUS_NAME = "console-live";

export function createBus(name: string = BUS_NAME): Bus {
  if (typeof BroadcastChannel === "undefined") {
    return { post: () => undefined, listen: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // Closed while a transport was still finishing (this tab stopped): nobody to tell.
      }
    },
    listen(listener) {
      const handler = (event: MessageEvent<BusMessage>) => listener(event.data);
      channel.addEventListener("message", handler);
      return () => channel.removeEventListener("message", handler);
    },
    close: () => channel.close(),
  };
}
