/**
 * The console's router: react-router's <BrowserRouter>, except that a navigation may be made urgent.
 *
 * <BrowserRouter> renders every navigation in a React transition: the current page stays until the next one is
 * ready (a lazy page's code, the admin frame after login), instead of a loading state in between. A transition is
 * rendered in slices between frames, after the event that caused it; showing a tab's page that is kept alive
 * (nothing to load) took 25–30 ms longer that way than at once. `navigateUrgently` marks a navigation to be rendered
 * at once, like any state change of a click.
 */
import { startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_NavigationContext as NavigationContext,
  type Location,
  type Navigator,
  type To,
} from "react-router";
import { anyDirty, lostOnRouteChange, whenLeaving } from "../resources/engine/leaveGuard";

let urgent = false;

/** Runs `navigate` (a call of react-router's navigate function); the navigation it makes renders at once. */
export function navigateUrgently(navigate: () => void): void {
  urgent = true;
  try {
    navigate();
  } finally {
    urgent = false;
  }
}

type History = ReturnType<typeof createBrowserHistory>;

export interface FrameNavigation {
  /** Goes to an absolute path (a history entry, like react-router's navigate). */
  navigate(to: string): void;
  /** The path shown now, read when called. */
  pathname(): string;
}

/**
 * Navigation for the admin frame's own parts (header, sider), which must not render again on every navigation:
 * react-router's useNavigate and useLocation read the location context, so each tab switch re-rendered whatever
 * called them. This reads only the router's navigator, which does not change; the path is read when asked.
 */
export function useFrameNavigation(): FrameNavigation {
  const { navigator } = useContext(NavigationContext);
  return useMemo(() => {
    // <BrowserRouter>, <MemoryRouter> and AppRouter all give their history as the navigator: it knows its location.
    const history = navigator as Navigator & { location?: Pick<Location, "pathname"> };
    return {
      navigate: (to) => navigator.push(to),
      pathname: () => history.location?.pathname ?? window.location.pathname,
    };
  }, [navigator]);
}

/** Where a navigation leads, as the unsaved-changes guard compares locations. */
function targetOf(history: History, to: To) {
  const url = new URL(history.createHref(to), window.location.href);
  return { pathname: url.pathname, search: url.search };
}

/**
 * The history as the router's navigator, asking before a navigation that would drop a form's unsaved changes
 * (../resources/engine/leaveGuard; react-router's useBlocker needs a data router, this is not one).
 */
function guardedNavigator(history: History): Navigator & { readonly location: Location } {
  const guard = (to: To | null, run: () => void) => {
    const target = to === null ? { pathname: "", search: "" } : targetOf(history, to);
    whenLeaving(lostOnRouteChange(history.location, target), run);
  };
  return {
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => guard(to, () => history.push(to, state)),
    replace: (to, state) => guard(to, () => history.replace(to, state)),
    go: (delta) => guard(null, () => history.go(delta)),
  };
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState<History>(() => createBrowserHistory({ v5Compat: true }));
  const [navigator] = useState(() => guardedNavigator(history));
  const [state, setState] = useState<{ action: History["action"]; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => {
    let shown = history.location;
    // The history calls its listener within navigate(), so `urgent` is still set for an urgent navigation.
    return history.listen(({ action, location, delta }) => {
      // Back / forward has moved the URL already: over unsaved changes it is undone, and made again on 离开.
      const lost = lostOnRouteChange(shown, location);
      if (action === "POP" && delta && anyDirty(lost)) {
        window.history.go(-delta);
        whenLeaving(lost, () => window.history.go(delta));
        return;
      }
      shown = location;
      if (urgent) setState({ action, location });
      else startTransition(() => setState({ action, location }));
    });
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
