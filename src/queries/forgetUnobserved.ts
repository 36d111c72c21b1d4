import type { QueryClient } from "@tanstack/react-query";
import { DATA_QUERY_KEY } from "./endpointKeys";

/**
 * A page unmounted by the kept-page bound (src/layout/tabs/keptPages.ts, KeepAliveOutlet) leaves its answers
 * unobserved. react-query would keep each for its gcTime, and with it, through the query's function, the dropped
 * page's observers and closures: after 60 order details about 10 MB of the heap the bound is there to save. They go at once instead: every
 * data answer no mounted page observes (a hidden kept page's reads stay: they are observed, only gated) and none is
 * being read. A page shown again mounts afresh and reads its data anyway. Its own module: ./pageShown is on the login
 * page's path (the page heading), and the data key's module brings refine's core with it.
 */
export function forgetUnobserved(client: QueryClient): number {
  const cache = client.getQueryCache();
  const unobserved = cache.findAll({
    queryKey: [...DATA_QUERY_KEY],
    predicate: (query) => query.getObserversCount() === 0 && query.state.fetchStatus === "idle",
  });
  unobserved.forEach((query) => cache.remove(query));
  return unobserved.length;
}
