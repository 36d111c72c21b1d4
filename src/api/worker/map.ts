import { service } from "../endpoint";
import type { Id } from "../types";
import { ORDER_SCREENS } from "../screens";

/** /worker-app — maps of workers near an order (订单地图转派). */
// Every call reads: the dispatch itself goes through the dispatch calls.
const s = service("/worker-app", { menu: ORDER_SCREENS, button: "order:mapDispatch", effect: "read" });

export interface MapQuery {
  orderNo: string;
  /** Search radius in km. */
  radiusKm?: number;
  areaId?: number;
}

export interface MapWorker {
  workerId: Id;
  workerName: string;
  workerMobile: string;
  lng: number;
  lat: number;
  distanceKm: number;
  /** Orders in service now. */
  inServiceCount: number;
}

export interface MapPoint {
  orderNo: string;
  lng: number;
  lat: number;
  address: string;
}

export interface MapResult {
  order: MapPoint;
  workers: MapWorker[];
}

export const byOrderAndArea = s.post<MapQuery, MapResult>(
  "/v1/provider/console/map/byOrderAndArea",
  "订单附近师傅",
);
export const tmallByOrderAndArea = s.post<MapQuery, MapResult>(
  "/v1/provider/console/map/tmall/byOrderAndArea",
  "天猫订单附近师傅",
);
export const tmallByWorkerId = s.post<{ workerId: Id }, { worker: MapWorker; orders: MapPoint[] }>(
  "/v1/admin/map/tmall/byWorkerId",
  "师傅位置及在途天猫订单",
);
