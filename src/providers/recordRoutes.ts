/**
 * The record views of refine's resources (src/resources/registry.ts) and the spec's addresses for them.
 *
 * refine names a record in its routes' path (`show: "/order/watch/detail/:id"`) and composes links that way; the
 * spec's addresses name it in the query string (`/order/watch/detail?orderNo=O1`, spec §2). A resource's
 * `meta.recordKeys` names the query parameter of each of its record views (`{ show: "orderNo" }`). Pure: the router
 * binding (./routerProvider.ts) writes and reads the addresses with these, the access control
 * (./accessControlProvider.ts) asks for a view's path.
 */

/** The refine actions whose routes name one record. */
const RECORD_ACTIONS = ["show", "edit"] as const;

export type RecordAction = (typeof RECORD_ACTIONS)[number];

/** What these functions read of a refine resource. */
export interface RecordRouteResource {
  name: string;
  identifier?: string;
  show?: unknown;
  edit?: unknown;
  meta?: { recordKeys?: unknown; [key: string]: unknown };
}

/** A record view of a resource: the address's path and the query parameter naming the record. */
export interface RecordView<R extends RecordRouteResource> {
  resource: R;
  action: RecordAction;
  path: string;
  key: string;
}

/** The path of a record view's refine route (`"/a/b/:id"` → "/a/b"), or null for a route of another form. */
export function recordViewPath(route: unknown): string | null {
  if (typeof route !== "string") return null;
  const found = /^(\/.+)\/:id$/.exec(route);
  return found ? found[1] : null;
}

/** Every record view the resources declare (a route `…/:id` whose query parameter meta.recordKeys names). */
export function recordViews<R extends RecordRouteResource>(resources: readonly R[]): RecordView<R>[] {
  return resources.flatMap((resource) =>
    RECORD_ACTIONS.flatMap((action) => {
      const path = recordViewPath(resource[action]);
      const keys = resource.meta?.recordKeys;
      const key: unknown = typeof keys === "object" && keys !== null ? Reflect.get(keys, action) : null;
      return path !== null && typeof key === "string" ? [{ resource, action, path, key }] : [];
    }),
  );
}

/** The record view shown at `pathname` with the record's id from `search` (undefined when it has none); or null. */
export function matchRecordAddress<R extends RecordRouteResource>(
  pathname: string,
  search: string,
  resources: readonly R[],
): (RecordView<R> & { id?: string }) | null {
  // A trailing slash is ignored ("/" becomes "", which no record view's path is).
  const path = pathname.replace(/\/+$/, "");
  const view = recordViews(resources).find((candidate) => candidate.path === path);
  if (!view) return null;
  const id = new URLSearchParams(search).get(view.key);
  return id ? { ...view, id } : view;
}

/**
 * A path refine composed for a record view (`/order/watch/detail/O1`, the id already encoded by refine) as the spec's
 * address: the view's path, and the id as its query parameter. Null for any other path.
 */
export function recordAddress<R extends RecordRouteResource>(
  to: string,
  resources: readonly R[],
): { path: string; query: Record<string, string> } | null {
  for (const view of recordViews(resources)) {
    if (!to.startsWith(`${view.path}/`)) continue;
    const id = to.slice(view.path.length + 1);
    if (id !== "" && !id.includes("/")) return { path: view.path, query: { [view.key]: id } };
  }
  return null;
}
