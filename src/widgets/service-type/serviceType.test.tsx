import { act, render, screen, waitFor } from "@testing-library/react";
import type { Category, ServiceType } from "../../api/goods";
import type { ScopeType } from "../../api/types";
import { chooseOption } from "../table/testing";
import { ServiceTypeChecks } from "./ServiceTypeChecks";
import { ServiceTypePicker, type ServiceTypeNames } from "./ServiceTypePicker";
import {
  categoryLabel,
  categoryLevels,
  chooseServiceType,
  normalizeServiceType,
  SCOPE_TYPE_OPTIONS,
  showsServiceType,
  type ServiceTypeValue,
} from "./serviceTypeRules";
import { serviceTypeNames } from "./serviceTypes";

describe("service-type rules", () => {
  it("offers 众包 1 and 总包 2", () => {
    expect(SCOPE_TYPE_OPTIONS).toEqual([
      { value: 1, label: "众包" },
      { value: 2, label: "总包" },
    ]);
  });

  it("asks the service type after the scope unless one is fixed", () => {
    expect(showsServiceType({}, undefined)).toBe(false);
    expect(showsServiceType({ scopeType: 1 }, undefined)).toBe(true);
    expect(showsServiceType({ scopeType: 1 }, 2)).toBe(false);
    expect(categoryLevels({ scopeType: 1 })).toEqual([]);
    expect(categoryLevels({ scopeType: 1, serviceId: 2 })).toEqual([
      { key: "categoryId", scopeType: 1, serviceId: 2, parentId: "0" },
    ]);
  });

  it("gives 众包 a second-level category and 总包 only the one-level class", () => {
    expect(categoryLevels({}, 1)).toEqual([]);
    expect(categoryLevels({ scopeType: 1 }, 1)).toEqual([
      { key: "categoryId", scopeType: 1, serviceId: 1, parentId: "0" },
    ]);
    expect(categoryLevels({ scopeType: 1, categoryId: "100" }, 1)).toEqual([
      { key: "categoryId", scopeType: 1, serviceId: 1, parentId: "0" },
      { key: "subCategoryId", scopeType: 1, serviceId: 1, parentId: "100" },
    ]);
    expect(categoryLevels({ scopeType: 2, categoryId: "100" }, 1)).toEqual([
      { key: "categoryId", scopeType: 2, serviceId: 1, parentId: "0" },
    ]);
  });

  it("clears the children when a parent changes", () => {
    const full: ServiceTypeValue = { scopeType: 1, serviceId: 1, categoryId: "100", subCategoryId: "10001" };
    expect(chooseServiceType(full, "scopeType", 2)).toEqual({ scopeType: 2 });
    expect(chooseServiceType(full, "serviceId", 3)).toEqual({ scopeType: 1, serviceId: 3 });
    expect(chooseServiceType(full, "categoryId", "101")).toEqual({
      scopeType: 1,
      serviceId: 1,
      categoryId: "101",
    });
    expect(chooseServiceType(full, "categoryId", undefined)).toEqual({ scopeType: 1, serviceId: 1 });
    expect(chooseServiceType(full, "subCategoryId", "10002")).toEqual({ ...full, subCategoryId: "10002" });
    const fixed = { scopeType: 1 as const, categoryId: "100", subCategoryId: "10001" };
    expect(chooseServiceType(fixed, "categoryId", "101", 2)).toEqual({ scopeType: 1, categoryId: "101" });
  });

  it("drops what does not fit", () => {
    expect(
      normalizeServiceType({ scopeType: 2, serviceId: 1, categoryId: "100", subCategoryId: "1" }),
    ).toEqual({ scopeType: 2, serviceId: 1, categoryId: "100" });
    // No category without a service type; a fixed one is not carried.
    expect(normalizeServiceType({ scopeType: 1, categoryId: "100" })).toEqual({ scopeType: 1 });
    expect(normalizeServiceType({ scopeType: 1, serviceId: 2, categoryId: "100" }, 1)).toEqual({
      scopeType: 1,
      categoryId: "100",
    });
    expect(normalizeServiceType({ scopeType: 1, serviceId: 0 })).toEqual({ scopeType: 1 });
    expect(normalizeServiceType({ categoryId: "100" })).toEqual({});
    expect(normalizeServiceType({ scopeType: 3 as ScopeType })).toEqual({});
  });

  it("labels a category by classname or name, and codes by the platform's names", () => {
    expect(categoryLabel({ id: "1", classname: "空调" })).toBe("空调");
    expect(categoryLabel({ id: "1", name: "热水器" })).toBe("热水器");
    const types = [
      { serviceId: 1, serviceName: "安装" },
      { serviceId: 4, serviceName: "清洗" },
    ];
    expect(serviceTypeNames(types, [4, 1, 9])).toEqual(["清洗", "安装", "9"]);
    expect(serviceTypeNames(undefined, [1])).toEqual(["1"]);
  });
});

