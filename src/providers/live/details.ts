/**
 * What an event says beyond its channel and type (issue 40 §1): the records it touched, what changed and who made
 * it (the push channel's `data:`, a refine live event's meta). The gateway is held to src/api/live.ts; what is not
 * even of the right kind (no list, no object) is left out, so an older gateway's event simply says less, and the
 * mapping (src/queries/liveImpact.ts) then takes the channel's whole set.
 */
import type { LiveEventData } from "../../api/live";
import type { WireEvent } from "./types";

export type EventDetails = Pick<WireEvent, "ids" | "change" | "operator">;

const isObject = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The details of an event body (`ids`, `change`, `operator`), each only when of its kind. */
export function detailsOf(body: Record<string, unknown>): EventDetails {
  const { ids, change, operator } = body as Partial<Record<keyof LiveEventData, unknown>>;
  return {
    ...(Array.isArray(ids) && ids.length > 0 ? { ids: ids.map(String) } : {}),
    ...(isObject(change) ? { change: change as EventDetails["change"] } : {}),
    ...(isObject(operator) ? { operator: operator as EventDetails["operator"] } : {}),
  };
}
