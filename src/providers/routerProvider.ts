/**
 * refine's react-router binding, with the spec's addresses for records (spec §2: an order's detail is
 * `/order/watch/detail?orderNo=…`, where refine's own form would be `/order/watch/detail/:id`).
 *
 * A list's refine resource declares its record views in refine's form (`show: "/order/watch/detail/:id"`, with
 * `meta.recordKeys: { show: "orderNo" }`; src/resources/registry.ts). Here:
 * - `go` writes a path refine composed for a record view as the spec's address: useNavigation().show("orders", no)
 *   and showUrl(…) lead to `/order/watch/detail?orderNo=<no>`;
 * - `parse` reads such an address back (refine's own matching compares path segments and finds nothing there):
 *   useParsed(), useResourceParams() and useBreadcrumb() know the resource, the action and the id.
 * Every other address is refine's binding's as it is.
 */
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type GoConfig,
  type IResourceItem,
  type ParseResponse,
  type RouterProvider,
} from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import qs from "qs";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams, type Params } from "react-router";
import { matchRecordAddress, recordAddress } from "./recordRoutes";

// refine's own hook (its binding always has it).
const useBaseGo = baseRouterProvider.go ?? ((): ((config: GoConfig) => void) => () => undefined);

/** refine's go, with a record view's path written as the spec's address. */
function useGo() {
  const go = useBaseGo();
  const { resources } = useContext(ResourceContext);
  return useCallback(
    (config: GoConfig) => {
      const address = typeof config.to === "string" ? recordAddress(config.to, resources) : null;
      return go(
        address ? { ...config, to: address.path, query: { ...address.query, ...config.query } } : config,
      );
    },
    [go, resources],
  );
}

/** What an address is: refine's resource and action for it, or else the record view it shows (with the record's id). */
interface AddressMatch {
  resource?: IResourceItem;
  action?: ParseResponse["action"];
  id?: string;
  /** The path parameters of refine's matched route (for a route of the router without parameters of its own). */
  routeParams: Params;
}

/**
 * Addresses matched, by resource list: every refine hook parses the address (useResourceParams in each data hook,
 * useLogout, ...), and refine's binding matched it against all the resources once per hook instance: on the
 * dashboard's deep link, about 20 ms of the main thread unthrottled (issue 44). Here once per address. Bounded: a
 * day's addresses are not kept.
 */
const matches = new WeakMap<readonly IResourceItem[], Map<string, AddressMatch>>();
const MATCHES_KEPT = 100;

function matchAddress(pathname: string, search: string, resources: IResourceItem[]): AddressMatch {
  let known = matches.get(resources);
  if (!known) matches.set(resources, (known = new Map()));
  const address = pathname + search;
  const hit = known.get(address);
  if (hit) return hit;
  const { resource, action, matchedRoute } = matchResourceFromRoute(pathname, resources);
  const routeParams = (matchedRoute && matchPath(matchedRoute, pathname)?.params) || {};
  const record = resource ? null : matchRecordAddress(pathname, search, resources);
  const match: AddressMatch = record
    ? { resource: record.resource, action: record.action, id: record.id, routeParams }
    : { resource, action, routeParams };
  if (known.size >= MATCHES_KEPT) known.clear();
  known.set(address, match);
  return match;
}

/** A number written as one ("2" → 2), as refine's binding reads the page and its size. */
function numberIfNumeric(value: unknown): unknown {
  return typeof value === "string" && `${Number(value)}` === value ? Number(value) : value;
}

/**
 * refine's parse as its react-router binding answers it (the address's resource, action, id, path and parameters),
 * with a record view's address read as the record's (`/order/watch/detail?orderNo=…` → resource, "show", the id).
 */
function useParse(): () => ParseResponse {
  const params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const match = matchAddress(pathname, search, resources);
  return useCallback(() => {
    const pathParams = Object.keys(params).length > 0 ? params : match.routeParams;
    const combined: Record<string, unknown> = {
      ...pathParams,
      ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
    };
    const id = match.id ?? (pathParams.id ? decodeURIComponent(pathParams.id) : undefined);
    return {
      ...(match.resource && { resource: match.resource }),
      ...(match.action && { action: match.action }),
      ...(id && { id }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfNumeric(combined.currentPage),
        pageSize: numberIfNumeric(combined.pageSize),
        to: typeof combined.to === "string" ? decodeURIComponent(combined.to) : undefined,
      },
    } as ParseResponse;
  }, [params, pathname, search, match]);
}

export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useGo, parse: useParse };
