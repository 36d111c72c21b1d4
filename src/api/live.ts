import { service } from "./endpoint";
import type { LiveChannelName } from "./liveChannels";
import type { RequestType } from "./schema";
import type * as wire from "./wire/live";

/**
 * The push channel (issue 28 §2 "Updates that arrive"): Server-Sent Events of what a provider's open consoles should
 * learn about. Chosen path: spec §7 has no push call at all, so it sits under the message service (the bell's own
 * service), `/V1/common/live/`, open to any logged-in account like the bell's calls.
 *
 * Wire format (`text/event-stream`, UTF-8, no JSON envelope; an error before the stream starts is the usual envelope):
 * - the stream starts with `retry: <ms>` (the reconnect delay the server suggests) and a `: connected` comment;
 * - each event is
 *   ```
 *   id: <live_events.id>
 *   event: <channel>            // a LiveChannelName: "orders" | "workOrders" | "messages" | "alerts" | …
 *   data: {"type":"created","payload":{...},"createdAt":1764201600000,"ids":[…],"change":{…},"operator":{…}}
 *   ```
 *   followed by a blank line; ids increase strictly (they survive the stand-in's restarts and test resets);
 * - a comment line `: heartbeat <epoch ms>` every LIVE_HEARTBEAT_MS (default 15000), so a console that hears
 *   nothing for about twice that long knows the connection is dead and reconnects;
 * - the request is signed and carries the bearer token and identity headers like every call (the console reads it
 *   with fetch streaming, not EventSource, so headers work);
 * - resuming: header `Last-Event-ID: <id>` (or query `lastEventId`) replays the provider's events after that id, then
 *   continues live; without it the stream starts after the newest id (no history);
 * - an id older than the oldest event kept (events are kept 24 h) gets one `event: reset` (`data: {"lastEventId":N}`,
 *   `id: N`): the console refetches everything, and the stream continues live after N;
 * - an event with an account target goes to that account only; everything else to the accounts of the provider that
 *   hold one of its channel's menus (LIVE_AUDIENCE);
 * - `event: end` (`data: {"reason":"logout"|"expired"|"disabled"}`) then the server closes, when the session is no
 *   longer valid (checked at least every heartbeat): the console does not reconnect and handles it as a 401.
 */
const s = service("/message-app", { open: "user", onboarding: true }).under("/V1/common/live");

export { LIVE_AUDIENCE, type LiveChannelName } from "./liveChannels";

/** Who made a write: the account and the name records show for it (a staff member's display name, never a mobile). */
export interface LiveOperator {
  accountId: number;
  name: string;
}

/** A status moved by a write (codes of the record's own status set). */
export interface LiveStatusChange {
  from: number | string | null;
  to: number | string | null;
}

/** What a write changed, beyond which records (issue 40 §1). */
export interface LiveChange {
  /** The record's status before and after, when the write moved it. */
  status?: LiveStatusChange;
  /** The fields the write changed (the request's field names), when it changed fields rather than a status. */
  fields?: readonly string[];
  /**
   * Facts a list can be filtered by, as the record has them after the write (e.g. {orderSource: 2}): a list whose
   * filter a fact contradicts knows the event is not about its rows.
   */
  facts?: Readonly<Record<string, string | number | null>>;
  /** Records of another channel the write changed too (a transfer's workers), by that channel's key. */
  related?: LiveRelated;
}

/** Records of another channel a write changed too (WriteEffect.related). */
export interface LiveRelated {
  channel: LiveChannelName;
  ids: readonly string[];
}

/** The stream's control events besides the channels. */
export const LIVE_CONTROL_EVENTS = { reset: "reset", end: "end" } as const;

/** `data:` of a channel event. */
export interface LiveEventData {
  /** What happened, e.g. "created", "updated", "accepted", "replied", "opened", "closed", "permissions". */
  type: string;
  /** Small facts to show or link with: e.g. {orderNo, orderStatus}, {workOrderNo}, {title}. */
  payload: Record<string, unknown>;
  /** Epoch milliseconds. */
  createdAt: number;
  /** The records the write touched, by the channel's record key (orderNo, work order id, billNo, workerId…). */
  ids?: readonly string[];
  /** What changed (status from → to, fields, facts). */
  change?: LiveChange;
  /** Who made it; absent for what comes from outside the console (a merchant's order, the platform, a worker). */
  operator?: LiveOperator;
}

/** `data:` of `event: reset`: continue after this id. */
export interface LiveResetData {
  lastEventId: number;
}

/** `data:` of `event: end`. */
export interface LiveEndData {
  reason: "logout" | "expired" | "disabled";
}

/**
 * The request of the stream, from its schema (./wire/live.ts, where its field is described). The events' types above
 * stay written here: the stream's events have no schema.
 */
export type LiveEventsQuery = RequestType<typeof wire.liveEventsRequest>;

export const events = s.get<LiveEventsQuery, never>("/events", "实时事件推送 (SSE)", {
  response: "stream",
  chosenPath: true,
});
