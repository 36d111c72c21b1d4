import type { LiveChange, LiveOperator } from "../../api/live";

/** What the live layer passes around (src/providers/live): one event of the push channel or of a poll. */
export interface WireEvent {
  /** Unique per event in this browser: the push channel's id, or `p:<channel>:<time>` for a change a poll saw. */
  key: string;
  /** The push channel's id (0 for a poll's event). */
  id: number;
  /** "orders" | "workOrders" | "messages" | "alerts" | "account", or "*" for a reset (refetch everything). */
  channel: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: number;
  /** The records the write touched, by the channel's record key (absent: not said, e.g. an older gateway, a poll). */
  ids?: readonly string[];
  /** What changed (status from → to, fields, facts a list filters by). */
  change?: LiveChange;
  /** Who made it (absent for what comes from outside the console). */
  operator?: LiveOperator;
  /** The tab of this browser that shows its notification (chosen by the leader, src/providers/live/presence.ts). */
  notifyTab?: string;
  /** Refreshes but shows no notification: a replay of what a poll already announced (push back after a fallback). */
  silent?: boolean;
}

export type TransportName = "push" | "poll" | "off";

/** What tabs of one origin tell each other over the BroadcastChannel (src/providers/live/bus.ts). */
export type BusMessage =
  | { kind: "event"; event: WireEvent }
  | { kind: "data"; key: readonly unknown[]; data: unknown }
  | { kind: "presence"; tabId: string; visible: boolean; focused: boolean; at: number }
  | { kind: "bye"; tabId: string }
  | { kind: "hello" }
  | { kind: "transport"; transport: TransportName };
