/**
 * Permissions from the stored accessGroup (design §5, spec §6), answered from memory: no network call per menu item.
 *
 * - Menu access: a route path is permitted when accessGroup.menu holds it (trailing slashes ignored; a `:param`
 *   segment on either side matches any one segment), or when a menu entry lies below it (a group such as "/order"
 *   is shown when "/order/index" is permitted).
 * - Buttons: `hasButton(code)` checks accessGroup.btn.
 *
 * refine's `can({resource, action, params})` (createAccessControlProvider(resources)):
 * - action `btn:<code>`, or resource "btn" with the code as action → hasButton(code);
 * - `show` / `edit` of a resource with that record view (a list's resource, src/resources/registry.ts) → the view's
 *   path must be permitted (`/order/watch/detail` for `show` of "orders");
 * - any other action → the resource's real route path must be permitted. The path is `params.resource.list` when it
 *   is a string, else `params.resource.route` (refine's menu items), else `params.resource.meta.path`, else the
 *   `list` of the declared resource of that name (refine's useCan strips `list` before calling can, so this lookup
 *   is what usually answers). A resource with no path but with children (`meta.parent`) is permitted when one of
 *   its children is. A resource with `meta.public === true` is always permitted; one whose path cannot be found is
 *   permitted (finer permissions: not shown). A path whose screen is built on a chosen call the gateway does not
 *   serve is not (./servedCalls.ts `servesScreen`).
 * Answers are cached by refine for the whole session (staleTime Infinity). When the accessGroup changes without a
 * refine logout (which invalidates every query), the "access" queries (ACCESS_QUERY_KEY) are invalidated by
 * <AccessFollowsSession> (usePermissionSync.ts). React code outside refine's components asks usePermission() (the
 * same rule, subscribed to the session); pure code uses canAccessPath / hasButton with the group it is given.
 */
import type { AccessControlProvider, CanParams, CanReturnType } from "@refinedev/core";
import type { AccessGroup } from "../api/adminTemplate";
import { recordViewPath } from "./recordRoutes";
import { servesScreen } from "./servedCalls";
import { getAccessGroup } from "./session";

/** First element of refine's access query keys (keys().access()), for queryClient.invalidateQueries. */
export const ACCESS_QUERY_KEY = ["access"] as const;

export const BUTTON_ACTION_PREFIX = "btn:";
export const BUTTON_RESOURCE = "btn";

function segments(path: string): string[] {
  return path
    .split(/[?#]/)[0]
    .split("/")
    .filter((s) => s !== "");
}

function segmentsMatch(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i] || s.startsWith(":") || b[i].startsWith(":"));
}

/** True when the route `path` is permitted by accessGroup.menu (see the header comment). */
export function canAccessPath(path: string, accessGroup: AccessGroup): boolean {
  const wanted = segments(path);
  // An entry permits its own path and every group above it: compare the wanted path with the entry's first
  // segments (with the whole entry for "/", which is no group).
  return accessGroup.menu.some((entry) => {
    const permitted = segments(entry);
    return segmentsMatch(wanted, wanted.length > 0 ? permitted.slice(0, wanted.length) : permitted);
  });
}

/** True when accessGroup.btn holds `code`. */
export function hasButton(code: string, accessGroup: AccessGroup): boolean {
  return accessGroup.btn.includes(code);
}

/** What can() needs to know of a resource declaration: its name, list route and menu parent. */
export interface ResourceRoute {
  name: string;
  identifier?: string;
  list?: unknown;
  show?: unknown;
  edit?: unknown;
  meta?: { parent?: string; path?: unknown; public?: boolean; [key: string]: unknown };
}

type CanResource = NonNullable<NonNullable<CanParams["params"]>["resource"]> & { route?: unknown };

/** The route path a can() call names explicitly: list (a string), refine's menu `route`, or meta.path. */
function explicitPath(resource: CanResource | undefined): string | null {
  if (typeof resource?.list === "string") return resource.list;
  if (typeof resource?.route === "string") return resource.route;
  const metaPath: unknown = resource?.meta?.path;
  return typeof metaPath === "string" ? metaPath : null;
}

/** For `show` / `edit`: the path of the resource's record view (`"/a/detail/:id"` → "/a/detail"), if it has one. */
function viewPath(resource: ResourceRoute | undefined, action: string): string | null {
  return action === "show" || action === "edit" ? recordViewPath(resource?.[action]) : null;
}

/**
 * The pure decision of can(), against a given accessGroup and the resource declarations (used to find the list path
 * of a resource named without one, and the children of a menu group).
 */
export function decideCan(
  { resource, action, params }: CanParams,
  accessGroup: AccessGroup,
  // Stryker disable next-line ArrayDeclaration: a placeholder element (a string) has no list, meta nor parent
  resources: readonly ResourceRoute[] = [],
): CanReturnType {
  if (action.startsWith(BUTTON_ACTION_PREFIX)) {
    return { can: hasButton(action.slice(BUTTON_ACTION_PREFIX.length), accessGroup) };
  }
  if (resource === BUTTON_RESOURCE) return { can: hasButton(action, accessGroup) };

  const permitted = (name: string | undefined, given: CanResource | undefined, depth: number): boolean => {
    const declared = resources.find(
      (r) => r.name === name || (r.identifier !== undefined && r.identifier === name),
    );
    if (given?.meta?.public === true || declared?.meta?.public === true) return true;
    const path =
      viewPath(declared, action) ?? explicitPath(given) ?? explicitPath(declared as CanResource | undefined);
    // A screen built on a chosen call the gateway does not serve is not offered (./servedCalls.ts).
    if (path !== null) return canAccessPath(path, accessGroup) && servesScreen(path);
    // Stryker disable next-line ArrayDeclaration: a placeholder child has no name, so its search ends in true too
    const children = name ? resources.filter((r) => r.meta?.parent === name) : [];
    if (children.length > 0 && depth < 8)
      return children.some((child) => permitted(child.name, undefined, depth + 1));
    return true;
  };
  const named = params?.resource?.identifier ?? params?.resource?.name ?? resource;
  return { can: permitted(named, params?.resource, 0) };
}

/**
 * The AccessControlProvider of the console. `resources` are the resource declarations given to <Refine> (refine's
 * useCan strips `list` from the resource it hands to can(), so the list paths are looked up here by name).
 */
export function createAccessControlProvider(resources: readonly ResourceRoute[] = []): AccessControlProvider {
  return {
    can: async (params) => decideCan(params, getAccessGroup(), resources),
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
    },
  };
}
