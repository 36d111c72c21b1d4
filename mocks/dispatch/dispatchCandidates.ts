/**
 * Issue 41's calls: the dispatch dialogs' candidates with their reasons (order/dispatch.ts `candidates`), 代接单
 * (`acceptOnBehalf`) and the provider's 接单超时时间 (worker/dispatchSettings.ts). The rules and words are
 * src/domain/orders/dispatchRules.ts; what they read is dispatchStore.ts.
 */
import * as dispatch from "../../src/api/order/dispatch";
import type { DispatchCandidate } from "../../src/api/order/dispatch";
import * as settings from "../../src/api/worker/dispatchSettings";
import { compareCandidates, DISPATCH_TEXT, dispatchRefusal, inAreas } from "../../src/domain/orders";
import type { Db } from "../db/types";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import {
  acceptTimeoutOf,
  categoryNames,
  dayCounts,
  orderDispatchFacts,
  workerDispatchFacts,
  type DispatchWorkerRow,
} from "./dispatchStore";
import { acceptForWorker } from "./orderAssign";
import { distanceKm } from "./orderMap";
import { given } from "../orders/orderInput";
import { serveOperation } from "../orders/orderOperations";
import { orderNoOf } from "../orders/orders";
import { findOrder, type OrderRecord } from "../orders/orderStore";
import { servedWorkerIdsOf } from "./servedWorkers";
import { maskMobile } from "../accounts/staffStore";
import { likePattern } from "../lookups/widgetLookups";
import { settingsOf } from "../workers/workerSettingsStore";

/** 天猫 (order source 2). */
const TMALL = 2;

interface CandidateRow extends DispatchWorkerRow {
  lng: number | null;
  lat: number | null;
}

/** Every worker of the order's provider (matching `keyword` on name or mobile) as a candidate, in the rules' order. */
export function candidatesOf(
  db: Db,
  order: OrderRecord,
  keyword: string | undefined,
  now: number,
): DispatchCandidate[] {
  const facts = orderDispatchFacts(db, order, now);
  const counts = dayCounts(db, order.provider_id, facts.day, order.order_id);
  const names = categoryNames(db);
  const filter = keyword
    ? "AND (w.worker_name LIKE ? ESCAPE '\\' OR w.worker_mobile LIKE ? ESCAPE '\\')"
    : "";
  const rows = db
    .prepare(
      `SELECT w.worker_id, w.worker_name, w.worker_mobile, w.status, l.lng, l.lat FROM workers w
       LEFT JOIN worker_locations l ON l.worker_id = w.worker_id
       WHERE w.provider_id = ? ${filter} ORDER BY w.worker_id`,
    )
    .all(
      order.provider_id,
      ...(keyword ? [likePattern(keyword), likePattern(keyword)] : []),
    ) as CandidateRow[];
  const tmall = order.order_source === TMALL;
  const served = new Set(tmall ? servedWorkerIdsOf(db, order) : []);
  return rows
    .map((row): DispatchCandidate => {
      const own = settingsOf(db, row.worker_id);
      const todayCount = counts.get(row.worker_id) ?? 0;
      const worker = workerDispatchFacts(row, own, names, todayCount);
      const refusal = dispatchRefusal(worker, facts);
      return {
        workerId: row.worker_id,
        workerName: row.worker_name,
        workerMobile: maskMobile(row.worker_mobile),
        eligible: refusal === null,
        reason: refusal?.text ?? null,
        reasonCode: refusal?.code ?? null,
        todayCount,
        dailyMax: worker.dailyMax,
        inArea: inAreas(worker.areas, facts.place),
        distanceKm:
          row.lng === null || row.lat === null
            ? null
            : Math.round(distanceKm(order.lng, order.lat, row.lng, row.lat) * 100) / 100,
        servedCustomer: served.has(row.worker_id),
      };
    })
    .sort((a, b) => compareCandidates(a, b, tmall));
}

export default defineRoutes((r) => {
  r.serve(dispatch.candidates, (ctx) => {
    const user = ctx.requireUser();
    const order = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    const { keyword } = checkedRequest(dispatch.candidates, ctx.payload);
    return candidatesOf(ctx.db, order, given(keyword), ctx.clock());
  });

  serveOperation(r, dispatch.acceptOnBehalf, "order:acceptOnBehalf", {
    parse: (_ctx, body) => ({ reason: body.reason }),
    apply(ctx, order, input) {
      acceptForWorker(ctx.db, order);
      return DISPATCH_TEXT.onBehalfTrack(input.reason);
    },
  });

  r.serve(settings.dispatchSettings, (ctx) => ({
    acceptTimeoutMinutes: acceptTimeoutOf(ctx.db, ctx.requireUser().providerId),
  }));

  r.serve(settings.setDispatchSettings, (ctx) => {
    // A whole number of minutes from 5 to 1440 (src/domain/orders/dispatchRules.ts), checked by the schema; digits
    // sent as text were read as their number.
    const { acceptTimeoutMinutes } = checkedRequest(settings.setDispatchSettings, ctx.payload);
    ctx.db
      .prepare("UPDATE providers SET accept_timeout_minutes = ? WHERE id = ?")
      .run(acceptTimeoutMinutes, ctx.requireUser().providerId);
    ctx.live({ change: { fields: ["acceptTimeoutMinutes"] }, payload: { acceptTimeoutMinutes } });
    return null;
  });
});
