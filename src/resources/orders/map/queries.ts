/**
 * The calls of 订单地图转派, through refine's data provider (`custom` with meta.endpoint): the order (for its source,
 * status and worker), the workers near it, a 天猫 worker's orders on the way, and the dispatch itself.
 */
import { useCustom, useCustomMutation } from "@refinedev/core";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useEndpointQuery } from "../../../queries/endpoint";
import { refreshAfterWrite } from "../../../queries/liveRefresh";
import { usePageGate, withPage } from "../../../queries/pageShown";
import type { OrderDetail } from "../../../api/order/types";
import { queryOrderCommandAuth } from "../../../api/order/admin";
import { candidates } from "../../../api/order/dispatch";
import { orderDetail } from "../../../api/order/provider";
import { tmallByWorkerId, type MapPoint, type MapResult, type MapWorker } from "../../../api/worker/map";
import { dispatchRequestOf, mapEndpointOf, type DispatchKind, type DispatchOrder } from "./dispatch";

// refine's custom answers are records (BaseRecord); each hook names its endpoint's own answer type on top.
type Loose<T> = T & Record<string, unknown>;

export function useOrderForMap(orderNo: string) {
  const { query, result } = useCustom<Loose<OrderDetail>>({
    url: orderDetail.path,
    method: "get",
    config: { query: { orderNo } },
    meta: { endpoint: orderDetail },
    queryOptions: withPage(usePageGate(), { enabled: orderNo !== "", retry: false }),
  });
  return { query, order: query.isSuccess ? (result.data ?? null) : null };
}

/** The order commands the server allows on this order now (null while unknown, or when the call failed). */
function isCodeList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((code) => typeof code === "string");
}

export function useOrderCommands(orderNo: string) {
  const { query, result } = useCustom<Loose<{ codes: string[] }>>({
    url: queryOrderCommandAuth.path,
    method: "post",
    config: { payload: { orderNo } },
    meta: { endpoint: queryOrderCommandAuth },
    queryOptions: withPage(usePageGate(), { enabled: orderNo !== "", retry: false }),
  });
  const codes: unknown = result.data;
  return { query, codes: query.isSuccess && isCodeList(codes) ? codes : null };
}

export function useNearbyWorkers(order: DispatchOrder | null, radiusKm: number) {
  const endpoint = mapEndpointOf(order?.orderSource ?? 1);
  const { query, result } = useCustom<Loose<MapResult>>({
    url: endpoint.path,
    method: "post",
    config: { payload: { orderNo: order?.orderNo ?? "", radiusKm } },
    meta: { endpoint },
    queryOptions: withPage(usePageGate(), {
      enabled: order !== null,
      retry: false,
      placeholderData: keepPreviousData,
    }),
  });
  return { query, answer: query.data ? (result.data ?? null) : null };
}

/**
 * The order's dispatch candidates (who may take it and why not), while a dispatch applies; silent: without an
 * answer the map shows every worker as pickable and the server's refusal says why.
 */
export function useMapCandidates(orderNo: string, enabled: boolean) {
  return useEndpointQuery(candidates, { orderNo }, { enabled: enabled && orderNo !== "", silent: true }).data;
}

/** A 天猫 worker's position and the 天猫 orders on their way (tmall/byWorkerId). */
export function useTmallWorkerOrders(workerId: string | null, enabled: boolean) {
  const { query, result } = useCustom<Loose<{ worker: MapWorker; orders: MapPoint[] }>>({
    url: tmallByWorkerId.path,
    method: "post",
    config: { payload: { workerId } },
    meta: { endpoint: tmallByWorkerId },
    queryOptions: withPage(usePageGate(), { enabled: enabled && workerId !== null, retry: false }),
  });
  return { query, orders: query.data ? (result.data?.orders ?? []) : null };
}

/** Runs the dispatch; what it changed is refreshed afterwards (the order's reads, the order lists, the counts). */
export function useDispatch() {
  const queryClient = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation();
  const dispatch = async (kind: DispatchKind, order: DispatchOrder, workerId: string, note?: string) => {
    const { endpoint, payload } = dispatchRequestOf(kind, order, workerId, note);
    await mutateAsync({ url: endpoint.path, method: "post", values: payload, meta: { endpoint } });
    await refreshAfterWrite(queryClient, endpoint, payload);
  };
  return { dispatch, isPending: mutation.isPending };
}
