/**
 * The sider's menu, derived from the route declarations (src/resources) and the accessGroup, in memory (spec §2
 * "Admin layout behaviour", §6; design §5: no network call per menu item).
 *
 * - Groups in menuGroups order; inside a group, routes in declaration order.
 * - Left out: hidden routes, routes without the admin layout (/newOrderDetail), development-only routes (ungated),
 *   routes whose real path accessGroup.menu does not permit (canAccessPath), and routes built on a chosen call the
 *   gateway does not serve (`needs`, src/providers/servedCalls.ts). A group with nothing left is gone.
 * - A group with exactly one item left links straight to that route. It keeps the group's title (消息中心,
 *   辖区师傅管理, ...), so the spec's group names stay visible; the route title is the page's title and tab.
 *   The home group (path /) has two visible routes (首页 /dashboard, 师傅服务数据 /dashboard/list), so it is a
 *   submenu titled 首页 — unless permissions leave only one of them, in which case it links straight to it.
 * - Menu keys: an item's key is its route path; a submenu's key is its group path (/order, /aftersales, "/").
 */
import type { AccessGroup } from "../../api/adminTemplate";
import { canAccessPath } from "../../providers/accessControlProvider";
import { servesRoute } from "../../providers/servedCalls";
import type { MenuGroup } from "../../resources/groups";
import type { MenuGroupKey, RouteDeclaration } from "../../resources/types";

export interface SiderItem {
  /** Menu key and link target: the route's real path. */
  path: string;
  title: string;
}

export interface SiderGroup {
  key: MenuGroupKey;
  title: string;
  /** Submenu key (the group's path in the route table). */
  path: string;
  items: SiderItem[];
}

/** True when the group links straight to its only item (no submenu). */
export function isSingle(group: SiderGroup): boolean {
  return group.items.length === 1;
}

/** The menu key a group occupies: its only item's path, or its submenu key. */
export function groupMenuKey(group: SiderGroup): string {
  return isSingle(group) ? group.items[0].path : group.path;
}

function inMenu(route: RouteDeclaration): boolean {
  return !route.hidden && (route.layout ?? "admin") === "admin" && !route.ungated;
}

export function buildSiderModel(
  routes: readonly RouteDeclaration[],
  groups: readonly MenuGroup[],
  accessGroup: AccessGroup,
): SiderGroup[] {
  return groups
    .map((group) => ({
      key: group.key,
      title: group.title,
      path: group.path,
      items: routes
        .filter(
          (route) =>
            route.group === group.key &&
            inMenu(route) &&
            canAccessPath(route.path, accessGroup) &&
            servesRoute(route),
        )
        .map((route) => ({ path: route.path, title: route.title })),
    }))
    .filter((group) => group.items.length > 0);
}

export interface MenuLocation {
  /** The menu item to highlight (none for a route with no item, e.g. 订单地图转派). */
  selectedKey?: string;
  /** The submenu to open (none when the route's group is a single link or is not in the menu). */
  openKey?: string;
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Where `pathname` sits in the menu. A hidden route selects the item it goes back to (backTo: a detail page
 * selects its list); one without backTo selects nothing but still opens its group.
 */
export function locateInMenu(
  pathname: string,
  routes: readonly RouteDeclaration[],
  model: readonly SiderGroup[],
): MenuLocation {
  const route = routes.find((r) => r.path === normalize(pathname));
  if (!route) return {};
  const target = route.hidden ? route.backTo : route.path;
  const owner =
    (target !== undefined && model.find((g) => g.items.some((item) => item.path === target))) ||
    model.find((g) => g.key === route.group);
  if (!owner) return {};
  const selected =
    target !== undefined && owner.items.some((item) => item.path === target) ? target : undefined;
  return { selectedKey: selected, openKey: isSingle(owner) ? undefined : owner.path };
}

/** Accordion: of the keys antd reports after a click, keep only the one just opened (or none when one closed). */
export function accordionKeys(previous: readonly string[], next: readonly string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  return opened !== undefined ? [opened] : next.filter((key) => previous.includes(key)).slice(-1);
}
