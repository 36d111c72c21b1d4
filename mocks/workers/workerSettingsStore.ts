import type { AreaRef, Id } from "../../src/api/types";
import type { NonFreeAreaType, WorkerClass, WorkerConfig } from "../../src/api/worker/roster";
import type { Db } from "../db/types";
import { invalid } from "../errors";
import { areaInput, areaOf, type AreaIds, type WorkerDbRow } from "./workerStore";

/** A worker's order-taking settings (migration "workers_002_settings"): defaults until something is set. */

export interface WorkerSettings {
  nonFree: boolean;
  percent: number;
  areaType: NonFreeAreaType;
  nonFreeAreas: AreaRef[];
  freeClasses: Id[];
  nonFreeClasses: Id[];
  config: WorkerConfig;
  tmallId: string | null;
  tmallSynced: boolean;
  underTaking: boolean;
}

interface SettingsDbRow {
  non_free: number;
  percent: number;
  area_type: number;
  non_free_areas: string;
  free_classes: string;
  non_free_classes: string;
  config: string | null;
  tmall_id: string | null;
  tmall_synced: number;
  under_taking: number;
}

/** Before any setting: 自由接单 only, 10 orders a day, no items or roles. */
export const DEFAULT_CONFIG: WorkerConfig = {
  maxDailyOrders: 10,
  autoAccept: false,
  serviceItemIds: [],
  roleIds: [],
};

function jsonList<T>(raw: string): T[] {
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? (value as T[]) : [];
}

export function settingsOf(db: Db, workerId: string): WorkerSettings {
  const row = db.prepare("SELECT * FROM worker_settings WHERE worker_id = ?").get(workerId) as
    SettingsDbRow | undefined;
  if (!row) {
    return {
      nonFree: false,
      percent: 0,
      areaType: 1,
      nonFreeAreas: [],
      freeClasses: [],
      nonFreeClasses: [],
      config: DEFAULT_CONFIG,
      tmallId: null,
      tmallSynced: false,
      underTaking: false,
    };
  }
  return {
    nonFree: row.non_free === 1,
    percent: row.percent,
    areaType: row.area_type === 2 ? 2 : 1,
    nonFreeAreas: jsonList<AreaRef>(row.non_free_areas),
    freeClasses: jsonList<Id>(row.free_classes),
    nonFreeClasses: jsonList<Id>(row.non_free_classes),
    config: row.config ? (JSON.parse(row.config) as WorkerConfig) : DEFAULT_CONFIG,
    tmallId: row.tmall_id,
    tmallSynced: row.tmall_synced === 1,
    underTaking: row.under_taking === 1,
  };
}

const COLUMNS = {
  nonFree: "non_free",
  percent: "percent",
  areaType: "area_type",
  nonFreeAreas: "non_free_areas",
  freeClasses: "free_classes",
  nonFreeClasses: "non_free_classes",
  config: "config",
  tmallId: "tmall_id",
  tmallSynced: "tmall_synced",
  underTaking: "under_taking",
} as const satisfies Record<keyof WorkerSettings, string>;

function stored(value: unknown): string | number | null {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string" || value === null) return value;
  return JSON.stringify(value);
}

/** Writes the given settings (the row is created on the first write). */
export function saveSettings(db: Db, workerId: string, change: Partial<WorkerSettings>): void {
  db.prepare("INSERT OR IGNORE INTO worker_settings (worker_id) VALUES (?)").run(workerId);
  for (const [key, value] of Object.entries(change) as [keyof WorkerSettings, unknown][]) {
    db.prepare(`UPDATE worker_settings SET ${COLUMNS[key]} = ? WHERE worker_id = ?`).run(
      stored(value),
      workerId,
    );
  }
}

// ---- classes ----

interface CategoryDbRow {
  id: number;
  pid: number;
  name: string;
  level: number;
  scope_types: string;
  parent_name: string | null;
}

/**
 * Class ids checked against the category table: a first-level category is a 总包 class (one-level list), a second
 * level a 众包 category. Unknown ids are refused. The call's schema read each as a whole number ≥ 1 and counted them
 * (MAX_CLASSES at most once repeated ones are dropped); absent is none. Typed as the request says them (a number or
 * its digits).
 */
export function classIdsInput(db: Db, value: readonly (Id | number)[] | null | undefined): Id[] {
  const ids = [...new Set((value ?? []).map(String))];
  if (classesOf(db, ids).length !== ids.length) invalid("服务品类不正确");
  return ids;
}

export function classesOf(db: Db, ids: readonly Id[]): WorkerClass[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT c.id, c.pid, c.name, c.level, c.scope_types, p.name AS parent_name FROM goods_categories c
       LEFT JOIN goods_categories p ON p.id = c.pid WHERE c.id IN (${ids.map(() => "?").join(",")})`,
    )
    .all(...ids.map(Number)) as CategoryDbRow[];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(String(id));
    if (!row) return [];
    if (row.level === 1 && !row.scope_types.split(",").includes("2")) return [];
    const crowd = row.level === 2;
    return [
      {
        serverType: crowd ? 1 : 2,
        serverTypeName: crowd ? "众包" : "总包",
        categoryId: String(row.id),
        categoryName: crowd ? `${row.parent_name ?? ""}/${row.name}` : row.name,
      },
    ];
  });
}

// ---- areas ----

/** The provider's service areas: the cities its workers are registered in (province and city level). */
export function providerAreas(db: Db, providerId: string): AreaRef[] {
  const rows = db
    .prepare("SELECT area_json FROM workers WHERE provider_id = ? AND city_id IS NOT NULL")
    .all(providerId) as Pick<WorkerDbRow, "area_json">[];
  const byCity = new Map<number, AreaRef>();
  for (const row of rows) {
    const area = areaOf(row);
    if (area && !byCity.has(area.cityId)) {
      byCity.set(area.cityId, {
        provinceId: area.provinceId,
        provinceName: area.provinceName,
        cityId: area.cityId,
        cityName: area.cityName,
      });
    }
  }
  return [...byCity.values()].sort((a, b) => a.provinceId - b.provinceId || a.cityId - b.cityId);
}

/**
 * Areas picked with the address picker, each within the provider's cities (the call's schema checked there are 1 to
 * MAX_AREAS), repeated ones dropped.
 */
export function areasInput(db: Db, providerId: string, value: readonly AreaIds[]): AreaRef[] {
  const allowed = new Set(providerAreas(db, providerId).map((area) => area.cityId));
  const areas = value.map((item) => areaInput(db, item, { wholeCity: true }));
  if (areas.some((area) => !allowed.has(area.cityId))) invalid("服务区域不在服务商的服务范围内");
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key = `${area.cityId}-${area.areaId ?? 0}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
