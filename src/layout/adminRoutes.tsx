import { Route } from "react-router";
import { routes } from "../resources";
import type { RouteDeclaration } from "../resources/types";
import { devRoutes } from "./devRoutes";
import { RouteView } from "./RouteView";

/** Declared routes shown inside the admin layout (plus the development-only ones). */
export const layoutRoutes: readonly RouteDeclaration[] = [...routes, ...devRoutes].filter(
  (route) => route.layout !== "none",
);

/** Declared routes without a layout (full-page, e.g. /newOrderDetail). */
export const fullPageRoutes: readonly RouteDeclaration[] = routes.filter((route) => route.layout === "none");

/** `<Route>` elements for declarations: each renders its RouteView (title, permission, page). */
export function routeElements(declarations: readonly RouteDeclaration[]) {
  return declarations.map((route) => (
    <Route key={route.path} path={route.path} element={<RouteView key={route.path} route={route} />} />
  ));
}
