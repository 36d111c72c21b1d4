import * as address from "../../src/api/address";
import type { Db } from "../db/types";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";

/**
 * /address-center: regions (see seed/regions.ts for the id rules). Public: forms before login use them. Both calls
 * are queries: their values arrive as text, which the schemas (src/api/wire/address.ts) checked are digits.
 */

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
      const parentId = Number(ctx.payload.id);
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
      const city = ctx.payload.cityId;
      const cityId = city === undefined || city === null || city === "" ? undefined : Number(city);
      // Comma-separated, at most 200, each its digits (spaces around them allowed).
      const ids = checkedRequest(address.areasByCityAndIds, ctx.payload).ids.split(",").map(Number);
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
