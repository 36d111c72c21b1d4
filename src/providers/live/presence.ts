/**
 * Which tab of the browser shows a notification (one per browser, not one per tab): the leader picks, per event,
 * the focused visible tab, else the visible tab seen last, else itself (nothing visible: the leader's tab shows it,
 * and its desktop notification if allowed). Tabs report their state over the bus; a closing tab says goodbye.
 */
export interface TabState {
  tabId: string;
  visible: boolean;
  focused: boolean;
  /** When the state was reported (ms). */
  at: number;
}

export function chooseNotifyingTab(tabs: Iterable<TabState>, leaderTabId: string): string {
  let best: TabState | undefined;
  const rank = (tab: TabState) => (tab.visible ? (tab.focused ? 2 : 1) : 0);
  for (const tab of tabs) {
    if (rank(tab) === 0) continue;
    if (!best || rank(tab) > rank(best) || (rank(tab) === rank(best) && tab.at > best.at)) best = tab;
  }
  return best?.tabId ?? leaderTabId;
}

export function anyVisible(tabs: Iterable<TabState>): boolean {
  for (const tab of tabs) if (tab.visible) return true;
  return false;
}
