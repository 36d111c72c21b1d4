/**
 * Refreshing what a change affects (issue 40 §2), through the one mapping (src/queries/liveImpact.ts):
 * - records and counts are invalidated with refetchType "active": the reads of the page on screen (and of the frame)
 *   refetch; a page kept in a hidden tab reads nothing (its queries are off while hidden, src/queries/pageShown.tsx),
 *   so they are only marked stale and read when the page is shown again; pages not about the record do nothing;
 * - lists: after the console's own write, the list on screen refetches (the user sees the result of the action);
 *   after a live event it is only marked stale, and the list on screen offers its banner instead (rows must not move
 *   under the pointer); a hidden list is read when shown;
 * - while the browser tab is hidden nothing is read: the events are kept and their reads refetched when the tab is
 *   shown again (`refreshPending`).
 * The console's own writes are not skipped when their event comes back: this console cannot tell its own account
 * in an event's operator (the user info names no account id), and a second read of one record is never wrong.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import { writeEffectOf, type Endpoint } from "../api/endpoint";
import { DATA_QUERY_KEY } from "./endpointKeys";
import { hasScope, roleOf, writeEventOf, type ImpactEvent, type QueryRole } from "./liveImpact";

/** Who made the change: a live event (someone else, or another tab) or this console's own write. */
export type ChangeOrigin = "event" | "write";

const documentHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

const readNow = (role: QueryRole | null) => role === "record" || role === "count";

/** Events heard while the browser tab was hidden, refetched when it is shown. */
const pending: ImpactEvent[] = [];

/** Refreshes what `event` changes (see the header). */
export async function refreshImpact(
  client: QueryClient,
  event: ImpactEvent,
  origin: ChangeOrigin,
): Promise<void> {
  if (!hasScope(event.channel)) return;
  const hidden = documentHidden();
  if (hidden && origin === "event") pending.push(event);
  const role = (query: Query) => roleOf(event, query.queryKey);
  await Promise.all([
    client.invalidateQueries({
      queryKey: [...DATA_QUERY_KEY],
      predicate: (query) => readNow(role(query)),
      refetchType: hidden ? "none" : "active",
    }),
    client.invalidateQueries({
      queryKey: [...DATA_QUERY_KEY],
      predicate: (query) => role(query) === "list",
      refetchType: origin === "write" && !hidden ? "active" : "none",
    }),
  ]);
}

/** A live event: refreshes what it changes. */
export function refreshOnEvent(client: QueryClient, event: ImpactEvent): Promise<void> {
  return refreshImpact(client, event, "event");
}

/**
 * After a call of `endpoint` with `payload` that succeeded, or that the server refused on a record changed since
 * (the next try needs the new version): refreshes what its write effect names. A call whose effect is undeclared,
 * a session step (onboarding, a contract) or a channel the mapping does not know refreshes every data query, as
 * every write did before; a read refreshes nothing.
 */
export function refreshAfterWrite(client: QueryClient, endpoint: Endpoint, payload: unknown): Promise<void> {
  if (endpoint.effect === "read") return Promise.resolve();
  const event = writeEffectOf(endpoint) ? writeEventOf(endpoint, payload) : null;
  if (event && hasScope(event.channel)) return refreshImpact(client, event, "write");
  return client.invalidateQueries({ queryKey: [...DATA_QUERY_KEY] });
}

/** The browser tab is shown again: what the events heard meanwhile marked stale is read now (lists keep banners). */
export function refreshPending(client: QueryClient): Promise<void> {
  const events = pending.splice(0);
  if (events.length === 0) return Promise.resolve();
  return client.refetchQueries({
    queryKey: [...DATA_QUERY_KEY],
    type: "active",
    predicate: (query) =>
      query.state.isInvalidated && events.some((event) => readNow(roleOf(event, query.queryKey))),
  });
}
