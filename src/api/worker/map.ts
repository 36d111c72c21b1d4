import { service } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import { ORDER_SCREENS } from "../screens";
import type * as wire from "../wire/worker/map";

/** /worker-app — maps of workers near an order (订单地图转派). */
// Every call reads: the dispatch itself goes through the dispatch calls.
const s = service("/worker-app", { menu: ORDER_SCREENS, button: "order:mapDispatch", effect: "read" });

/** The types of the calls below, from their schemas (../wire/worker/map.ts, where their fields are described). */
export type MapQuery = RequestType<typeof wire.mapRequest>;
export type MapWorkerQuery = RequestType<typeof wire.mapWorkerRequest>;
export type MapWorker = AnswerType<typeof wire.mapWorker>;
export type MapPoint = AnswerType<typeof wire.mapPoint>;
export type MapResult = AnswerType<typeof wire.mapResult>;
export type MapWorkerOrders = AnswerType<typeof wire.mapWorkerOrders>;

export const byOrderAndArea = s.post<MapQuery, MapResult>(
  "/v1/provider/console/map/byOrderAndArea",
  "订单附近师傅",
);
export const tmallByOrderAndArea = s.post<MapQuery, MapResult>(
  "/v1/provider/console/map/tmall/byOrderAndArea",
  "天猫订单附近师傅",
);
export const tmallByWorkerId = s.post<MapWorkerQuery, MapWorkerOrders>(
  "/v1/admin/map/tmall/byWorkerId",
  "师傅位置及在途天猫订单",
);
