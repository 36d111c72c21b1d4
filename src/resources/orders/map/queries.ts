/**
 * The calls of 订单地图转派, through refine's data provider (`custom` with meta.endpoint): the order (for its source,
 * status and worker), the workers near it, a 天猫 worker's orders on the way, and the dispatch itself.
 */
import { useCan, useCustom, useCustomMutation } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import type { OrderDetail } from "../../../api/order/types";
import { queryOrderCommandAuth } from "../../../api/order/admin";
import { orderDetail } from "../../../api/order/provider";
import { tmallByWorkerId, type MapPoint, type MapResult, type MapWorker } from "../../../api/worker/map";
import type { ButtonCode } from "../../../domain/buttonCodes";
import { BUTTON_RESOURCE } from "../../../providers/accessControlProvider";
import { dispatchRequestOf, mapEndpointOf, type DispatchKind, type DispatchOrder } from "./dispatch";

// refine types custom answers as BaseRecord; the endpoints' own types are restored here.
type Loose<T> = T & Record<string, unknown>;

/** Whether the account holds a button code: { can, isLoading }. */
export function useButton(code: ButtonCode): { can: boolean; isLoading: boolean } {
  const { data, isLoading } = useCan({ resource: BUTTON_RESOURCE, action: code });
  return { can: data?.can === true, isLoading };
}

export function useOrderForMap(orderNo: string) {
  const { query, result } = useCustom<Loose<OrderDetail>>({
    url: orderDetail.path,
    method: "get",
    config: { query: { orderNo } },
    meta: { endpoint: orderDetail },
    queryOptions: { enabled: orderNo !== "", retry: false },
  });
  return { query, order: query.isSuccess ? (result.data as OrderDetail | null) : null };
}

/** The order commands the server allows on this order now (null while unknown, or when the call failed). */
export function useOrderCommands(orderNo: string) {
  const { query, result } = useCustom<Loose<{ codes: string[] }>>({
    url: queryOrderCommandAuth.path,
    method: "post",
    config: { payload: { orderNo } },
    meta: { endpoint: queryOrderCommandAuth },
    queryOptions: { enabled: orderNo !== "", retry: false },
  });
  const codes: unknown = result.data;
  return { query, codes: query.isSuccess && Array.isArray(codes) ? (codes as string[]) : null };
}

export function useNearbyWorkers(order: DispatchOrder | null, radiusKm: number) {
  const endpoint = mapEndpointOf(order?.orderSource ?? 1);
  const { query, result } = useCustom<Loose<MapResult>>({
    url: endpoint.path,
    method: "post",
    config: { payload: { orderNo: order?.orderNo ?? "", radiusKm } },
    meta: { endpoint },
    queryOptions: { enabled: order !== null, retry: false, placeholderData: (previous) => previous },
  });
  return { query, answer: query.data ? (result.data as MapResult | null) : null };
}

/** A 天猫 worker's position and the 天猫 orders on their way (tmall/byWorkerId). */
export function useTmallWorkerOrders(workerId: string | null, enabled: boolean) {
  const { query, result } = useCustom<Loose<{ worker: MapWorker; orders: MapPoint[] }>>({
    url: tmallByWorkerId.path,
    method: "post",
    config: { payload: { workerId } },
    meta: { endpoint: tmallByWorkerId },
    queryOptions: { enabled: enabled && workerId !== null, retry: false },
  });
  return { query, orders: query.data ? ((result.data?.orders ?? []) as MapPoint[]) : null };
}

/** Runs the dispatch; every refine data query is refreshed afterwards (the order's list and detail changed). */
export function useDispatch() {
  const queryClient = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation();
  const dispatch = async (kind: DispatchKind, order: DispatchOrder, workerId: string, note?: string) => {
    const { endpoint, payload } = dispatchRequestOf(kind, order, workerId, note);
    await mutateAsync({ url: endpoint.path, method: "post", values: payload, meta: { endpoint } });
    await queryClient.invalidateQueries({ queryKey: ["data"] });
  };
  return { dispatch, isPending: mutation.isPending };
}
