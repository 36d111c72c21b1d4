/** Where the console goes when permissions change under it (issue 29; AccessFollower.tsx, RouteView.tsx). */
import type { AccessGroup } from "../api/adminTemplate";
import { FORBIDDEN_PATH } from "../providers/guard";
import { permissionOf } from "../providers/usePermission";
import { findRoute, routes } from "../resources";

/** The page to land on after the page on screen was lost: home when permitted, else the first menu entry. */
export function landingPath(group: AccessGroup): string {
  const may = permissionOf(group);
  const visible = routes.filter((route) => !route.hidden && (route.layout ?? "admin") === "admin");
  return visible.find((route) => may.mayOpen(route.path))?.path ?? FORBIDDEN_PATH;
}

/** The paths an accessGroup change took away among `open` (tabs and the page on screen). */
export function lostPaths(open: readonly string[], before: AccessGroup, after: AccessGroup): string[] {
  const was = permissionOf(before);
  const is = permissionOf(after);
  return open.filter((path) => {
    const route = findRoute(path);
    return route !== undefined && !route.ungated && was.mayOpen(route.path) && !is.mayOpen(route.path);
  });
}
