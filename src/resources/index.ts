import type { ResourceProps } from "@refinedev/core";
import { assembleRegistry } from "./registry";
import type { ResourceDeclaration, RouteDeclaration } from "./types";
export { menuGroups } from "./groups";

/**
 * Every resource of the console: each folder's `index.ts` exports its declaration as `resource`, found by Vite's
 * glob (adding a resource = adding a folder). Outside Vite (a tsx script) import `assembleRegistry` from
 * ./registry and give it the folders' `resource` exports instead.
 */
const found = import.meta.glob<ResourceDeclaration | undefined>("./*/index.ts", {
  eager: true,
  import: "resource",
});

const registry = assembleRegistry(Object.values(found));

/** The resources in menu order. */
export const resources: readonly ResourceDeclaration[] = registry.resources;

/** Every route of spec §2's authenticated table, in menu order (by menu group, then declaration order). */
export const routes: readonly RouteDeclaration[] = registry.routes;

/** The same declarations as refine resources: the menu groups, each list with its record views, other pages. */
export const refineResources: ResourceProps[] = registry.refineResources;

export function findRoute(path: string): RouteDeclaration | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return routes.find((route) => route.path === normalized);
}
