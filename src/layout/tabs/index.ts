/** The admin layout's tabs: the strip (TabsView) and the kept-alive page area (KeepAliveOutlet). */
export { KeepAliveOutlet } from "./KeepAliveOutlet";
export { TabsView, TAB_ACTION_LABELS, type TabAction } from "./TabsView";
export { tabsStore, useTabs, createTabsStore, type TabsStore } from "./store";
export { TAB_SWITCH_MEASURE, lastTabSwitchMs } from "./tabSwitch";
export type { TabEntry } from "./tagsView";
