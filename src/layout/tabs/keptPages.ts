/**
 * Which tabs' pages KeepAliveOutlet keeps mounted, and with which location: the bound on kept pages (issue 40), pure.
 *
 * - Each kept page costs its DOM, its component tree and its observed queries (about 0.6 MB of JS heap and 150 DOM
 *   nodes for an order detail), and a day of work opens hundreds of tabs. At most MAX_KEPT_PAGES pages stay mounted,
 *   the shown one included. Beyond that the page shown least recently is unmounted; its tab stays in the strip.
 * - Pinned tabs (首页, 师傅服务数据) count like any other: they are among the heaviest pages, and one the user keeps
 *   coming back to is never the least recently shown. Exempting them would make the bound MAX + the pinned ones.
 * - A page holding a form with unsaved changes (../../resources/engine/leaveGuard) is never the one unmounted: the
 *   next least recently shown goes instead. Only such pages can take the count above the bound.
 * - A page unmounted by the bound mounts afresh when its tab is shown again, with the last address it had: a detail's
 *   is its tab's own (path and query), a list's is the query it mirrored last (its filters, status tab and page:
 *   ListView mirrors them with history.replaceState, not through the router) or else the last one the router gave it.
 */
import type { Location } from "react-router";
import type { TabEntry } from "./tagsView";

/** The most pages kept mounted (the shown one included), unless unsaved forms hold more. */
export const MAX_KEPT_PAGES = 8;

/** A page's identity: its tab plus 刷新's generation (a new generation is a new page). */
export const pageKey = (tab: TabEntry, generations: Readonly<Record<string, number>>) =>
  `${tab.fullPath}#${generations[tab.fullPath] ?? 0}`;

export interface KeptPages {
  /** Keys of the mounted pages, the least recently shown first. */
  mounted: readonly string[];
  /** Keys of pages unmounted by the bound whose tab is still open: they come back with their address. */
  dropped: readonly string[];
  /** Per tab (fullPath): the location its page was last rendered with (a stable object: hidden pages do not re-render). */
  locations: Readonly<Record<string, Location>>;
  /** Per list tab (fullPath): the query string its page mirrored last into the address bar. */
  searches: Readonly<Record<string, string>>;
  /** What these were last computed for. */
  seen: { location: Location | null; tabs: readonly TabEntry[] | null; generations: object | null };
}

export const NO_PAGES: KeptPages = {
  mounted: [],
  dropped: [],
  locations: {},
  searches: {},
  seen: { location: null, tabs: null, generations: null },
};

export interface KeptInput {
  tabs: readonly TabEntry[];
  generations: Readonly<Record<string, number>>;
  /** The tab being shown, or null (a page without a tab). */
  active: TabEntry | null;
  /** The router's location. */
  location: Location;
  /** True when the page of `tab` holds a form with unsaved changes. */
  dirty: (tab: TabEntry) => boolean;
  max?: number;
}

/** True when `next` is the same place as `kept` (a tab shown again by a click gets a new object for the same URL). */
export function sameLocation(kept: Location, next: Location): boolean {
  return (
    kept.pathname === next.pathname &&
    kept.search === next.search &&
    kept.hash === next.hash &&
    kept.state === next.state
  );
}

/** True when these were computed for the same location, tabs and generations (the tabs compared by identity). */
export function isCurrent(
  kept: KeptPages,
  input: Pick<KeptInput, "location" | "tabs" | "generations">,
): boolean {
  const { location, tabs, generations } = kept.seen;
  return (
    location === input.location &&
    generations === input.generations &&
    tabs !== null &&
    tabs.length === input.tabs.length &&
    // The shown tab is a new object in each render until its visit is recorded.
    tabs.every((tab, i) => tab.fullPath === input.tabs[i].fullPath)
  );
}

const pick = <T>(record: Readonly<Record<string, T>>, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

/**
 * The location the shown tab's page renders with. A page the bound dropped, shown again through its tab (the address
 * is the tab's own, as a click on the tab makes it), gets back the query it last had.
 */
function shownLocation(prev: KeptPages, tab: TabEntry, key: string, location: Location): Location {
  const kept = prev.locations[tab.fullPath];
  if (prev.dropped.includes(key) && location.search === tab.search) {
    const search = prev.searches[tab.fullPath] ?? kept?.search ?? "";
    if (search !== location.search) return { ...location, search };
  }
  return kept && sameLocation(kept, location) ? kept : location;
}

/** The kept pages after the tabs or the location changed. */
export function nextKeptPages(prev: KeptPages, input: KeptInput): KeptPages {
  const { tabs, generations, active, location, dirty, max = MAX_KEPT_PAGES } = input;
  const byKey = new Map(tabs.map((tab) => [pageKey(tab, generations), tab]));
  const openPaths = new Set(tabs.map((tab) => tab.fullPath));
  // Closed or refreshed pages are forgotten: a tab opened again starts afresh.
  let mounted = prev.mounted.filter((key) => byKey.has(key));
  let dropped = prev.dropped.filter((key) => byKey.has(key));
  let locations = pick(prev.locations, (path) => openPaths.has(path));
  let searches = pick(prev.searches, (path) => openPaths.has(path));

  if (active) {
    const key = pageKey(active, generations);
    const shown = shownLocation(prev, active, key, location);
    if (locations[active.fullPath] !== shown) {
      locations = { ...locations, [active.fullPath]: shown };
      // The router moved the page on (a link with a query): that address is newer than a mirrored one.
      searches = pick(searches, (path) => path !== active.fullPath);
    }
    mounted = [...mounted.filter((k) => k !== key), key];
    dropped = dropped.filter((k) => k !== key);
    let excess = mounted.length - max;
    for (const candidate of mounted) {
      if (excess <= 0) break;
      const tab = byKey.get(candidate);
      if (candidate === key || !tab || dirty(tab)) continue;
      mounted = mounted.filter((k) => k !== candidate);
      dropped = [...dropped, candidate];
      excess -= 1;
    }
  }
  return { mounted, dropped, locations, searches, seen: { location, tabs, generations } };
}

/** Notes the query string the shown list tab mirrored (no change when it is the one noted already). */
export function withSearch(prev: KeptPages, fullPath: string, search: string): KeptPages {
  if (prev.searches[fullPath] === search) return prev;
  return { ...prev, searches: { ...prev.searches, [fullPath]: search } };
}
