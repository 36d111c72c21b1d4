import type { AreaRef, LabelItem } from "../../src/api/types";
import type { WorkerAccountStatus, WorkerRow } from "../../src/api/worker/roster";
import { SERVICE_TYPE } from "../../src/domain/orders/constants";
import { labelOf } from "../../src/domain/enumeration";
import { IN_SERVICE_ORDER_STATUSES, WORKER_GRADE } from "../../src/domain/workers/status";
import type { Db } from "../db/types";
import { invalid } from "../errors";

/** Reading and checking the workers table (migrations "widgets_lookups" and "workers_001_roster"). */

export interface WorkerDbRow {
  worker_id: string;
  provider_id: string;
  worker_name: string;
  worker_mobile: string;
  status: WorkerAccountStatus;
  created: string;
  server_types: string;
  area_json: string;
  grade: number;
  score: number;
  gender: 1 | 2;
  id_card_no: string;
  id_card_front: string | null;
  id_card_back: string | null;
  detail_address: string;
  last_login: string | null;
  emergency_contact?: string | null;
  emergency_mobile?: string | null;
}

export const WORKER_NOT_FOUND = "师傅不存在";

/**
 * The caller's worker, or 师傅不存在 (another provider's worker is not found either). The id is one the call's schema
 * checked (filled: 「师傅不能为空」 is the schema's); a query's text comes untrimmed, and 师傅违规订单 may name the worker
 * by a number.
 */
export function ownWorker(db: Db, providerId: string, workerId: string | number): WorkerDbRow {
  const row = db
    .prepare("SELECT * FROM workers WHERE worker_id = ? AND provider_id = ?")
    .get(String(workerId).trim(), providerId) as WorkerDbRow | undefined;
  if (!row) invalid(WORKER_NOT_FOUND);
  return row;
}

export function serverTypesOf(row: Pick<WorkerDbRow, "server_types">): number[] {
  return row.server_types
    .split(",")
    .filter(Boolean)
    .map((code) => Number(code));
}

export function areaOf(row: Pick<WorkerDbRow, "area_json">): AreaRef | null {
  const area = JSON.parse(row.area_json) as Partial<AreaRef>;
  return area.cityId ? (area as AreaRef) : null;
}

interface LabelDbRow {
  worker_id: string;
  label_id: string;
  label_name: string;
  label_description: string;
  label_icon: string;
  prov_platform: number;
}

function toLabel(row: LabelDbRow): LabelItem {
  return {
    labelId: row.label_id,
    labelName: row.label_name,
    labelDescription: row.label_description,
    labelIcon: row.label_icon,
    labelVisible: { provPlatform: row.prov_platform === 1 },
  };
}

/** Labels of several workers in one query, by worker id. */
export function labelsOf(db: Db, workerIds: readonly string[]): Map<string, LabelItem[]> {
  const result = new Map<string, LabelItem[]>(workerIds.map((id) => [id, []]));
  if (workerIds.length === 0) return result;
  const rows = db
    .prepare(
      `SELECT * FROM worker_labels WHERE worker_id IN (${workerIds.map(() => "?").join(",")}) ORDER BY id`,
    )
    .all(...workerIds) as LabelDbRow[];
  for (const row of rows) result.get(row.worker_id)?.push(toLabel(row));
  return result;
}

/** In-service order counts of several workers in one query. */
export function inServiceCounts(
  db: Db,
  providerId: string,
  workerIds: readonly string[],
): Map<string, number> {
  const result = new Map<string, number>(workerIds.map((id) => [id, 0]));
  if (workerIds.length === 0) return result;
  const rows = db
    .prepare(
      `SELECT worker_id AS id, COUNT(*) AS n FROM orders
       WHERE provider_id = ? AND worker_id IN (${workerIds.map(() => "?").join(",")})
         AND order_status IN (${IN_SERVICE_ORDER_STATUSES.join(",")})
       GROUP BY worker_id`,
    )
    .all(providerId, ...workerIds) as { id: string; n: number }[];
  for (const row of rows) result.set(row.id, row.n);
  return result;
}

export function toWorkerRow(row: WorkerDbRow, inService: number, labels: LabelItem[]): WorkerRow {
  const serverTypes = serverTypesOf(row);
  return {
    workerId: row.worker_id,
    workerName: row.worker_name,
    workerMobile: row.worker_mobile,
    avatar: null,
    accountStatus: row.status,
    serverTypes,
    serverTypeNames: serverTypes.map((code) => labelOf(SERVICE_TYPE, code)),
    cityName: areaOf(row)?.cityName ?? "",
    gradeName: labelOf(WORKER_GRADE, row.grade),
    inServiceCount: inService,
    gmtCreatedTime: row.created,
    labels,
  };
}

interface RegionRow {
  id: number;
  title: string;
  level: number;
  parent_id: number;
}

function region(db: Db, id: number, level: number, parent: number | null, label: string): RegionRow {
  const row = db.prepare("SELECT * FROM regions WHERE id = ?").get(id) as RegionRow | undefined;
  if (!row || row.level !== level || (parent !== null && row.parent_id !== parent)) invalid(`${label}不正确`);
  return row;
}

/** An area by the address picker's ids, as the call's schema checked them (whole numbers ≥ 1, the district optional). */
export interface AreaIds {
  provinceId: number;
  cityId: number;
  areaId?: number | null;
}

/**
 * An area picked with the address picker: the ids must be the region table's, the district given when the city has
 * districts (unless `wholeCity`); the names are taken from the region table, not from the request.
 */
export function areaInput(db: Db, value: AreaIds, options: { wholeCity?: boolean } = {}): AreaRef {
  const province = region(db, value.provinceId, 1, null, "省份");
  const city = region(db, value.cityId, 2, province.id, "城市");
  const areaId = value.areaId ?? undefined;
  const hasDistricts =
    db.prepare("SELECT 1 FROM regions WHERE parent_id = ? AND level = 3 LIMIT 1").get(city.id) !== undefined;
  // A setting's area may be a whole city; a worker's own address names the district.
  if (hasDistricts && areaId === undefined && !options.wholeCity) invalid("请选择区县");
  const area = areaId === undefined ? null : region(db, areaId, 3, city.id, "区县");
  return {
    provinceId: province.id,
    provinceName: province.title,
    cityId: city.id,
    cityName: city.title,
    areaId: area?.id ?? null,
    areaName: area?.title ?? null,
  };
}

/** The profile fields 修改师傅基本资料 can change: the column and the request field naming it. */
const PROFILE_FIELDS: readonly [keyof WorkerDbRow, string][] = [
  ["worker_name", "workerName"],
  ["worker_mobile", "workerMobile"],
  ["gender", "gender"],
  ["id_card_no", "idCardNo"],
  ["id_card_front", "idCardFront"],
  ["id_card_back", "idCardBack"],
  ["area_json", "area"],
  ["detail_address", "detailAddress"],
  ["emergency_contact", "emergencyContact"],
  ["emergency_mobile", "emergencyMobile"],
];

/** The request fields whose columns differ between the worker `before` and `after` an edit (its live event's). */
export function changedProfileFields(before: WorkerDbRow, after: WorkerDbRow): string[] {
  return PROFILE_FIELDS.filter(([column]) => (before[column] ?? null) !== (after[column] ?? null)).map(
    ([, field]) => field,
  );
}
