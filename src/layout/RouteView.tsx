import { useState } from "react";
import { Navigate } from "react-router";
import { SCREENS } from "../api/screens";
import { FORBIDDEN_PATH } from "../providers/guard";
import { getAccessGroup } from "../providers/session";
import { usePermission } from "../providers/usePermission";
import type { RouteDeclaration } from "../resources/types";
import { landingPath } from "./landing";
import { FullPageSpin } from "./FullPageSpin";
import { NotAvailableYet } from "./NotAvailableYet";
import { LazyRoutePage } from "./progress";
import { PageHeading } from "./PageHeading";

/**
 * One declared route: its title (document title and the page's <h1>), its permission (forbidden deep links go to
 * /401) and its screen, rendered with the route as prop. A full-page route (layout "none") is its own <main>; the
 * others sit in the admin layout's.
 */
export function RouteView({ route }: { route: RouteDeclaration }) {
  const page = <RoutePage route={route} />;
  if (route.layout !== "none") {
    return (
      <>
        <PageHeading title={route.title} />
        {page}
      </>
    );
  }
  return (
    <main id="main-content" tabIndex={-1}>
      <PageHeading title={route.title} />
      {page}
    </main>
  );
}

function RoutePage({ route }: { route: RouteDeclaration }) {
  // The access-control provider's rule, answered in this render (usePermission), as AdminGate answers the session's
  // check: through refine's useCan the answer came from a query a turn later, so the first render of every route
  // showed a spinner, and the page came in a render, a commit and a layout of its own (issue 44).
  const can = usePermission().mayOpen(route.path);
  // Shown once: a permission lost while the page is open is the AccessFollower's (权限已变更, then a page the
  // account may see), not a forbidden deep link.
  const [shown, setShown] = useState(false);
  // React's "state from the previous render" pattern: remembered in the render that first allows the page.
  if (can && !shown) setShown(true);
  if (!route.ungated) {
    if (!can && shown) return <FullPageSpin />;
    // 首页 is where a login lands: an account without it (a staff account given only 订单管理) lands on the first
    // menu entry it may open instead of 401.
    if (!can)
      return (
        <Navigate
          to={route.path === SCREENS.dashboard ? landingPath(getAccessGroup()) : FORBIDDEN_PATH}
          replace
        />
      );
  }
  if (!route.screen) return <NotAvailableYet title={route.title} />;
  // The screen's code loads on demand: top progress bar; 重试 when it fails or takes over 120 s (./progress). The
  // screen gets its route as prop, so it never looks its route up.
  return <LazyRoutePage route={route} screen={route.screen} />;
}
