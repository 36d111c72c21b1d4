/**
 * The permission tree of this console: the routes of refine's resources (built from the resource declarations by
 * the registry; a screen does not import the registry) and the btn-code catalogue, cut by domain/staff.
 */
import { useResourceParams, type ResourceProps } from "@refinedev/core";
import { useMemo } from "react";
import { BUTTON_LABELS } from "../../api/buttons";
import { buildPermissionTree, type TreeMenu, type TreeRoute } from "../../domain/staff/permissionTree";
import { menuGroups } from "../groups";

/**
 * The declared routes as the tree reads them (path, title, group, hidden, backTo): every route a refine resource
 * carries (`meta.routes`: its list and its record views, registry.ts).
 */
export function declaredRoutes(resources: readonly ResourceProps[]): TreeRoute[] {
  return resources.flatMap((resource) => {
    const carried: unknown = resource.meta?.routes;
    return Array.isArray(carried) ? carried.filter(isTreeRoute) : [];
  });
}

function isTreeRoute(value: unknown): value is TreeRoute {
  if (typeof value !== "object" || value === null) return false;
  return ["path", "title", "group"].every((field) => typeof Reflect.get(value, field) === "string");
}

/** The whole tree (before it is cut to what the main account may grant). */
export function usePermissionTree(): TreeMenu[] {
  const { resources } = useResourceParams();
  return useMemo(
    () => buildPermissionTree(declaredRoutes(resources), menuGroups, BUTTON_LABELS),
    [resources],
  );
}
