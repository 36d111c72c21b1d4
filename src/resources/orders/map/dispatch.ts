/**
 * The rules of 订单地图转派 (verticals A.6; the spec names the calls, not when each is used — see the decisions in
 * the page's header comment): which call moves the order to the picked worker, which button code it needs, the
 * confirm text and the success message.
 */
import type { Endpoint } from "../../../api/endpoint";
import { manualDistribute } from "../../../api/order/admin";
import { directDistribute } from "../../../api/order/tmall";
import type { MapWorker } from "../../../api/worker/map";
import { byOrderAndArea, tmallByOrderAndArea } from "../../../api/worker/map";
import { transferOrders } from "../../../api/worker/roster";
import type { ButtonCode } from "../../../domain/buttonCodes";
import { formatDistance, type MapWorkerMarker } from "../../../widgets/map";

/** Order source 天猫 (spec §9: 自有 = 1, 天猫 = 2). */
export const TMALL_ORDER_SOURCE = 2;
/** Order status set A (spec §4): 3 awaiting dispatch (待派单), 4 awaiting acceptance (待接单). */
export const DISPATCH_STATUSES: readonly number[] = [3, 4];
/** 5 awaiting quote … 9 awaiting verification: a worker has the order and it is not served yet. */
export const TRANSFER_STATUSES: readonly number[] = [5, 6, 7, 8, 9];
/** Transfer type 手动转单 (spec §9). */
export const MANUAL_TRANSFER = 1;

/** The button code that opens the page. */
export const MAP_DISPATCH_BUTTON: ButtonCode = "order:mapDispatch";

export const RADIUS_OPTIONS_KM: readonly number[] = [3, 5, 10, 20];
export const DEFAULT_RADIUS_KM = 5;

/** What the page needs to know of the order. */
export interface DispatchOrder {
  orderNo: string;
  orderStatus: number;
  orderSource: number;
  workerId?: string | null;
  workerName?: string | null;
}

export type DispatchKind = "distribute" | "tmallDistribute" | "transfer";

/**
 * 待派单 / 待接单 → dispatch (天猫 orders by direct distribute); a worker has it and it is not served yet → 手动转单
 * to the picked worker; anything else (unpaid, served, finished, cancelled) → null: nothing to dispatch.
 */
export function dispatchKindOf(order: DispatchOrder): DispatchKind | null {
  if (DISPATCH_STATUSES.includes(order.orderStatus)) {
    return order.orderSource === TMALL_ORDER_SOURCE ? "tmallDistribute" : "distribute";
  }
  if (TRANSFER_STATUSES.includes(order.orderStatus) && order.workerId) return "transfer";
  return null;
}

/** The button code of the operation behind each kind (the page asks for it besides order:mapDispatch). */
export const BUTTON_OF: Record<DispatchKind, ButtonCode> = {
  distribute: "order:manualDistribute",
  tmallDistribute: "order:directDistribute",
  transfer: "order:transfer",
};

export const ACTION_LABEL: Record<DispatchKind, string> = {
  distribute: "派单给所选师傅",
  tmallDistribute: "派单给所选师傅",
  transfer: "转单给所选师傅",
};

export const SUCCESS_TEXT: Record<DispatchKind, string> = {
  distribute: "派单成功",
  tmallDistribute: "派单成功",
  transfer: "转单成功",
};

export const NOT_DISPATCHABLE_TEXT = "该订单当前状态不可派单或转单";

/** The map call: 天猫 orders use tmall/byOrderAndArea. */
export function mapEndpointOf(orderSource: number) {
  return orderSource === TMALL_ORDER_SOURCE ? tmallByOrderAndArea : byOrderAndArea;
}

/** The server's worker → the widget's marker. */
export function toMarker(worker: MapWorker): MapWorkerMarker {
  return {
    id: String(worker.workerId),
    name: worker.workerName,
    mobile: worker.workerMobile,
    lng: worker.lng,
    lat: worker.lat,
    distanceKm: worker.distanceKm,
    inServiceCount: worker.inServiceCount,
  };
}

/** The candidates: every worker of the answer but the one who has the order now. */
export function candidatesOf(workers: readonly MapWorker[], order: DispatchOrder): MapWorkerMarker[] {
  return workers
    .filter((w) => !order.workerId || String(w.workerId) !== String(order.workerId))
    .map(toMarker);
}

export interface ConfirmText {
  title: string;
  content: string;
}

export function confirmTextOf(
  kind: DispatchKind,
  order: DispatchOrder,
  worker: MapWorkerMarker,
): ConfirmText {
  const who = `${worker.name}（距离${formatDistance(worker.distanceKm)}，服务中${worker.inServiceCount}单）`;
  if (kind === "transfer") {
    return {
      title: "确认转单",
      content: `确定将订单 ${order.orderNo} 从师傅${order.workerName ?? ""}转给师傅${who}吗？`,
    };
  }
  const what = kind === "tmallDistribute" ? "天猫订单" : "订单";
  return { title: "确认派单", content: `确定将${what} ${order.orderNo} 派给师傅${who}吗？` };
}

export interface DispatchRequest {
  endpoint: Endpoint;
  payload: Record<string, unknown>;
}

/** The call and its payload; `note` (optional) goes as remark, or as the transfer's reason. */
export function dispatchRequestOf(
  kind: DispatchKind,
  order: DispatchOrder,
  workerId: string,
  note?: string,
): DispatchRequest {
  const text = note?.trim() || undefined;
  switch (kind) {
    case "distribute":
      return {
        endpoint: manualDistribute,
        payload: { orderNos: [order.orderNo], workerId, remark: text },
      };
    case "tmallDistribute":
      return { endpoint: directDistribute, payload: { orderNo: order.orderNo, workerId, remark: text } };
    case "transfer":
      return {
        endpoint: transferOrders,
        payload: {
          fromWorkerId: order.workerId,
          toWorkerId: workerId,
          orderNos: [order.orderNo],
          transferType: MANUAL_TRANSFER,
          reason: text,
        },
      };
  }
}

/** Where the page returns after a dispatch (and 返回订单详情). */
export function orderDetailPath(orderNo: string): string {
  return `/order/watch/detail?orderNo=${encodeURIComponent(orderNo)}`;
}
