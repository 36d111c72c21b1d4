/**
 * What the dispatch rules read (issue 41; the rules are src/domain/orders/dispatchRules.ts): a worker's state and 指派
 * settings, the order's place, categories and day, and how many orders the worker holds that day. Every step that
 * gives an order to a worker asks `assertMayTake` first, in its transaction (a batch's earlier orders count).
 */
import type { AreaRef } from "../../src/api/types";
import {
  ACCEPT_TIMEOUT_DEFAULT,
  dispatchDay,
  dispatchRefusal,
  type DispatchOrderFacts,
  type DispatchRefusal,
  type DispatchWorkerFacts,
  type OrderCategory,
} from "../../src/domain/orders/dispatchRules";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { chinaDate } from "../time";
import { ORDER_BIZ, type OrderRecord } from "../orders/orderStore";
import { settingsOf, type WorkerSettings } from "../workers/workerSettingsStore";

/** The day a held order counts for: the same expression as the index orders_worker_day (dispatchSchema.ts). */
export const ORDER_DAY_SQL = "substr(COALESCE(o.next_appointment_time, o.distribute_time), 1, 10)";

/** 取消 (12): a cancelled order is no longer held. */
const CANCELLED = 12;

export interface DispatchWorkerRow {
  worker_id: string;
  worker_name: string;
  worker_mobile: string;
  status: number;
}

/** Category names by id (first and second level), read once per call. */
export function categoryNames(db: Db): Map<string, string> {
  const rows = db.prepare("SELECT id, name FROM goods_categories").all() as { id: number; name: string }[];
  return new Map(rows.map((row) => [String(row.id), row.name]));
}

/** The order's goods lines as categories: the line's item is a second-level category, with its parent's name. */
export function orderCategories(db: Db, orderId: number): OrderCategory[] {
  return db
    .prepare(
      `SELECT g.item_name AS name, p.name AS parentName FROM order_goods g
       LEFT JOIN goods_categories c ON c.level = 2 AND c.name = g.item_name
       LEFT JOIN goods_categories p ON p.id = c.pid
       WHERE g.order_id = ? GROUP BY g.item_name ORDER BY MIN(g.id)`,
    )
    .all(orderId) as OrderCategory[];
}

/** The facts of the order the rules read, its day from its appointment (else today). */
export function orderDispatchFacts(db: Db, order: OrderRecord, now: number): DispatchOrderFacts {
  const today = chinaDate(now);
  return {
    place: {
      provinceName: order.province_name,
      cityName: order.city_name,
      areaName: order.area_name,
      townName: order.town_name,
    },
    categories: orderCategories(db, order.order_id),
    day: dispatchDay(order.next_appointment_time, today),
    today,
  };
}

/** How many orders each worker of the provider holds on `day` (not cancelled), the order `except` not counted. */
export function dayCounts(db: Db, providerId: string, day: string, except: number): Map<string, number> {
  const rows = db
    .prepare(
      `SELECT o.worker_id AS workerId, COUNT(*) AS n FROM orders o
       WHERE o.provider_id = ? AND ${ORDER_DAY_SQL} = ? AND o.worker_id IS NOT NULL
         AND o.order_status <> ${CANCELLED} AND o.order_id <> ?
       GROUP BY o.worker_id`,
    )
    .all(providerId, day, except) as { workerId: string; n: number }[];
  return new Map(rows.map((row) => [row.workerId, row.n]));
}

/** The facts of a worker the rules read, from its row, settings and count. */
export function workerDispatchFacts(
  worker: Pick<DispatchWorkerRow, "status">,
  settings: WorkerSettings,
  names: ReadonlyMap<string, string>,
  dayCount: number,
): DispatchWorkerFacts {
  return {
    status: worker.status,
    nonFree: settings.nonFree,
    areas: settings.nonFreeAreas.map((area: AreaRef) => ({
      provinceName: area.provinceName,
      cityName: area.cityName,
      areaName: area.areaName ?? null,
      townName: area.townName ?? null,
    })),
    categoryNames: settings.nonFreeClasses.flatMap((id) => {
      const name = names.get(String(id));
      return name === undefined ? [] : [name];
    }),
    dailyMax: settings.config.maxDailyOrders > 0 ? settings.config.maxDailyOrders : null,
    dayCount,
  };
}

function workerRow(db: Db, providerId: string, workerId: string): DispatchWorkerRow | undefined {
  return db
    .prepare(
      "SELECT worker_id, worker_name, worker_mobile, status FROM workers WHERE worker_id = ? AND provider_id = ?",
    )
    .get(workerId, providerId) as DispatchWorkerRow | undefined;
}

/** Why this worker may not take the order now, or null (also for a worker who is not the provider's). */
export function takeRefusal(
  db: Db,
  order: OrderRecord,
  workerId: string,
  now: number,
): DispatchRefusal | null {
  const worker = workerRow(db, order.provider_id, workerId);
  if (!worker) return null;
  const facts = orderDispatchFacts(db, order, now);
  const count = dayCounts(db, order.provider_id, facts.day, order.order_id).get(workerId) ?? 0;
  return dispatchRefusal(
    workerDispatchFacts(worker, settingsOf(db, workerId), categoryNames(db), count),
    facts,
  );
}

/**
 * The worker of the order's provider who is given the order, or a business error (200334002, nothing written):
 * 「师傅不存在」, or the rule's words when they may not take it; `label` names the worker when a step names two
 * (送装分离: 「安装师傅不存在」「安装师傅：师傅今日接单已满（8/8）」).
 */
export function takingWorker(
  db: Db,
  order: OrderRecord,
  workerId: string,
  now: number,
  label = "师傅",
): DispatchWorkerRow {
  const worker = workerRow(db, order.provider_id, workerId);
  if (!worker) throw new BizError(ORDER_BIZ.rejected, `${label}不存在`);
  const refusal = takeRefusal(db, order, workerId, now);
  if (refusal)
    throw new BizError(ORDER_BIZ.rejected, label === "师傅" ? refusal.text : `${label}：${refusal.text}`);
  return worker;
}

/** The provider's 接单超时时间 in minutes (its setting, else the default). */
export function acceptTimeoutOf(db: Db, providerId: string): number {
  const minutes = db
    .prepare("SELECT accept_timeout_minutes FROM providers WHERE id = ?")
    .pluck()
    .get(providerId) as number | null | undefined;
  return typeof minutes === "number" ? minutes : ACCEPT_TIMEOUT_DEFAULT;
}
