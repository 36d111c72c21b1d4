import type { ResourceProps } from "@refinedev/core";
import { menuGroups } from "./groups";
import type { ResourceDeclaration, RouteDeclaration } from "./types";

export interface Registry {
  /** The resources in menu order (by their first route). */
  resources: readonly ResourceDeclaration[];
  /** Every route of spec §2's authenticated table, in menu order. */
  routes: readonly RouteDeclaration[];
  /**
   * The same declarations as refine resources: one parent per menu group, then one resource per list (named by its
   * records, identified by its path) with the record views that go back to it as its `show` and `edit`
   * (`/order/watch/detail/:id`, the address `?orderNo=`), and one per other route (a page of its own).
   */
  refineResources: ResourceProps[];
}

/** A route's place in the menu: its group's place in `menuGroups`. */
const groupRank = (route: RouteDeclaration) => menuGroups.findIndex((group) => group.key === route.group);

/**
 * The registry of the resources found in the folders (`index.ts` exporting `resource`; a folder without one adds
 * nothing): the routes in menu order (by menu group, then in declaration order within a resource) and refine's
 * resources. Pure, so that a script outside Vite can assemble it from the folders the same way (src/resources/index.ts
 * finds them with Vite's glob).
 */
export function assembleRegistry(found: Iterable<ResourceDeclaration | undefined>): Registry {
  const entries = [...found]
    .filter((resource): resource is ResourceDeclaration => resource !== undefined)
    .flatMap((resource) => resource.routes.map((route) => ({ resource, route })))
    // A stable sort: within a group, routes keep the order of their folders (by name) and of their declarations.
    .sort((a, b) => groupRank(a.route) - groupRank(b.route));
  // The list each record view belongs to, found once (a route not in the map is a resource of its own).
  const listOf = new Map<RouteDeclaration, RouteDeclaration>();
  for (const { resource, route } of entries) {
    const list = viewOf(route, resource.routes);
    if (list) listOf.set(route, list);
  }
  return {
    resources: [...new Set(entries.map((entry) => entry.resource))],
    routes: entries.map((entry) => entry.route),
    refineResources: [
      ...menuGroups.map((group) => ({ name: group.key, meta: { label: group.title } })),
      // A record view (show, edit) is carried by its list's resource; every other route is a resource of its own.
      ...entries.flatMap(({ resource, route }) => {
        if (listOf.has(route)) return [];
        const views = resource.routes.filter((other) => listOf.get(other) === route);
        const show = views.find((view) => view.action === "show");
        const edit = views.find((view) => view.action === "edit");
        return [
          {
            // The records' name ("orders"); the route's real path, also its permission key, is its identifier.
            name: route.records ?? (route.hidden ? route.path : resource.name),
            identifier: route.path,
            list: route.path,
            ...(show ? { show: recordPath(show) } : {}),
            ...(edit ? { edit: recordPath(edit) } : {}),
            meta: {
              label: route.title,
              parent: route.group,
              hide: route.hidden ?? false,
              path: route.path,
              // Where a hidden route goes back to: 编辑权限 grants a detail page with its list (domain/staff).
              backTo: route.backTo,
              resource: resource.name,
              endpoints: resource.endpoints,
              // The query parameter naming the record of each record view (`orderNo`).
              recordKeys: Object.fromEntries(views.map((view) => [view.action, view.key])),
              // Every route the resource carries, its own first (编辑权限's tree reads them: staff/tree.ts).
              routes: [route, ...views].map(routeData),
            },
          },
        ];
      }),
    ],
  };
}

/**
 * refine's route of a record view, in refine's form (`/order/watch/detail/:id`): the router binding writes and reads
 * it as the spec's address with the record's id in the query parameter `meta.recordKeys` names
 * (src/providers/recordRoutes.ts).
 */
function recordPath(route: RouteDeclaration): string {
  return `${route.path}/:id`;
}

/**
 * The list a route is a record view of (its `action`, of the route it goes back to in the same folder), or null for
 * a route that is a resource of its own.
 */
function viewOf(route: RouteDeclaration, siblings: readonly RouteDeclaration[]): RouteDeclaration | null {
  if (!route.action || !route.key) return null;
  return siblings.find((sibling) => sibling.path === route.backTo && !sibling.action) ?? null;
}

/** What a resource's meta says of each route it carries (plain data: no screen). */
function routeData(route: RouteDeclaration) {
  return {
    path: route.path,
    title: route.title,
    group: route.group,
    hidden: route.hidden ?? false,
    ...(route.backTo ? { backTo: route.backTo } : {}),
    ...(route.action ? { action: route.action } : {}),
  };
}
