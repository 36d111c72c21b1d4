import { api } from "../api";
import { useEndpointQuery } from "./endpoint";

/**
 * The dispatch queue's counts (待派单, 待接单, 待报价, 待雇佣) from one call, orderStatusCount: the order list's queue
 * tabs and the home counters read the same query (one request, one cache entry), which the live layer and every
 * action refresh by invalidating the data queries.
 */
export function useQueueCounts() {
  return useEndpointQuery(api.order.provider.orderStatusCount, {}, { keepPrevious: true });
}

/** The count of one `listStatus` of the queue; undefined while loading or for a tab the queue does not count. */
export function useQueueCount(listStatus: number): { count: number | undefined; loading: boolean } {
  const query = useQueueCounts();
  return { count: query.data?.find((c) => c.listStatus === listStatus)?.count, loading: query.pending };
}
