import { useCan } from "@refinedev/core";
import { Navigate } from "react-router";
import { FORBIDDEN_PATH } from "../providers/guard";
import type { RouteDeclaration } from "../resources/types";
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
  if (!route.screen) return <NotAvailableYet title={route.title} />;
  // The screen's code loads on demand: top progress bar; 重试 when it fails or takes over 120 s (./progress). The
  // screen gets its route as prop, so it never looks its route up.
  return <LazyRoutePage route={route} screen={route.screen} />;
}
