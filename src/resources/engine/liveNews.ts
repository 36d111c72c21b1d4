/**
 * Whether a live event can change a list as it is filtered (issue 40 §2; the banner above the list, LiveBanner.tsx):
 * - "yes": the record moved from or to a status of the list's tab (any status on 全部), or, on 全部, the event names
 *   facts none of the list's filters contradicts;
 * - "no": a fact contradicts a filter value the list has (e.g. orderSource 2 against the filter 天猫 → 1), or the
 *   status moved between statuses the tab does not hold (3 → 4 on 待预约);
 * - "maybe": the event says too little to tell (neither status nor facts, or a status where the tab's statuses are
 *   not known): the banner says the list may have changed, without a count.
 */
import type { LiveChange } from "../../api/live";
import type { TabsDecl } from "./searchTypes";

export type NewsVerdict = "yes" | "no" | "maybe";

/** What a list is showing, as the banner weighs an event against it. */
export interface ListFilter {
  /**
   * The record statuses of the selected tab, as the channel's events name them (change.status); "all" for 全部 (or a
   * list without tabs); undefined when the tab's statuses are not known.
   */
  statuses: readonly (string | number)[] | "all" | undefined;
  /** The list's request fields (its search, tab and fixed fields): a fact under one of these names must fit it. */
  values: Readonly<Record<string, unknown>>;
}

const same = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** True when the filter value (one value or a list of them) holds `fact`; an empty filter value holds anything. */
function fits(filter: unknown, fact: string | number | null): boolean {
  if (filter === undefined || filter === null || filter === "") return true;
  if (Array.isArray(filter)) return filter.length === 0 || filter.some((value) => same(value, fact));
  if (typeof filter === "object") return true;
  return same(filter, fact);
}

function contradicted(facts: LiveChange["facts"], values: ListFilter["values"]): boolean {
  return Object.entries(facts ?? {}).some(([name, fact]) => name in values && !fits(values[name], fact));
}

export function newsVerdict(change: LiveChange | undefined, filter: ListFilter): NewsVerdict {
  const facts = change?.facts;
  if (contradicted(facts, filter.values)) return "no";
  const status = change?.status;
  if (status) {
    if (filter.statuses === "all") return "yes";
    if (!filter.statuses) return "maybe";
    const held = filter.statuses;
    return held.some((code) => same(code, status.from) || same(code, status.to)) ? "yes" : "no";
  }
  return facts && Object.keys(facts).length > 0 && filter.statuses === "all" ? "yes" : "maybe";
}

/** What a list shows, for its banner: the selected tab's statuses ("all" for 全部) and its request fields. */
export function listFilterOf(
  tabs: TabsDecl | undefined,
  tab: string | number | undefined,
  values: Record<string, unknown>,
): ListFilter {
  return { statuses: !tabs || tab === undefined ? "all" : tabs.statuses?.(tab), values };
}