const CROWD: Record<string, Category[]> = {
  "0": [
    { id: "100", classname: "空调" },
    { id: "101", classname: "热水器" },
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
const TYPES: Record<ScopeType, ServiceType[]> = {
  1: [
    { serviceId: 1, serviceName: "安装" },
    { serviceId: 2, serviceName: "维修" },
    { serviceId: 4, serviceName: "清洗" },
  ],
  2: [{ serviceId: 1, serviceName: "安装" }],
};

function recorder() {
  const calls: [ScopeType, string, number][] = [];
  const load = async (scope: ScopeType, parentId: string, serviceId: number) => {
    calls.push([scope, parentId, serviceId]);
    return scope === 1 ? (CROWD[parentId] ?? []) : CLASSES;
  };
  return { calls, load };
}

describe("ServiceTypePicker", () => {
  it("with a fixed service type walks 众包 → category → second level, then 总包 clears the children", async () => {
    const { calls, load } = recorder();
    const changes: ServiceTypeValue[] = [];
    const { container } = render(
      <ServiceTypePicker serviceId={2} loadCategories={load} onChange={(v) => changes.push(v)} />,
    );
    const select = (key: string) =>
      container.querySelector(`.service-type-picker-${key}`) as HTMLElement | null;
    expect(select("categoryId")).toBeNull();
    await chooseOption(select("scopeType") as HTMLElement, "众包");
    expect(select("serviceId")).toBeNull();
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

  it("offers the service types the call lists for the scope, limited to serviceIds, and names the choice", async () => {
    const { calls, load } = recorder();
    const scopes: ScopeType[] = [];
    const loadTypes = async (scope: ScopeType) => {
      scopes.push(scope);
      return TYPES[scope];
    };
    const changes: [ServiceTypeValue, ServiceTypeNames][] = [];
    const { container } = render(
      <ServiceTypePicker
        serviceIds={[2, 4]}
        loadServiceTypes={loadTypes}
        loadCategories={load}
        onChange={(v, names) => changes.push([v, names])}
      />,
    );
    const select = (key: string) =>
      container.querySelector(`.service-type-picker-${key}`) as HTMLElement | null;
    expect(select("serviceId")).toBeNull();
    await chooseOption(select("scopeType") as HTMLElement, "众包");
    expect(select("categoryId")).toBeNull();
    await chooseOption(select("serviceId") as HTMLElement, "清洗");
    await waitFor(() => expect(screen.queryByTitle("安装")).toBeNull());
    expect(screen.getByTitle("维修")).toBeTruthy();
    await chooseOption(select("categoryId") as HTMLElement, "热水器");
    await chooseOption(select("subCategoryId") as HTMLElement, "电热水器");
    expect(changes.at(-1)).toEqual([
      { scopeType: 1, serviceId: 4, categoryId: "101", subCategoryId: "10101" },
      { scopeType: "众包", serviceId: "清洗", categoryId: "热水器", subCategoryId: "电热水器" },
    ]);
    expect(scopes).toEqual([1]);
    expect(calls).toEqual([
      [1, "0", 4],
      [1, "101", 4],
    ]);
  });
});

describe("ServiceTypeChecks", () => {
  it("offers one checkbox per service type of the call, and 重试 after a failure", async () => {
    let fail = true;
    const load = async () => {
      if (fail) throw new Error("down");
      return TYPES[1];
    };
    const ticked: number[][] = [];
    render(<ServiceTypeChecks load={load} value={[1]} onChange={(v) => ticked.push(v)} />);
    const retry = await screen.findByRole("button", { name: "重试" });
    fail = false;
    await act(async () => retry.click());
    const cleaning = await screen.findByRole("checkbox", { name: "清洗" });
    expect(screen.getByRole("checkbox", { name: "安装" })).toBeChecked();
    await act(async () => cleaning.click());
    expect(ticked).toEqual([[1, 4]]);
  });
});
