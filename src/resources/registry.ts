import type { ResourceProps } from "@refinedev/core";
import { menuGroups } from "./groups";
import type { ResourceDeclaration, RouteDeclaration } from "./types";

export interface Registry {
  /** The resources in menu order (by their first route). */
  resources: readonly ResourceDeclaration[];
  /** Every route of spec §2's authenticated table, in menu order. */
  routes: readonly RouteDeclaration[];
  /** The same declarations as refine resources: one parent per menu group, one resource per route. */
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
  return {
    resources: [...new Set(entries.map((entry) => entry.resource))],
    routes: entries.map((entry) => entry.route),
    refineResources: [
      ...menuGroups.map((group) => ({ name: group.key, meta: { label: group.title } })),
      // Named by the route's real path, which is also its permission key.
      ...entries.map(({ resource, route }) => ({
        name: route.path,
        list: route.path,
        meta: {
          label: route.title,
          parent: route.group,
          hide: route.hidden ?? false,
          path: route.path,
          // Where a hidden route goes back to: 编辑权限 grants a detail page with its list (domain/staff).
          backTo: route.backTo,
          resource: resource.name,
          endpoints: resource.endpoints,
        },
      })),
    ],
  };
}
