/**
 * The breadcrumb (spec §2 "Admin layout behaviour"), from the route declarations only:
 * - the matched chain of a route is: its menu group (the home group has no crumb of its own, like an untitled
 *   layout route), the list page it goes back to (`backTo`), and the route itself;
 * - crumbs without a title are skipped;
 * - a home crumb (首页 → /dashboard) is prepended unless the first matched crumb is the dashboard;
 * - a group crumb is a link only when a route is declared at the group's own path (none is today: 订单管理 is not);
 * - the last crumb is never a link.
 */
import { findRoute } from "../../resources";
import { menuGroups } from "../../resources/groups";
import type { RouteDeclaration } from "../../resources/types";

export interface Crumb {
  title: string;
  /** Where the crumb links to; undefined: plain text. */
  to?: string;
}

export const HOME_CRUMB_PATH = "/dashboard";
export const HOME_CRUMB_TITLE = "首页";

interface Matched {
  title?: string;
  path?: string;
}

function groupCrumb(route: RouteDeclaration): Matched {
  if (route.group === "home") return {};
  const group = menuGroups.find((g) => g.key === route.group);
  if (!group) return {};
  return { title: group.title, path: findRoute(group.path) ? group.path : undefined };
}

/** The crumbs of `path` (a pathname; a query string is ignored). Unknown paths have none. */
export function crumbsFor(path: string): Crumb[] {
  const route = findRoute(path.split(/[?#]/)[0]);
  if (!route) return [];
  const back = route.backTo ? findRoute(route.backTo) : undefined;
  const matched: Matched[] = [
    groupCrumb(route),
    ...(back ? [{ title: back.title, path: back.path }] : []),
    { title: route.title, path: route.path },
  ].filter((m) => Boolean(m.title));
  const first = matched[0];
  if (!first || first.path !== HOME_CRUMB_PATH)
    matched.unshift({ title: HOME_CRUMB_TITLE, path: HOME_CRUMB_PATH });
  return matched.map((m, i) => ({
    title: m.title as string,
    to: i < matched.length - 1 ? m.path : undefined,
  }));
}
