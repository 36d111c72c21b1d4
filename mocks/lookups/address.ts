import * as address from "../../src/api/address";
import type { Db } from "../db/types";
import { defineRoutes } from "../router";
import { idList, integer } from "../validate";
import { invalid } from "../errors";

/** /address-center: regions (see seed/regions.ts for the id rules). Public: forms before login use them. */

interface RegionRow {
  id: number;
  title: string;
  level: number;
  parentId: number;
}

function region(db: Db, id: number): RegionRow | undefined {
  return db.prepare("SELECT id, title, level, parent_id AS parentId FROM regions WHERE id = ?").get(id) as
    RegionRow | undefined;
}

/** True when `id` is `ancestorId` or lies below it. */
function isWithin(db: Db, row: RegionRow, ancestorId: number): boolean {
  let current: RegionRow | undefined = row;
  while (current) {
    if (current.id === ancestorId) return true;
    current = current.parentId === 0 ? undefined : region(db, current.parentId);
  }
  return false;
}

export default defineRoutes((r) => {
  r.serve(
    address.areaGet,
    (ctx) => {
      const parentId = integer(ctx.payload.id, "上级区域id", { min: 0 });
      const areas = ctx.db
        .prepare("SELECT id, title, level FROM regions WHERE parent_id = ? ORDER BY code")
        .all(parentId) as address.AreaNode[];
      return { areas };
    },
    { public: true },
  );

  r.serve(
    address.areasByCityAndIds,
    (ctx) => {
      const cityId = integer(ctx.payload.cityId, "城市id", { min: 1, optional: true });
      const ids = idList(ctx.payload.ids, "区域id", 200).map((id) => {
        if (!/^\d+$/.test(id)) invalid("区域id格式不正确");
        return Number(id);
      });
      const out: address.AreaNode[] = [];
      for (const id of ids) {
        const row = region(ctx.db, id);
        if (!row || (cityId !== undefined && !isWithin(ctx.db, row, cityId))) continue;
        out.push({ id: row.id, title: row.title, level: row.level });
      }
      return out;
    },
    { public: true },
  );
});
