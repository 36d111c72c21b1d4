/**
 * The rules of 订单地图转派 (verticals A.6: the spec names the calls, not when each is used): which call moves the
 * order to the picked worker, which button code it needs, the confirm text and the success message.
 */
import type { Endpoint } from "../../../api/endpoint";
import { manualDistribute } from "../../../api/order/admin";
import type { DispatchCandidate } from "../../../api/order/dispatch";
import { directDistribute } from "../../../api/order/tmall";
import type { MapWorker } from "../../../api/worker/map";
import { byOrderAndArea, tmallByOrderAndArea } from "../../../api/worker/map";
import { transferOrders } from "../../../api/worker/roster";
import type { ButtonCode } from "../../../api/buttons";
import {
  ORDER_SOURCE_CODE,
  commandRefusal,
  orderCommand,
  refusalMessage,
  type OrderCommandFacts,
} from "../../../domain/orders";
import { formatDistance, type MapWorkerMarker } from "../../../widgets/map";
// The links module alone, not the engine's index: the map page is its own chunk and needs none of the engine's views.
import { linkTo } from "../../engine/links";
import { orderDetailRoute } from "../routes";

/** Order source 天猫 (spec §9: 自有 = 1, 天猫 = 2). */
export const TMALL_ORDER_SOURCE: number = ORDER_SOURCE_CODE.tmall;
/** Transfer type 手动转单 (spec §9). */
export const MANUAL_TRANSFER = 1;

/** The button code (and order command) of the page. */
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
  /** 1 hung up. */
  hangUp?: number | null;
}

export type DispatchKind = "distribute" | "tmallDistribute" | "transfer";

function factsOf(order: DispatchOrder): OrderCommandFacts {
  return {
    orderStatus: order.orderStatus,
    orderSource: order.orderSource,
    hangUp: order.hangUp === 1,
    serverTypeList: [],
    workerId: order.workerId ?? null,
  };
}

/** Why the order command `code` does not apply to this order (the Chinese message), or null when it does. */
function refusalOf(code: ButtonCode, order: DispatchOrder): string | null {
  const cmd = orderCommand(code);
  if (!cmd) return null;
  const refusal = commandRefusal(cmd, factsOf(order));
  return refusal ? refusalMessage(cmd, refusal) : null;
}

/**
 * The call that moves the order to the picked worker, read from the order command table the stand-in enforces
 * (src/domain/orders/commands.ts): an order awaiting dispatch or acceptance (待派单 / 待接单) is dispatched — 手动派单,
 * or direct distribute for 天猫 orders; an order a worker has and has not served yet (待预约 / 待上门) is given to the
 * picked worker by 手动转单. Null when map dispatch does not apply (another status, or hung up): see refusalText.
 */
export function dispatchKindOf(order: DispatchOrder): DispatchKind | null {
  if (refusalOf(MAP_DISPATCH_BUTTON, order) !== null) return null;
  const tmall = order.orderSource === TMALL_ORDER_SOURCE;
  if (refusalOf(tmall ? "order:directDistribute" : "order:manualDistribute", order) === null) {
    return tmall ? "tmallDistribute" : "distribute";
  }
  if (refusalOf("order:transfer", order) === null) return "transfer";
  return null;
}

/** Why the order cannot be dispatched from the map, e.g. 订单已挂起，不能地图转派. */
export function refusalText(order: DispatchOrder): string {
  return refusalOf(MAP_DISPATCH_BUTTON, order) ?? NOT_DISPATCHABLE_TEXT;
}

export const ACTION_LABEL: Record<DispatchKind, string> = {
  distribute: "派单给所选师傅",
  tmallDistribute: "派单给所选师傅",
  transfer: "转单给所选师傅",
};

/** The note's limit: the remark of a dispatch, the reason of a transfer. */
export const NOTE_MAX_LENGTH: Record<DispatchKind, number> = {
  distribute: 200,
  tmallDistribute: 200,
  transfer: 100,
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

/** Said of an ineligible worker whose reason the server left out. */
export const UNAVAILABLE_TEXT = "该师傅不可接此单";

/**
 * The map's workers with what the order's dispatch candidates say of them (issue 41 §1): why one may not take the
 * order (shown, not selectable) and the server's order by fit (the list's order). A worker the candidates do not
 * name, or no answer (the call failed or is not allowed), leaves the marker as it is: the dispatch itself is still
 * checked by the server.
 */
export function withCandidates(
  markers: readonly MapWorkerMarker[],
  candidates: readonly DispatchCandidate[] | null | undefined,
): MapWorkerMarker[] {
  if (!candidates) return [...markers];
  const byId = new Map(
    candidates.map((candidate, rank) => [String(candidate.workerId), { candidate, rank }]),
  );
  return markers.map((marker) => {
    const found = byId.get(marker.id);
    if (!found) return marker;
    const { candidate, rank } = found;
    return {
      ...marker,
      rank,
      unavailable: candidate.eligible ? null : candidate.reason?.trim() || UNAVAILABLE_TEXT,
    };
  });
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
  return linkTo(orderDetailRoute, orderNo);
}
