/**
 * The page area of the admin layout, keeping the pages of the tabs shown last alive.
 *
 * - Each open tab whose page is kept renders its declared route (RouteView: title, permission, lazy page) in
 *   `<Routes location={that tab's own location}>`. A hidden page keeps its state and DOM (filters, pagination, typed
 *   text) and sees its own URL (useLocation, useSearchParams), so nested routes and query-string detail pages keep
 *   working while hidden.
 * - A hidden page stays mounted as it is, effects included: its wrapper gets `content-visibility: hidden` (the page
 *   takes no room and is not painted; the browser keeps its style and layout) and `inert` (out of the focus order and
 *   the accessibility tree). Showing it again is a class change, and its layout is not computed afresh; of the page
 *   only its heading renders again: what is the shown page's alone (document title, focus) follows PageShownContext
 *   (../pageShown). (React's <Activity> was used before: on each reveal it ran every effect of the page again,
 *   antd's components reset state and rendered the table, selects and tooltips a second time, and its
 *   `display: none` discarded the page's layout — a switch back took about twice as long.)
 * - Kept pages are bounded (./keptPages): at most MAX_KEPT_PAGES (8) stay mounted, pinned tabs included; beyond that
 *   the page shown least recently is unmounted while its tab stays in the strip, unless it holds unsaved changes
 *   (then the next one goes). Shown again, it mounts afresh with its last address (a detail's query, a list's
 *   filters, status tab and page) and fetches its data; its scroll position comes back as the content grows
 *   (./useTabScroll). Its answers are forgotten when it is unmounted (forgetUnobserved): the bound saves memory.
 * - A hidden kept page's data stays observed: it is never refetched for being shown again, and a change made
 *   elsewhere (an invalidation) refreshes it in the background.
 * - Tabs restored after a reload are mounted when first shown, not before. 刷新 bumps the tab's generation, part of
 *   its key: the page remounts. Closing a tab unmounts its page and forgets its address and scroll.
 * - The scroll position of each tab is remembered: whatever scrolls around this outlet (the window or a scrolling
 *   ancestor) gets back the tab's own scrollTop when the tab is shown again (0 for a tab never scrolled).
 * - A location without a tab (e.g. the widget gallery, or a route the user may not open, which RouteView sends to
 *   /401) renders the parent route's <Outlet /> as usual, not kept alive.
 */
import { useQueryClient } from "@tanstack/react-query";
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
import { useAccessGroupState } from "../../providers/usePermission";
import { anyDirty, KeptAliveContext } from "../../resources/engine/leaveGuard";
import { forgetUnobserved } from "../../queries/forgetUnobserved";
import { PageShownContext } from "../pageShown";
import { RouteView } from "../RouteView";
import { tabsStore, useTabs, type TabsStore } from "./store";
import { isCurrent, nextKeptPages, NO_PAGES, pageKey, withSearch, type KeptInput } from "./keptPages";
import { tabForLocation, type TabEntry } from "./tagsView";
import { useTabScroll } from "./useTabScroll";

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

function syntheticLocation(tab: TabEntry): Location {
  return { pathname: tab.path, search: tab.search, hash: "", state: null, key: tab.fullPath };
}

/**
 * The query string the shown list tab mirrors into the address bar (ListView does so with history.replaceState, which
 * the router does not see), or null when the address is not that tab's.
 */
function mirroredSearch(tab: TabEntry): string | null {
  const route = findRoute(window.location.pathname);
  if (!route || route.hidden || route.path !== tab.path || tab.search !== "") return null;
  return window.location.search;
}

export function KeepAliveOutlet({ store = tabsStore }: { store?: TabsStore }) {
  const { tabs, activeKey, locationKey, generations, location } = useTabs(store);
  const accessGroup = useAccessGroupState();
  const activeTab = tabs.find((t) => t.fullPath === activeKey) ?? null;
  const activePageKey = activeTab ? pageKey(activeTab, generations) : null;

  const input: KeptInput = {
    tabs,
    generations,
    active: activeTab,
    location,
    dirty: (tab) =>
      anyDirty(
        ({ location: at }) => tabForLocation(at.pathname, at.search, accessGroup)?.fullPath === tab.fullPath,
      ),
  };
  const [kept, setKept] = useState(() => nextKeptPages(NO_PAGES, input));
  // Storing what the previous renders saw (React's "adjust state while rendering" pattern).
  if (!isCurrent(kept, input)) setKept((prev) => nextKeptPages(prev, input));
  const mounted = useMemo(() => new Set(kept.mounted), [kept.mounted]);
  // A page the bound unmounted takes its answers with it (after the commit that unsubscribed them).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (kept.dropped.length > 0) forgetUnobserved(queryClient);
  }, [kept.dropped, queryClient]);

  // The shown list's mirrored address, noted before anything can take the user elsewhere: a click, a key, and where
  // the browser has the Navigation API, any navigation (back and forward included) before it changes the address.
  const shownTab = useRef<TabEntry | null>(null);
  useLayoutEffect(() => {
    shownTab.current = activeTab;
  });
  useEffect(() => {
    const note = () => {
      const tab = shownTab.current;
      const search = tab ? mirroredSearch(tab) : null;
      if (tab && search !== null) setKept((prev) => withSearch(prev, tab.fullPath, search));
    };
    const navigation = (window as { navigation?: EventTarget }).navigation;
    document.addEventListener("click", note, true);
    document.addEventListener("keydown", note, true);
    navigation?.addEventListener("navigate", note);
    return () => {
      document.removeEventListener("click", note, true);
      document.removeEventListener("keydown", note, true);
      navigation?.removeEventListener("navigate", note);
    };
  }, []);

  const outletRef = useRef<HTMLDivElement>(null);
  const openPageKeys = useMemo(() => tabs.map((t) => pageKey(t, generations)), [tabs, generations]);
  useTabScroll(outletRef, activePageKey, openPageKeys);

  return (
    <div ref={outletRef} className="keep-alive-outlet" data-active-tab={activeKey ?? ""}>
      {tabs.map((tab) => {
        const key = pageKey(tab, generations);
        const active = tab.fullPath === activeKey;
        if (!active && !mounted.has(key)) return null;
        const tabLocation = kept.locations[tab.fullPath] ?? (active ? location : syntheticLocation(tab));
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
