/**
 * The tab strip's model (spec §2 "Admin layout behaviour"), pure functions only.
 *
 * - A tab is one visited admin page. A hidden route (a detail page) is identified by its FULL PATH without the hash:
 *   the declared route path plus the query string, so /order/watch/detail?orderNo=X and ?orderNo=Y are two tabs,
 *   each kept alive on its own (a detail page per record is what a provider compares side by side). A menu route (a
 *   list) is one tab whatever its query: the list mirrors its filters in the query string, which must not open a
 *   new tab per search.
 * - Only declared admin routes (src/resources, layout "admin") that the user may open (accessGroup.menu) get a tab;
 *   /404, /401, /login and the like never do.
 * - Pinned tabs (routes declared `affix: true`) always come first, in declaration order, and cannot be closed.
 * - Titles always come from the route declarations, never from storage.
 * - Stored in localStorage `tags_view` as a JSON list of {path, search, fullPath, title}. Anything unreadable (not
 *   JSON, not a list, entries of the wrong shape, unknown or forbidden routes) is dropped quietly.
 */
import type { AccessGroup } from "../../api/adminTemplate";
import { servesRoute } from "../../providers/servedCalls";
import { canAccessPath } from "../../providers/accessControlProvider";
import { findRoute, routes as declaredRoutes } from "../../resources";
import type { RouteDeclaration } from "../../resources/types";

export interface TabEntry {
  /** The declared route path (normalised: no trailing slash). */
  path: string;
  /** The query string, "" or starting with "?". */
  search: string;
  /** path + search: the tab's identity and where it navigates to. */
  fullPath: string;
  /** The route's declared title. */
  title: string;
  /** A pinned tab (cannot be closed). */
  affix: boolean;
}

/** The stored shape of one tab. */
export interface StoredTab {
  path: string;
  search: string;
  fullPath: string;
  title: string;
}

function normalizeSearch(search: unknown): string {
  if (typeof search !== "string" || search === "" || search === "?") return "";
  return search.startsWith("?") ? search : `?${search}`;
}

/** True when `route` may have a tab for a user with `accessGroup`. */
export function tabbable(
  route: RouteDeclaration | undefined,
  accessGroup: AccessGroup,
): route is RouteDeclaration {
  if (!route || route.layout === "none") return false;
  // A screen built on a chosen call the gateway does not serve gets no tab (src/providers/servedCalls.ts).
  return route.ungated === true || (canAccessPath(route.path, accessGroup) && servesRoute(route));
}

function entryOf(route: RouteDeclaration, search: string): TabEntry {
  const query = route.hidden ? normalizeSearch(search) : "";
  return {
    path: route.path,
    search: query,
    fullPath: route.path + query,
    title: route.title,
    // The pinned tab is the route itself; the same route with a query string is an ordinary tab.
    affix: route.affix === true && query === "",
  };
}

/** The tab of a location (pathname and search), or null when the location gets no tab. */
export function tabForLocation(pathname: string, search: string, accessGroup: AccessGroup): TabEntry | null {
  const route = findRoute(pathname);
  return tabbable(route, accessGroup) ? entryOf(route, search) : null;
}

/** The pinned tabs the user may open, in declaration order. */
export function affixTabs(accessGroup: AccessGroup, routes: readonly RouteDeclaration[] = declaredRoutes) {
  return routes
    .filter((route) => route.affix === true && tabbable(route, accessGroup))
    .map((r) => entryOf(r, ""));
}

/** Pinned tabs first, then the others in their order; duplicates (same fullPath) dropped. */
export function normalizeTabs(tabs: readonly TabEntry[], accessGroup: AccessGroup): TabEntry[] {
  const seen = new Set<string>();
  const result: TabEntry[] = [];
  for (const tab of [...affixTabs(accessGroup), ...tabs.filter((t) => !t.affix)]) {
    if (seen.has(tab.fullPath)) continue;
    seen.add(tab.fullPath);
    result.push(tab);
  }
  return result;
}

