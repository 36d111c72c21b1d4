/**
 * The open tabs, shared by the strip (TabsView) and the page area (KeepAliveOutlet) wherever the layout puts them,
 * and persisted in localStorage `tags_view` (model and rules: tagsView.ts). Storage failures never throw; a corrupted
 * value is replaced quietly by the pinned tabs.
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLocation, type Location } from "react-router";
import type { AccessGroup } from "../../api/adminTemplate";
import { getAccessGroup, onSessionChange, STORAGE_KEYS } from "../../providers/session";
import { useAccessGroupState } from "../../providers/usePermission";
import {
  addTab,
  closeAll,
  closeOthers,
  closeTab,
  normalizeTabs,
  parseTagsView,
  serializeTabs,
  tabbable,
  tabForLocation,
  type CloseResult,
  type TabEntry,
} from "./tagsView";
import { findRoute } from "../../resources";

export interface TabsState {
  tabs: readonly TabEntry[];
  /** Bumped by 刷新: part of the page's React key, so the page remounts. */
  generations: Readonly<Record<string, number>>;
  /** The tab just closed while active: not re-added until the location moves on. */
  closing: string | null;
}

export interface TabsStore {
  getState(): TabsState;
  subscribe(listener: () => void): () => void;
  /** Adds the tab of the page being shown (no-op when it is open). */
  visit(tab: TabEntry): void;
  close(key: string, activeKey: string | null): CloseResult;
  closeOthers(key: string, activeKey: string | null): CloseResult;
  closeAll(activeKey: string | null): CloseResult;
  /** Remounts the page of `key`. */
  refresh(key: string): void;
  /** Drops tabs the current accessGroup no longer permits (after a login or logout). */
  revalidate(): void;
}

export interface TabsStoreOptions {
  storage?: () => Pick<Storage, "getItem" | "setItem"> | null;
  accessGroup?: () => AccessGroup;
  /** Subscribes to session changes (default: src/providers/session onSessionChange). */
  onSession?: (listener: () => void) => () => void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function createTabsStore(options: TabsStoreOptions = {}): TabsStore {
  const storage = options.storage ?? browserStorage;
  const accessGroup = options.accessGroup ?? getAccessGroup;
  const onSession = options.onSession ?? onSessionChange;
  const listeners = new Set<() => void>();
  let state: TabsState | null = null;
  let stopSession: (() => void) | null = null;

  const read = (): string | null => {
    try {
      return storage()?.getItem(STORAGE_KEYS.tagsView) ?? null;
    } catch {
      return null;
    }
  };
  const persist = (tabs: readonly TabEntry[]): void => {
    try {
      storage()?.setItem(STORAGE_KEYS.tagsView, serializeTabs(tabs));
    } catch {
      // Storage unavailable or full: the tabs live in memory for this page.
    }
  };

  const load = (): TabsState => {
    const { tabs, reset } = parseTagsView(read(), accessGroup());
    if (reset) persist(tabs);
    return { tabs, generations: {}, closing: null };
  };
  const getState = (): TabsState => (state ??= load());

  const set = (next: TabsState, save: boolean): void => {
    state = next;
    if (save) persist(next.tabs);
    for (const listener of listeners) listener();
  };

  const applyClose = (result: CloseResult, activeKey: string | null): CloseResult => {
    const current = getState();
    const closing = result.navigateTo !== null ? activeKey : null;
    const open = new Set(result.tabs.map((t) => t.fullPath));
    const generations = Object.fromEntries(
      Object.entries(current.generations).filter(([key]) => open.has(key)),
    );
    set({ tabs: result.tabs, generations, closing }, true);
    return result;
  };

  const store: TabsStore = {
    getState,
    subscribe: (listener) => {
      listeners.add(listener);
      stopSession ??= onSession(() => store.revalidate());
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopSession?.();
          stopSession = null;
        }
      };
    },
    visit(tab) {
      const current = getState();
      const tabs = addTab(current.tabs, tab);
      if (tabs === current.tabs && current.closing === null) return;
      set({ ...current, tabs, closing: null }, tabs !== current.tabs);
    },
    close: (key, activeKey) => applyClose(closeTab(getState().tabs, key, activeKey), activeKey),
    closeOthers: (key, activeKey) => applyClose(closeOthers(getState().tabs, key, activeKey), activeKey),
    closeAll: (activeKey) => applyClose(closeAll(getState().tabs, activeKey), activeKey),
    refresh(key) {
      const current = getState();
      if (!current.tabs.some((t) => t.fullPath === key)) return;
      const generations = { ...current.generations, [key]: (current.generations[key] ?? 0) + 1 };
      set({ ...current, generations }, false);
    },
    revalidate() {
      const current = getState();
      const group = accessGroup();
      const kept = current.tabs.filter((t) => tabbable(findRoute(t.path), group));
      const tabs = normalizeTabs(kept, group);
      // By fullPath (a tab's route, title and pinning follow from it): the pinned entries are built anew each time.
      const same =
        tabs.length === current.tabs.length && tabs.every((t, i) => t.fullPath === current.tabs[i].fullPath);
      if (!same) set({ ...current, tabs }, true);
    },
  };
  return store;
}

/** The console's tabs. */
export const tabsStore: TabsStore = createTabsStore();

export interface TabsView {
  /** The open tabs, including the one of the page being shown. */
  tabs: readonly TabEntry[];
  /** fullPath of the page being shown, or null when it has no open tab. */
  activeKey: string | null;
  /** fullPath of the tab the location belongs to (also while that tab is closing), or null: no tab (e.g. the gallery). */
  locationKey: string | null;
  generations: Readonly<Record<string, number>>;
  /** The router location being shown. */
  location: Location;
}

/** The tabs as of the current location; records the visit of the page being shown. */
export function useTabs(store: TabsStore = tabsStore): TabsView {
  const location = useLocation();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const accessGroup = useAccessGroupState();
  const current = tabForLocation(location.pathname, location.search, accessGroup);
  const key = current?.fullPath ?? null;
  const tabs = current && key !== state.closing ? addTab(state.tabs, current) : state.tabs;

  useEffect(() => {
    if (current) store.visit(current);
    // Only a new location records a visit (a tab just closed stays closed until the location moves on).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, store]);

  return {
    tabs,
    activeKey: key !== null && tabs.some((t) => t.fullPath === key) ? key : null,
    locationKey: key,
    generations: state.generations,
    location,
  };
}
