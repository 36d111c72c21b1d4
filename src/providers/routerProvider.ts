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
import { ResourceContext, type GoConfig, type ParseResponse, type RouterProvider } from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import { useCallback, useContext, useMemo } from "react";
import { useLocation } from "react-router";
import { matchRecordAddress, recordAddress } from "./recordRoutes";

// refine's own hooks (its binding always has both).
const useBaseGo = baseRouterProvider.go ?? ((): ((config: GoConfig) => void) => () => undefined);
const useBaseParse = baseRouterProvider.parse ?? ((): (() => ParseResponse) => () => ({}));

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

/** refine's parse, then the record view of the address when refine's matching found none. */
function useParse(): () => ParseResponse {
  const parse = useBaseParse();
  const { resources } = useContext(ResourceContext);
  const { pathname, search } = useLocation();
  const match = useMemo(() => matchRecordAddress(pathname, search, resources), [pathname, search, resources]);
  return useCallback(() => {
    const parsed = parse();
    if (parsed.resource || !match) return parsed;
    return {
      ...parsed,
      resource: match.resource,
      action: match.action,
      ...(match.id !== undefined ? { id: match.id } : {}),
    };
  }, [parse, match]);
}

export const routerProvider: RouterProvider = { ...baseRouterProvider, go: useGo, parse: useParse };
