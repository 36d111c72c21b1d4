import type { ResourceProps } from "@refinedev/core";
import { aftersales } from "./aftersales";
import { bills } from "./bills";
import { dashboard } from "./dashboard";
import { menuGroups } from "./groups";
export { menuGroups } from "./groups";
import { messages } from "./messages";
import { orders } from "./orders";
import { personal } from "./personal";
import type { ResourceDeclaration, RouteDeclaration } from "./types";
import { workers } from "./workers";

/** Every resource of the console. Adding a resource = one folder + one line here. */
export const resources: readonly ResourceDeclaration[] = [
  dashboard,
  orders,
  aftersales,
  workers,
  bills,
  personal,
  messages,
];

/** Every route of spec §2's authenticated table, in declaration order. */
export const routes: readonly RouteDeclaration[] = resources.flatMap((r) => r.routes);

export function findRoute(path: string): RouteDeclaration | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return routes.find((route) => route.path === normalized);
}

/**
 * The same declarations as refine resources: one parent per menu group, one resource per route (named by its
 * real path, which is also its permission key).
 */
export const refineResources: ResourceProps[] = [
  ...menuGroups.map((group) => ({ name: group.key, meta: { label: group.title } })),
  ...resources.flatMap((resource) =>
    resource.routes.map((route) => ({
      name: route.path,
      list: route.path,
      meta: {
        label: route.title,
        parent: route.group,
        hide: route.hidden ?? false,
        path: route.path,
        resource: resource.name,
        endpoints: resource.endpoints,
      },
    })),
  ),
];
