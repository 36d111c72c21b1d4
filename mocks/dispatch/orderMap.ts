import * as map from "../../src/api/worker/map";
import type { MapQuery } from "../../src/api/worker/map";
import * as workerTmall from "../../src/api/worker/tmall";
import { maskPhone } from "../../src/domain/privacy";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { orderNoOf } from "../orders/orders";
import { servedWorkerIdsOf } from "./servedWorkers";
import { ORDER_BIZ, ORDER_SELECT, findOrder, type OrderRecord } from "../orders/orderStore";

/**
 * The map of workers near an order (订单地图转派) and the workers who served a 天猫 order's customer: the lookups of
 * the dispatch dialogs (split from orderDispatch.ts, which gives the orders; the candidates with their reasons are
 * dispatchCandidates.ts). The map is a worker selector: its workers' mobiles are answered masked (issue 43 P4).
 */

/** Kilometres between two points (haversine). */
export function distanceKm(aLng: number, aLat: number, bLng: number, bLat: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

export function addressOf(o: OrderRecord): string {
  return [o.province_name, o.city_name, o.area_name, o.town_name, o.detail_address].filter(Boolean).join("");
}

/** The workers within the request's radius (1 to 100 km, the schema's; 10 when not given) of the order. */
function nearbyWorkers(ctx: HandlerContext, request: MapQuery) {
  const user = ctx.requireUser();
  const order = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
  const radiusKm = request.radiusKm ?? 10;
  const rows = ctx.db
    .prepare(
      `SELECT w.worker_id, w.worker_name, w.worker_mobile, l.lng, l.lat,
         (SELECT COUNT(*) FROM orders s WHERE s.provider_id = w.provider_id AND s.worker_id = w.worker_id
            AND s.order_status IN (7, 8, 9)) AS in_service
       FROM workers w JOIN worker_locations l ON l.worker_id = w.worker_id
       WHERE w.provider_id = ? AND w.status = 3`,
    )
    .all(user.providerId) as {
    worker_id: string;
    worker_name: string;
    worker_mobile: string;
    lng: number;
    lat: number;
    in_service: number;
  }[];
  const workers = rows
    .map((w) => ({
      workerId: w.worker_id,
      workerName: w.worker_name,
      workerMobile: maskPhone(w.worker_mobile),
      lng: w.lng,
      lat: w.lat,
      distanceKm: Math.round(distanceKm(order.lng, order.lat, w.lng, w.lat) * 100) / 100,
      inServiceCount: w.in_service,
    }))
    .filter((w) => w.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.workerId.localeCompare(b.workerId));
  return {
    order: { orderNo: order.order_no, lng: order.lng, lat: order.lat, address: addressOf(order) },
    workers,
  };
}

export default defineRoutes((r) => {
  r.serve(workerTmall.servedWorkerIds, (ctx) => {
    const user = ctx.requireUser();
    return servedWorkerIdsOf(ctx.db, findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload)));
  });

  r.serve(map.byOrderAndArea, (ctx) => nearbyWorkers(ctx, checkedRequest(map.byOrderAndArea, ctx.payload)));
  r.serve(map.tmallByOrderAndArea, (ctx) =>
    nearbyWorkers(ctx, checkedRequest(map.tmallByOrderAndArea, ctx.payload)),
  );

  r.serve(map.tmallByWorkerId, (ctx) => {
    const user = ctx.requireUser();
    const { workerId } = checkedRequest(map.tmallByWorkerId, ctx.payload);
    const worker = ctx.db
      .prepare(
        `SELECT w.worker_id, w.worker_name, w.worker_mobile, l.lng, l.lat FROM workers w
         LEFT JOIN worker_locations l ON l.worker_id = w.worker_id WHERE w.worker_id = ? AND w.provider_id = ?`,
      )
      .get(workerId, user.providerId) as
      | {
          worker_id: string;
          worker_name: string;
          worker_mobile: string;
          lng: number | null;
          lat: number | null;
        }
      | undefined;
    if (!worker) throw new BizError(ORDER_BIZ.notFound, "师傅不存在");
    if (worker.lng === null || worker.lat === null) throw new BizError(ORDER_BIZ.notFound, "暂无师傅位置");
    const orders = ctx.db
      .prepare(
        `${ORDER_SELECT} WHERE o.provider_id = ? AND o.worker_id = ? AND o.order_source = 2
           AND o.order_status IN (7, 8, 9) ORDER BY o.created DESC`,
      )
      .all(user.providerId, workerId) as OrderRecord[];
    return {
      worker: {
        workerId: worker.worker_id,
        workerName: worker.worker_name,
        workerMobile: maskPhone(worker.worker_mobile),
        lng: worker.lng,
        lat: worker.lat,
        distanceKm: 0,
        inServiceCount: orders.length,
      },
      orders: orders.map((o) => ({ orderNo: o.order_no, lng: o.lng, lat: o.lat, address: addressOf(o) })),
    };
  });
});
