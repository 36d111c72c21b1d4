import type { LabelItem } from "../../api/types";

/** Labels shown before the rest go into the "+N" tooltip (spec §9). */
export const DEFAULT_VISIBLE_LABELS = 2;

/** The label fields the list reads (spec §3 label item). */
export type LabelEntry = Pick<LabelItem, "labelName" | "labelDescription" | "labelIcon" | "labelVisible">;

/** Only the labels visible on the provider platform. */
export function providerLabels<T extends LabelEntry>(labels: readonly T[] | null | undefined): T[] {
  return (labels ?? []).filter((label) => label.labelVisible?.provPlatform === true);
}

/** Splits the provider-visible labels into the ones shown and the rest (for the tooltip). */
export function splitLabels<T extends LabelEntry>(
  labels: readonly T[] | null | undefined,
  visible: number = DEFAULT_VISIBLE_LABELS,
): { shown: T[]; rest: T[] } {
  const all = providerLabels(labels);
  const count = Number.isInteger(visible) && visible >= 0 ? visible : DEFAULT_VISIBLE_LABELS;
  return { shown: all.slice(0, count), rest: all.slice(count) };
}
