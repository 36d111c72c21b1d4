/**
 * The permission tree of this console: the routes of refine's resources (built from the resource declarations by
 * the registry; a screen does not import the registry) and the btn-code catalogue, cut by domain/staff.
 */
import { useResourceParams, type ResourceProps } from "@refinedev/core";
import { useMemo } from "react";
import { BUTTON_LABELS } from "../../domain/buttonCodes";
import { buildPermissionTree, type TreeMenu, type TreeRoute } from "../../domain/staff/permissionTree";
import { menuGroups } from "../groups";

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The declared routes as the tree reads them: path, title, group, hidden, backTo (refine's resource meta). */
export function declaredRoutes(resources: readonly ResourceProps[]): TreeRoute[] {
  return resources.flatMap((resource) => {
    const group = text(resource.meta?.parent);
    if (typeof resource.list !== "string" || !group) return [];
    return [
      {
        path: resource.list,
        title: text(resource.meta?.label) ?? resource.name,
        group,
        hidden: resource.meta?.hide === true,
        backTo: text(resource.meta?.backTo),
      },
    ];
  });
}

/** The whole tree (before it is cut to what the main account may grant). */
export function usePermissionTree(): TreeMenu[] {
  const { resources } = useResourceParams();
  return useMemo(
    () => buildPermissionTree(declaredRoutes(resources), menuGroups, BUTTON_LABELS),
    [resources],
  );
}