function storedEntry(value: unknown, accessGroup: AccessGroup): TabEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const { path, search, fullPath } = value as Partial<Record<keyof StoredTab, unknown>>;
  let pathname: unknown = path;
  let query: unknown = search;
  if (typeof pathname !== "string" && typeof fullPath === "string") {
    const at = fullPath.indexOf("?");
    pathname = at < 0 ? fullPath : fullPath.slice(0, at);
    query = at < 0 ? "" : fullPath.slice(at);
  }
  if (typeof pathname !== "string" || !pathname.startsWith("/")) return null;
  if (query !== undefined && typeof query !== "string") return null;
  return tabForLocation(pathname, typeof query === "string" ? query.split("#")[0] : "", accessGroup);
}

/**
 * The tabs kept in `tags_view`: pinned tabs plus every readable, declared, permitted stored tab. `reset` is true
 * when the stored value was present but unreadable as a whole (it should then be overwritten).
 */
export function parseTagsView(
  raw: string | null,
  accessGroup: AccessGroup,
): { tabs: TabEntry[]; reset: boolean } {
  if (raw === null || raw === "") return { tabs: normalizeTabs([], accessGroup), reset: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { tabs: normalizeTabs([], accessGroup), reset: true };
  }
  if (!Array.isArray(parsed)) return { tabs: normalizeTabs([], accessGroup), reset: true };
  const entries = parsed
    .map((item) => storedEntry(item, accessGroup))
    .filter((tab): tab is TabEntry => tab !== null);
  return { tabs: normalizeTabs(entries, accessGroup), reset: false };
}

/** The `tags_view` value of `tabs`. */
export function serializeTabs(tabs: readonly TabEntry[]): string {
  const stored: StoredTab[] = tabs.map(({ path, search, fullPath, title }) => ({
    path,
    search,
    fullPath,
    title,
  }));
  return JSON.stringify(stored);
}

/** `tabs` with `tab` appended when it is not there yet (same array when it is). */
export function addTab(tabs: readonly TabEntry[], tab: TabEntry | null): readonly TabEntry[] {
  if (!tab || tabs.some((t) => t.fullPath === tab.fullPath)) return tabs;
  return [...tabs, tab];
}

/** The tab that takes over when the tab at `index` closes: the one to its right, else the one to its left. */
export function neighbourOf(tabs: readonly TabEntry[], index: number): TabEntry | null {
  return tabs[index + 1] ?? tabs[index - 1] ?? null;
}

/** The outcome of a close action: the remaining tabs and, when the active tab closed, where to go. */
export interface CloseResult {
  tabs: TabEntry[];
  /** fullPath to navigate to; null when the active tab stays. */
  navigateTo: string | null;
}

/** Where to go when nothing is left open. */
export const FALLBACK_PATH = "/";

/** Closes the tab `key` (pinned tabs stay). Closing the active tab moves to its neighbour. */
export function closeTab(tabs: readonly TabEntry[], key: string, activeKey: string | null): CloseResult {
  const index = tabs.findIndex((t) => t.fullPath === key);
  if (index < 0 || tabs[index].affix) return { tabs: [...tabs], navigateTo: null };
  const remaining = tabs.filter((_, i) => i !== index);
  if (key !== activeKey) return { tabs: remaining, navigateTo: null };
  return { tabs: remaining, navigateTo: neighbourOf(tabs, index)?.fullPath ?? FALLBACK_PATH };
}

/** Keeps the pinned tabs and `key`; moves to `key` when the active tab closed. */
export function closeOthers(tabs: readonly TabEntry[], key: string, activeKey: string | null): CloseResult {
  const remaining = tabs.filter((t) => t.affix || t.fullPath === key);
  const activeStays = remaining.some((t) => t.fullPath === activeKey);
  if (activeStays) return { tabs: remaining, navigateTo: null };
  const target = remaining.find((t) => t.fullPath === key) ?? remaining[0];
  return { tabs: remaining, navigateTo: target?.fullPath ?? FALLBACK_PATH };
}

/** Keeps only the pinned tabs; when the active tab closed, goes to the first pinned tab (首页). */
export function closeAll(tabs: readonly TabEntry[], activeKey: string | null): CloseResult {
  const remaining = tabs.filter((t) => t.affix);
  if (remaining.some((t) => t.fullPath === activeKey)) return { tabs: remaining, navigateTo: null };
  return { tabs: remaining, navigateTo: remaining[0]?.fullPath ?? FALLBACK_PATH };
}
