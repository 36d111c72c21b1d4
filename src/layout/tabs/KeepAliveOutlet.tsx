/**
 * The page area of the admin layout, keeping every open tab's page alive.
 *
 * - Each open tab that has been shown at least once renders its declared route (RouteView: title, permission, lazy
 *   page) in `<Routes location={that tab's own location}>`. A hidden page keeps its state and DOM (filters,
 *   pagination, typed text) and sees its own URL (useLocation, useSearchParams), so nested routes and query-string
 *   detail pages keep working while hidden.
 * - A hidden page stays mounted as it is, effects included: its wrapper gets `content-visibility: hidden` (the page
 *   takes no room and is not painted; the browser keeps its style and layout) and `inert` (out of the focus order and
 *   the accessibility tree). Showing it again is a class change, and its layout is not computed afresh; of the page
 *   only its heading renders again: what is the shown page's alone (document title, focus) follows PageShownContext
 *   (../pageShown). (React's <Activity> was used before: on each reveal it ran every effect of the page again,
 *   antd's components reset state and rendered the table, selects and tooltips a second time, and its
 *   `display: none` discarded the page's layout — a switch back took about twice as long.)
 * - A hidden page's data stays observed: it is never refetched for being shown again, and a change made elsewhere
 *   (an invalidation) refreshes it in the background.
 * - Tabs restored after a reload are mounted when first shown, not before. 刷新 bumps the tab's generation, part of
 *   its key: the page remounts. Closing a tab unmounts its page.
 * - The scroll position of each tab is remembered: whatever scrolls around this outlet (the window or a scrolling
 *   ancestor) gets back the tab's own scrollTop when the tab is shown again (0 for a tab never scrolled).
 * - A location without a tab (e.g. the widget gallery, or a route the user may not open, which RouteView sends to
 *   /401) renders the parent route's <Outlet /> as usual, not kept alive.
 */
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  NavigationType,
  Outlet,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  type Location,
} from "react-router";
import { findRoute } from "../../resources";
import { KeptAliveContext } from "../../resources/engine/leaveGuard";
import { PageShownContext } from "../pageShown";
import { RouteView } from "../RouteView";
import { tabsStore, useTabs, type TabsStore } from "./store";
import { measureTabSwitchAtNextFrame } from "./tabSwitch";
import type { TabEntry } from "./tagsView";

/** The route context of a top-level <Routes> (react-router's own default). */
const TOP_LEVEL_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * One kept page: its declared route rendered against the tab's own location, matched on its own. <Routes> reads the
 * router's location and the layout's route match even when given a location, so every navigation re-rendered every
 * kept page (each Link, each router hook, the whole table of a list) whether shown or hidden. Here both contexts are
 * the tab's own and change only with the tab's location.
 */
const TabPage = memo(function TabPage({ tab, location }: { tab: TabEntry; location: Location }) {
  const route = findRoute(tab.path);
  const tabLocation = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  if (!route) return null;
  return (
    <RouteContext.Provider value={TOP_LEVEL_ROUTE}>
      <LocationContext.Provider value={tabLocation}>
        <Routes location={location}>
          <Route path={route.path} element={<RouteView route={route} />} />
        </Routes>
      </LocationContext.Provider>
    </RouteContext.Provider>
  );
});

/**
 * The same place: a tab shown again by a click gets a new location object (new key) for the same URL. Its page keeps
 * the object it had, so the memoised page does not re-render on reveal (the whole table did, ~100 ms).
 */
function sameLocation(kept: Location | undefined, next: Location): kept is Location {
  return (
    kept !== undefined &&
    kept.pathname === next.pathname &&
    kept.search === next.search &&
    kept.hash === next.hash &&
    kept.state === next.state
  );
}

function syntheticLocation(tab: TabEntry): Location {
  return { pathname: tab.path, search: tab.search, hash: "", state: null, key: tab.fullPath };
}

/** The element a scroll event scrolled (the document's scrolling element for the window). */
function scrolledElement(event: Event): Element | null {
  if (event.target === document) return document.scrollingElement;
  return event.target instanceof Element ? event.target : null;
}

