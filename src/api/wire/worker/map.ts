import * as v from "valibot";
import * as map from "../../worker/map";
import { integer, optional, request, text } from "../../schema";
import { wire, type WireEntry } from "../define";

/**
 * The schemas of api.worker.map's calls (../define.ts; the handler: mocks/dispatch/orderMap.ts). Whether the order
 * or the worker is the caller's, and has a location, is the handler's. The workers' mobiles are answered masked
 * (139****0001): any text.
 */

/**
 * The order and the search radius (1-100 km, 10 when absent). areaId is not read by the stand-in: only its type is
 * held here.
 */
const mapQuery = request({
  orderNo: text("订单号", { max: 32 }),
  radiusKm: optional(integer("搜索半径", { min: 1, max: 100 })),
  areaId: optional(v.number("区域格式不正确")),
});

const mapWorker = v.object({
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  lng: v.number(),
  lat: v.number(),
  distanceKm: v.number(),
  inServiceCount: v.number(),
});

const mapPoint = v.object({ orderNo: v.string(), lng: v.number(), lat: v.number(), address: v.string() });

const mapResult = v.object({ order: mapPoint, workers: v.array(mapWorker) });

export const entries: readonly WireEntry[] = [
  wire(map.byOrderAndArea, { request: mapQuery, answer: mapResult }),
  wire(map.tmallByOrderAndArea, { request: mapQuery, answer: mapResult }),
  wire(map.tmallByWorkerId, {
    request: request({ workerId: text("师傅", { max: 32 }) }),
    answer: v.object({ worker: mapWorker, orders: v.array(mapPoint) }),
  }),
];
