// @vitest-environment node
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import TableColumnFilter, { flattenKeys } from "./tableColumnFilter";
import { arrAdd, arrDel, conductCheck, convertDataToEntities } from "./tableTreeSelection";
import VirtualTable from "./virtualTable";

// antd's own helpers, which the stand-ins replace in the build (the tests load antd's CommonJS copy).
const require = createRequire(import.meta.url);
const rcTree = require("rc-tree/lib/util") as {
  arrAdd: <T>(list: T[] | undefined, value: T) => T[];
  arrDel: <T>(list: T[] | undefined, value: T) => T[];
};
const antdFilter = require("antd/lib/table/hooks/useFilter/FilterDropdown") as {
  flattenKeys: (filters: unknown) => unknown[];
};

describe("the stand-ins for antd Table's parts no table of the console uses", () => {
  it("keep the row keys of a flat selection as rc-tree does", () => {
    const cases: [string[] | undefined, string][] = [
      [undefined, "a"],
      [[], "a"],
      [["a", "b"], "a"],
      [["a", "b"], "c"],
      [["a", "b", "a"], "a"],
    ];
    for (const [list, key] of cases) {
      expect(arrAdd(list, key)).toEqual(rcTree.arrAdd(list, key));
      expect(arrDel(list, key)).toEqual(rcTree.arrDel(list, key));
    }
    const list = ["a"];
    arrAdd(list, "b");
    arrDel(list, "a");
    expect(list).toEqual(["a"]);
  });

  it("flatten a column's filter items as antd does", () => {
    const filters = [
      { value: 1, children: [{ value: 2 }, { value: 3, children: [{ value: 4 }] }] },
      { value: 5 },
    ];
    expect(flattenKeys(filters)).toEqual(antdFilter.flattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it("name the part and the stand-in when a table asks for what the build left out", () => {
    expect(() => TableColumnFilter()).toThrow(/column filters.*src\/vendor\/tableColumnFilter\.tsx/);
    expect(() => conductCheck()).toThrow(/checkStrictly: false.*src\/vendor\/tableTreeSelection\.ts/);
    expect(() => convertDataToEntities()).toThrow(/checkStrictly: false/);
    expect(() => VirtualTable()).toThrow(/`virtual`.*src\/vendor\/virtualTable\.tsx/);
  });
});
