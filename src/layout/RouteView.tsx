import { useCan } from "@refinedev/core";
import { Navigate } from "react-router";
import { FORBIDDEN_PATH } from "../providers/guard";
import type { RouteDeclaration } from "../resources/types";
import { FullPageSpin } from "./FullPageSpin";
import { NotAvailableYet } from "./NotAvailableYet";
import { LazyRoutePage } from "./progress";
import { usePageTitle } from "./pageTitle";

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
  if (!route.load) return <NotAvailableYet title={route.title} />;
  // The page's code loads on demand: top progress bar; 重试 when it fails or takes over 120 s (./progress).
  return <LazyRoutePage route={{ ...route, load: route.load }} />;
}
