import type { LiveChannelName } from "./liveChannels";

/** A request field's record ids: one id or a list of them (an empty value names none). */
function idValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idValues);
  if (typeof value === "number" && Number.isFinite(value)) return [String(value)];
  if (typeof value === "string" && value.trim() !== "") return [value.trim()];
  return [];
}

/**
 * The records a request names by `keys` (a write effect's key fields, ./endpoint.ts), deduplicated: what the
 * stand-in's event names and the console refreshes after its own write read the same rule.
 */
export function namedIds(keys: readonly string[], payload: unknown): string[] {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return [];
  const fields = payload as Record<string, unknown>;
  return [...new Set(keys.flatMap((key) => idValues(fields[key])))];
}

/** The records of another channel a write with `payload` changes too (its effect's `related`), or none. */
export function relatedOf(
  effect: { related?: { channel: LiveChannelName; key: string | readonly string[] } },
  payload: unknown,
): { channel: LiveChannelName; ids: string[] } | undefined {
  if (!effect.related) return undefined;
  const { channel, key } = effect.related;
  const ids = namedIds(typeof key === "string" ? [key] : key, payload);
  return ids.length > 0 ? { channel, ids } : undefined;
}
