import type { AreaRef } from "../../../src/api/types";
import { idCardCheckChar } from "../../../src/api/idCard";
import { GRADE_STEP } from "../../../src/domain/workers/status";
import { chinaDateTime } from "../../time";
import type { SeedModule } from "../../db/seed/types";

/**
 * The roster fields of the seeded workers (issue 10): service types, area, grade, ID card, labels. A module of its
 * own (after workers) so the workers' own stream, which other modules' data depends on, stays as it was.
 */

export const WORKER_LABELS: readonly (readonly [string, string, string])[] = [
  ["WL01", "好评之星", "近30天好评率高"],
  ["WL02", "准时达人", "近30天准时上门"],
  ["WL03", "安装能手", "安装单量多"],
  ["WL04", "新手师傅", "入驻不满30天"],
  ["WL05", "平台自营", "只在平台内部可见"],
];

const SERVER_TYPE_SETS = ["1", "1,2", "1,2,3", "2", "1,3"];
const COLOURS = ["#1677ff", "#52c41a", "#fa8c16", "#722ed1", "#eb2f96"];

export function labelIcon(index: number): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect x="1" y="1" width="14" height="14" rx="3" fill="${COLOURS[index % COLOURS.length]}"/></svg>`,
  )}`;
}

interface DistrictRow {
  provinceId: number;
  provinceName: string;
  cityId: number;
  cityName: string;
  areaId: number;
  areaName: string;
}

export const workerProfilesSeed: SeedModule = {
  name: "workerProfiles",
  run({ db, rng, anchor }) {
    // Districts of a few provinces, so the area filter finds several workers per city.
    const districts = db
      .prepare(
        `SELECT p.id AS provinceId, p.title AS provinceName, c.id AS cityId, c.title AS cityName,
                a.id AS areaId, a.title AS areaName
         FROM regions a JOIN regions c ON a.parent_id = c.id JOIN regions p ON c.parent_id = p.id
         WHERE a.level = 3 AND p.code IN ('11', '31', '44', '33') ORDER BY a.id`,
      )
      .all() as DistrictRow[];
    const workers = db.prepare("SELECT worker_id FROM workers ORDER BY worker_id").pluck().all() as string[];
    const update = db.prepare(
      `UPDATE workers SET server_types = ?, province_id = ?, city_id = ?, area_id = ?, area_json = ?, grade = ?,
         score = ?, gender = ?, id_card_no = ?, detail_address = ?, last_login = ? WHERE worker_id = ?`,
    );
    const label = db.prepare(
      `INSERT INTO worker_labels (worker_id, label_id, label_name, label_description, label_icon, prov_platform)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const workerId of workers) {
      const d = districts.length > 0 ? rng.pick(districts) : null;
      const area: AreaRef | Record<string, never> = d
        ? {
            provinceId: d.provinceId,
            provinceName: d.provinceName,
            cityId: d.cityId,
            cityName: d.cityName,
            areaId: d.areaId,
            areaName: d.areaName,
          }
        : {};
      const grade = rng.int(1, 4);
      const digits = `${String(d?.areaId ?? 110101).padStart(6, "1")}19${rng.int(60, 99)}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(1, 28)).padStart(2, "0")}${rng.digits(4)}`;
      // The 18th character is the check character (GB 11643), so the number passes the one 身份证号 rule.
      const idCard = `${digits.slice(0, 17)}${idCardCheckChar(digits.slice(0, 17))}`;
      update.run(
        rng.pick(SERVER_TYPE_SETS),
        d?.provinceId ?? null,
        d?.cityId ?? null,
        d?.areaId ?? null,
        JSON.stringify(area),
        grade,
        (grade - 1) * GRADE_STEP + rng.int(0, GRADE_STEP - 1),
        rng.chance(0.9) ? 1 : 2,
        idCard,
        `${rng.int(1, 300)}号${rng.int(1, 30)}栋`,
        rng.chance(0.8) ? chinaDateTime(anchor - rng.int(0, 30 * 86_400) * 1000) : null,
        workerId,
      );
      const count = rng.int(0, 4);
      const start = rng.int(0, WORKER_LABELS.length - 1);
      for (let k = 0; k < count; k++) {
        const index = (start + k) % WORKER_LABELS.length;
        const [labelId, name, description] = WORKER_LABELS[index];
        // 平台自营 is for the platform's own console: the provider console does not show it.
        label.run(workerId, labelId, name, description, labelIcon(index), index === 4 ? 0 : 1);
      }
    }
  },
};
