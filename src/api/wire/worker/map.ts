import * as v from "valibot";
import { integer, optional, request, text } from "../../schema";

/**
 * The schemas of api.worker.map's calls (registered in ../entries/worker/map.ts; the handler:
 * mocks/dispatch/orderMap.ts); src/api/worker/map.ts takes its types from them. Whether the order or the worker is
 * the caller's, and has a location, is the handler's. The workers' mobiles are answered masked (139****0001): any
 * text.
 */

// ---- requests

/**
 * The order and the search radius (1-100 km, 10 when absent). areaId is not read by the stand-in: only its type is
 * held here.
 */
export const mapRequest = request({
  orderNo: text("订单号", { max: 32 }),
  /** Search radius in km. */
  radiusKm: optional(integer("搜索半径", { min: 1, max: 100 })),
  areaId: optional(v.number("区域格式不正确")),
});

export const mapWorkerRequest = request({ workerId: text("师傅", { max: 32 }) });

// ---- answers

/** A worker near the order, where it is now. */
export const mapWorker = v.object({
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  lng: v.number(),
  lat: v.number(),
  distanceKm: v.number(),
  /** Orders in service now. */
  inServiceCount: v.number(),
});

/** An order's place. */
export const mapPoint = v.object({
  orderNo: v.string(),
  lng: v.number(),
  lat: v.number(),
  address: v.string(),
});

/** The order and the workers near it. */
export const mapResult = v.object({ order: mapPoint, workers: v.array(mapWorker) });

/** The worker and the 天猫 orders it is on. */
export const mapWorkerOrders = v.object({ worker: mapWorker, orders: v.array(mapPoint) });
