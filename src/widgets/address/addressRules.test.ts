import {
  AREA_LESS_CITY_IDS,
  chooseLevel,
  hasAreaLevel,
  isAddressComplete,
  normalizeLevel,
  normalizeSelection,
  shipAddress,
  toAddressValue,
  visibleLevels,
} from "./addressRules";

const keys = (selection: Parameters<typeof visibleLevels>[0], level?: number) =>
  visibleLevels(selection, level).map((l) => l.key);

describe("address level rules", () => {
  it("defaults to 3 levels and accepts only 1 to 4", () => {
    expect(normalizeLevel(undefined)).toBe(3);
    expect(normalizeLevel(null)).toBe(3);
    expect([1, 2, 3, 4].map((n) => normalizeLevel(n))).toEqual([1, 2, 3, 4]);
    expect([0, 5, 2.5, -1, NaN].map((n) => normalizeLevel(n))).toEqual([3, 3, 3, 3, 3]);
  });

  it("shows a deeper level only once its parent is chosen", () => {
    expect(keys({}, 4)).toEqual(["province"]);
    expect(keys({ province: 1 }, 4)).toEqual(["province", "city"]);
    expect(keys({ province: 1, city: 1001 }, 4)).toEqual(["province", "city", "area"]);
    expect(keys({ province: 1, city: 1001, area: 2001 }, 4)).toEqual(["province", "city", "area", "town"]);
  });

  it("stops at the configured level", () => {
    const full = { province: 1, city: 1001, area: 2001, town: 3001 };
    expect(keys(full, 1)).toEqual(["province"]);
    expect(keys(full, 2)).toEqual(["province", "city"]);
    expect(keys(full)).toEqual(["province", "city", "area"]);
    expect(keys(full, 4)).toEqual(["province", "city", "area", "town"]);
  });

  it("lists each level's children under the chosen parent", () => {
    expect(visibleLevels({ province: 19, city: 200, area: 3000 }, 4)).toEqual([
      { key: "province", parentId: 0 },
      { key: "city", parentId: 19 },
      { key: "area", parentId: 200 },
      { key: "town", parentId: 3000 },
    ]);
  });

  it("skips the area level for cities 382 and 383", () => {
    expect(AREA_LESS_CITY_IDS).toEqual([382, 383]);
    expect(hasAreaLevel(382)).toBe(false);
    expect(hasAreaLevel(383)).toBe(false);
    expect(hasAreaLevel(381)).toBe(true);
    expect(hasAreaLevel(undefined)).toBe(true);
    for (const city of [382, 383]) {
      expect(visibleLevels({ province: 19, city }, 4)).toEqual([
        { key: "province", parentId: 0 },
        { key: "city", parentId: 19 },
        { key: "town", parentId: city },
      ]);
      // At level 3 the picker ends at the city.
      expect(keys({ province: 19, city }, 3)).toEqual(["province", "city"]);
      expect(isAddressComplete({ province: 19, city }, 3)).toBe(true);
      expect(isAddressComplete({ province: 19, city }, 4)).toBe(false);
    }
  });

  it("changing a parent clears the children", () => {
    const full = { province: 1, city: 1001, area: 2001, town: 3001 };
    expect(chooseLevel(full, "province", 2)).toEqual({ province: 2 });
    expect(chooseLevel(full, "city", 1002)).toEqual({ province: 1, city: 1002 });
    expect(chooseLevel(full, "area", 2002)).toEqual({ province: 1, city: 1001, area: 2002 });
    expect(chooseLevel(full, "town", 3002)).toEqual({ ...full, town: 3002 });
    expect(chooseLevel(full, "city", undefined)).toEqual({ province: 1 });
  });

  it("drops ids that do not fit the levels shown", () => {
    expect(normalizeSelection({ province: 1, area: 2001, town: 3001 }, 4)).toEqual({ province: 1 });
    // 东莞 has no area level: an area id is dropped, the street stays.
    expect(normalizeSelection({ province: 19, city: 382, area: 9, town: 5000 }, 4)).toEqual({
      province: 19,
      city: 382,
      town: 5000,
    });
    expect(normalizeSelection({ province: 19, city: 382, town: 5000 }, 4)).toEqual({
      province: 19,
      city: 382,
      town: 5000,
    });
    expect(normalizeSelection({ province: 1, city: 1001, area: 2001, town: 3001 })).toEqual({
      province: 1,
      city: 1001,
      area: 2001,
    });
    expect(normalizeSelection(null)).toEqual({});
  });

  it("joins the chosen ids with hyphens into shipAddress", () => {
    expect(shipAddress({})).toBe("");
    expect(shipAddress({ province: 19 })).toBe("19");
    expect(shipAddress({ province: 19, city: 382, town: 5000 })).toBe("19-382-5000");
    expect(toAddressValue({ province: 1, city: 35, area: 400 })).toEqual({
      province: 1,
      city: 35,
      area: 400,
      shipAddress: "1-35-400",
    });
  });

  it("is complete when the deepest shown level is chosen", () => {
    expect(isAddressComplete({}, 3)).toBe(false);
    expect(isAddressComplete({ province: 1 }, 1)).toBe(true);
    expect(isAddressComplete({ province: 1, city: 35 }, 3)).toBe(false);
    expect(isAddressComplete({ province: 1, city: 35, area: 400 }, 3)).toBe(true);
  });
});
