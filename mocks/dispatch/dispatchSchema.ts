/**
 * Issue 41: what the dispatch rules share between their migration (`dispatch_001_rules`,
 * mocks/db/migrations/041_dispatch_001_rules.ts), the seed (seed/workerDispatch.ts) and the routes: the message type
 * of the dispatch notices, and the 指派 settings the 正常 workers without settings get.
 */
import type { Db } from "../db/types";

/** The message type of the dispatch notices (MSG_TYPES in mocks/messages/seed/messages.ts has it for a fresh seed). */
export const DISPATCH_MSG_TYPE = { code: "ORDER_DISPATCH", name: "派单通知", group: "ORDER" } as const;

interface CityRow {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
}

/** The cities the provider's orders are in, as whole-city 指派区域. */
function orderCities(db: Db, providerId: string): CityRow[] {
  return db
    .prepare(
      `SELECT p.id AS provinceId, p.title AS provinceName, c.id AS cityId, c.title AS cityName
       FROM (SELECT DISTINCT province_name, city_name FROM orders WHERE provider_id = ?) o
       JOIN regions c ON c.level = 2 AND c.title = o.city_name
       JOIN regions p ON p.id = c.parent_id AND p.title = o.province_name
       ORDER BY c.id`,
    )
    .all(providerId) as CityRow[];
}

/** Every category as 指派品类: the first-level (总包) classes, and the second levels of those 总包 does not offer. */
function allClasses(db: Db): string[] {
  const rows = db
    .prepare("SELECT id, pid, level, scope_types FROM goods_categories ORDER BY level, id")
    .all() as { id: number; pid: number; level: number; scope_types: string }[];
  const whole = new Set(
    rows.filter((r) => r.level === 1 && r.scope_types.split(",").includes("2")).map((r) => r.id),
  );
  return rows
    .filter((r) => (r.level === 1 ? whole.has(r.id) : r.level === 2 && !whole.has(r.pid)))
    .map((r) => String(r.id));
}

/**
 * 指派接单 on, the cities of the provider's orders as 指派区域 and every category as 指派品类 (the config's defaults:
 * 10 a day, no 自动接单) for each 正常 worker without settings: the seed's roster takes the seed's orders as before.
 */
export function workerDispatchDefaults(db: Db): void {
  const workers = db
    .prepare(
      `SELECT w.worker_id, w.provider_id FROM workers w
       WHERE w.status = 3 AND NOT EXISTS (SELECT 1 FROM worker_settings s WHERE s.worker_id = w.worker_id)
       ORDER BY w.provider_id, w.worker_id`,
    )
    .all() as { worker_id: string; provider_id: string }[];
  if (workers.length === 0) return;
  const classes = allClasses(db);
  const insert = db.prepare(
    "INSERT INTO worker_settings (worker_id, non_free, non_free_areas, non_free_classes) VALUES (?, ?, ?, ?)",
  );
  const cities = new Map<string, CityRow[]>();
  for (const w of workers) {
    if (!cities.has(w.provider_id)) cities.set(w.provider_id, orderCities(db, w.provider_id));
    insert.run(w.worker_id, 1, JSON.stringify(cities.get(w.provider_id)), JSON.stringify(classes));
  }
}
