import { useCan, useGetIdentity } from "@refinedev/core";
import { Spin } from "antd";
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import type { UserInfo } from "../api/adminTemplate";
import { decideRoute, FORBIDDEN_PATH, loginPathFor } from "../providers/guard";
import { onUnauthorized } from "../providers/http";
import * as session from "../providers/session";
import type { RouteDeclaration } from "../resources/types";
import { NotAvailableYet } from "./NotAvailableYet";
import { usePageTitle } from "./pageTitle";

export function FullPageSpin() {
  return (
    <div style={{ minHeight: "60vh", display: "grid", placeItems: "center" }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * Applies the spec §4 route guard to every route: public routes, the token check with `reduce`, the user info
 * fetch, the settlePhase rules. Also sends a 401 from any call to /login, keeping the current path.
 */
export function RouteGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const fullPath = location.pathname + location.search + location.hash;
  const hasToken = Boolean(session.getToken());
  const known = session.getUser();
  const identity = useGetIdentity<UserInfo | null>({ queryOptions: { enabled: hasToken && !known } });
  const user = known ?? identity.data ?? undefined;

  useEffect(() => {
    onUnauthorized(() =>
      navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true }),
    );
  }, [navigate]);

  const decision = decideRoute({
    path: location.pathname,
    fullPath,
    hasToken,
    settlePhase: user?.settlePhase,
  });
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "fetchUser") {
    // The fetch failed: ensureUser reset the token and said 请重新登录.
    if (!identity.isFetching && !session.getToken()) return <Navigate to={loginPathFor(fullPath)} replace />;
    return <FullPageSpin />;
  }
  return <Outlet />;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(route: RouteDeclaration): LazyExoticComponent<ComponentType> | null {
  if (!route.load) return null;
  let page = lazyPages.get(route.path);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(route.path, page);
  }
  return page;
}

/** One declared route: its title, its permission (forbidden deep links go to /401) and its page. */
export function RouteView({ route }: { route: RouteDeclaration }) {
  usePageTitle(route.title);
  const { data, isLoading } = useCan({
    resource: route.path,
    action: "list",
    params: { resource: { name: route.path, list: route.path, meta: { path: route.path } } },
    queryOptions: { enabled: !route.ungated },
  });
  if (!route.ungated) {
    if (isLoading) return <FullPageSpin />;
    if (!data?.can) return <Navigate to={FORBIDDEN_PATH} replace />;
  }
  const Page = pageOf(route);
  if (!Page) return <NotAvailableYet title={route.title} />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Page />
    </Suspense>
  );
}
