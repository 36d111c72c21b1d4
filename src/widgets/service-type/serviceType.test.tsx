import { render } from "@testing-library/react";
import type { Category } from "../../api/goods";
import type { ScopeType } from "../../api/types";
import { chooseOption } from "../table/testing";
import { ServiceTypePicker } from "./ServiceTypePicker";
import {
  categoryLabel,
  categoryLevels,
  chooseServiceType,
  normalizeServiceType,
  SCOPE_TYPE_OPTIONS,
  type ServiceTypeValue,
} from "./serviceTypeRules";

describe("service-type rules", () => {
  it("offers 众包 1 and 总包 2", () => {
    expect(SCOPE_TYPE_OPTIONS).toEqual([
      { value: 1, label: "众包" },
      { value: 2, label: "总包" },
    ]);
  });

  it("gives 众包 a second-level category and 总包 only the one-level class", () => {
    expect(categoryLevels({})).toEqual([]);
    expect(categoryLevels({ scopeType: 1 })).toEqual([{ key: "categoryId", scopeType: 1, parentId: "0" }]);
    expect(categoryLevels({ scopeType: 1, categoryId: "100" })).toEqual([
      { key: "categoryId", scopeType: 1, parentId: "0" },
      { key: "subCategoryId", scopeType: 1, parentId: "100" },
    ]);
    expect(categoryLevels({ scopeType: 2, categoryId: "100" })).toEqual([
      { key: "categoryId", scopeType: 2, parentId: "0" },
    ]);
  });

  it("clears the children when a parent changes", () => {
    const full: ServiceTypeValue = { scopeType: 1, categoryId: "100", subCategoryId: "10001" };
    expect(chooseServiceType(full, "scopeType", 2)).toEqual({ scopeType: 2 });
    expect(chooseServiceType(full, "categoryId", "101")).toEqual({ scopeType: 1, categoryId: "101" });
    expect(chooseServiceType(full, "categoryId", undefined)).toEqual({ scopeType: 1 });
    expect(chooseServiceType(full, "subCategoryId", "10002")).toEqual({ ...full, subCategoryId: "10002" });
  });

  it("drops what does not fit", () => {
    expect(normalizeServiceType({ scopeType: 2, categoryId: "100", subCategoryId: "10001" })).toEqual({
      scopeType: 2,
      categoryId: "100",
    });
    expect(normalizeServiceType({ categoryId: "100" })).toEqual({});
    expect(normalizeServiceType({ scopeType: 3 as ScopeType })).toEqual({});
  });

  it("labels a category by classname or name", () => {
    expect(categoryLabel({ id: "1", classname: "空调" })).toBe("空调");
    expect(categoryLabel({ id: "1", name: "热水器" })).toBe("热水器");
  });
});

const CROWD: Record<string, Category[]> = {
  "0": [
    { id: "100", name: "空调" },
    { id: "101", name: "热水器" },
  ],
  "100": [
    { id: "10001", name: "挂式空调" },
    { id: "10002", name: "柜式空调" },
  ],
  "101": [{ id: "10101", name: "电热水器" }],
};
const CLASSES: Category[] = [
  { id: "100", classname: "空调" },
  { id: "104", classname: "晾衣架" },
];

describe("ServiceTypePicker", () => {
  it("walks 众包 → category → second level, then switches to 总包 and clears the children", async () => {
    const calls: [ScopeType, string, number][] = [];
    const load = async (scope: ScopeType, parentId: string, serviceId: number) => {
      calls.push([scope, parentId, serviceId]);
      return scope === 1 ? (CROWD[parentId] ?? []) : CLASSES;
    };
    const changes: ServiceTypeValue[] = [];
    const { container } = render(
      <ServiceTypePicker serviceId={2} loadCategories={load} onChange={(v) => changes.push(v)} />,
    );
    const select = (key: string) =>
      container.querySelector(`.service-type-picker-${key}`) as HTMLElement | null;
    expect(select("categoryId")).toBeNull();
    await chooseOption(select("scopeType") as HTMLElement, "众包");
    await chooseOption(select("categoryId") as HTMLElement, "空调");
    await chooseOption(select("subCategoryId") as HTMLElement, "柜式空调");
    expect(changes.at(-1)).toEqual({ scopeType: 1, categoryId: "100", subCategoryId: "10002" });
    await chooseOption(select("scopeType") as HTMLElement, "总包");
    expect(changes.at(-1)).toEqual({ scopeType: 2 });
    expect(select("subCategoryId")).toBeNull();
    await chooseOption(select("categoryId") as HTMLElement, "晾衣架");
    expect(changes.at(-1)).toEqual({ scopeType: 2, categoryId: "104" });
    expect(select("subCategoryId")).toBeNull();
    expect(calls).toEqual([
      [1, "0", 2],
      [1, "100", 2],
      [2, "0", 2],
    ]);
  });
});
