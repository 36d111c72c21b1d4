/**
 * Tab switch timing for the benchmark: a click on a tab marks TAB_SWITCH_START; KeepAliveOutlet measures
 * TAB_SWITCH_MEASURE ("tab-switch") from it to the first frame after the revealed page is laid out. Read it with
 * `performance.getEntriesByName("tab-switch", "measure")`.
 */
export const TAB_SWITCH_START = "tab-switch-start";
export const TAB_SWITCH_MEASURE = "tab-switch";

function available(): boolean {
  return typeof performance !== "undefined" && typeof performance.mark === "function";
}

export function markTabSwitchStart(): void {
  if (!available()) return;
  performance.clearMarks(TAB_SWITCH_START);
  performance.mark(TAB_SWITCH_START);
}

/** Ends a pending switch measurement at the next frame (no-op when no switch was started). */
export function measureTabSwitchAtNextFrame(): void {
  if (!available() || performance.getEntriesByName(TAB_SWITCH_START, "mark").length === 0) return;
  const finish = () => {
    if (performance.getEntriesByName(TAB_SWITCH_START, "mark").length === 0) return;
    performance.measure(TAB_SWITCH_MEASURE, TAB_SWITCH_START);
    performance.clearMarks(TAB_SWITCH_START);
  };
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(finish);
  else finish();
}

/** Duration of the last measured tab switch, in ms (null when none). */
export function lastTabSwitchMs(): number | null {
  if (!available()) return null;
  const entries = performance.getEntriesByName(TAB_SWITCH_MEASURE, "measure");
  return entries.length > 0 ? entries[entries.length - 1].duration : null;
}