/** Gives each element its remembered scrollTop (0 when none was remembered for the page). */
function restoreScroll(elements: Iterable<Element>, tops: ReadonlyMap<Element, number> | undefined): void {
  for (const element of elements) element.scrollTop = tops?.get(element) ?? 0;
}

interface Remembered {
  /** Keys (fullPath#generation) shown at least once: their pages stay mounted. */
  mounted: ReadonlySet<string>;
  /** The last location of each tab while it was shown (a stable object: hidden pages do not re-render). */
  locations: Readonly<Record<string, Location>>;
  /** The location these were last updated for. */
  seen: Location | null;
}

const pageKey = (tab: TabEntry, generations: Readonly<Record<string, number>>) =>
  `${tab.fullPath}#${generations[tab.fullPath] ?? 0}`;

export function KeepAliveOutlet({ store = tabsStore }: { store?: TabsStore }) {
  const { tabs, activeKey, locationKey, generations, location } = useTabs(store);
  const activeTab = tabs.find((t) => t.fullPath === activeKey) ?? null;
  const activePageKey = activeTab ? pageKey(activeTab, generations) : null;

  const [remembered, setRemembered] = useState<Remembered>({ mounted: new Set(), locations: {}, seen: null });
  if (activeTab && activePageKey && remembered.seen !== location) {
    // Storing what the previous renders saw (React's "adjust state while rendering" pattern).
    setRemembered((prev) => ({
      mounted: prev.mounted.has(activePageKey) ? prev.mounted : new Set(prev.mounted).add(activePageKey),
      locations: sameLocation(prev.locations[activeTab.fullPath], location)
        ? prev.locations
        : { ...prev.locations, [activeTab.fullPath]: location },
      seen: location,
    }));
  }

  // ---- scroll memory, switch timing
  const outletRef = useRef<HTMLDivElement>(null);
  /** Per page key: the scrollTop of each scrolling ancestor of the outlet (or the window) while it was shown. */
  const scrollTops = useRef(new Map<string, Map<Element, number>>());
  const scrollers = useRef(new Set<Element>());
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    const onScroll = (event: Event) => {
      const scrolled = scrolledElement(event);
      if (!scrolled || !outletRef.current || !scrolled.contains(outletRef.current)) return;
      // Learnt on any page (one without a tab too): the next tab shown gets its own position, 0 when none.
      scrollers.current.add(scrolled);
      const key = shownKey.current;
      if (key === null) return;
      let tops = scrollTops.current.get(key);
      if (!tops) scrollTops.current.set(key, (tops = new Map()));
      tops.set(scrolled, scrolled.scrollTop);
    };
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => document.removeEventListener("scroll", onScroll, { capture: true });
  }, []);

  useLayoutEffect(() => {
    const previous = shownKey.current;
    shownKey.current = activePageKey;
    if (activePageKey === null || previous === activePageKey) return;
    const tops = scrollTops.current.get(activePageKey);
    restoreScroll(scrollers.current, tops);
    measureTabSwitchAtNextFrame();
  });

  useEffect(() => {
    // Forget the scroll positions of closed or refreshed pages.
    const open = new Set(tabs.map((t) => pageKey(t, generations)));
    for (const key of scrollTops.current.keys()) if (!open.has(key)) scrollTops.current.delete(key);
  }, [tabs, generations]);

  return (
    <div ref={outletRef} className="keep-alive-outlet" data-active-tab={activeKey ?? ""}>
      {tabs.map((tab) => {
        const key = pageKey(tab, generations);
        const active = tab.fullPath === activeKey;
        if (!active && !remembered.mounted.has(key)) return null;
        const kept = remembered.locations[tab.fullPath];
        const tabLocation = active
          ? sameLocation(kept, location)
            ? kept
            : location
          : (kept ?? syntheticLocation(tab));
        return (
          <div
            key={key}
            className={active ? "keep-alive-page" : "keep-alive-page keep-alive-page-hidden"}
            inert={!active}
            data-tab={tab.fullPath}
          >
            <PageShownContext.Provider value={active}>
              <KeptAliveContext.Provider value={true}>
                <TabPage tab={tab} location={tabLocation} />
              </KeptAliveContext.Provider>
            </PageShownContext.Provider>
          </div>
        );
      })}
      {locationKey === null && <Outlet />}
    </div>
  );
}
