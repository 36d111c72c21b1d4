import { render, screen, waitFor } from "@testing-library/react";
import { chooseOption } from "../table/testing";
import type { AreaNode } from "../../api/address";
import { AddressPicker, type AreaLoader } from "./AddressPicker";
import type { AddressValue } from "./addressRules";

/** A small region tree shaped like the stand-in's: 东莞 (382) has its streets straight under the city. */
const TREE: Record<number, AreaNode[]> = {
  0: [
    { id: 1, title: "北京市" },
    { id: 19, title: "广东省" },
  ],
  1: [{ id: 35, title: "北京市" }],
  35: [
    { id: 400, title: "东城区" },
    { id: 401, title: "西城区" },
  ],
  400: [{ id: 9000, title: "东华门街道" }],
  19: [
    { id: 200, title: "广州市" },
    { id: 382, title: "东莞市" },
  ],
  200: [{ id: 2000, title: "天河区" }],
  382: [
    { id: 7000, title: "莞城街道" },
    { id: 7001, title: "南城街道" },
  ],
};

function fakeLoader() {
  const calls: number[] = [];
  const load: AreaLoader = async (parentId) => {
    calls.push(parentId);
    return TREE[parentId] ?? [];
  };
  return { load, calls };
}

function selectOf(container: HTMLElement, key: string): HTMLElement | null {
  return container.querySelector(`.address-picker-${key}`);
}

async function pick(container: HTMLElement, key: string, title: string) {
  const select = selectOf(container, key);
  if (!select) throw new Error(`no ${key} select`);
  await chooseOption(select, title);
}

describe("AddressPicker", () => {
  it("shows a deeper level only once its parent is chosen and outputs the ids and shipAddress", async () => {
    const { load } = fakeLoader();
    const changes: [AddressValue, Record<string, string>][] = [];
    const { container } = render(
      <AddressPicker level={4} loadAreas={load} onChange={(v, names) => changes.push([v, names])} />,
    );
    expect(selectOf(container, "province")).not.toBeNull();
    expect(selectOf(container, "city")).toBeNull();

    await pick(container, "province", "北京市");
    expect(selectOf(container, "city")).not.toBeNull();
    expect(selectOf(container, "area")).toBeNull();
    await pick(container, "city", "北京市");
    await pick(container, "area", "东城区");
    await pick(container, "town", "东华门街道");
    // Each select has a name of its own (a placeholder is none, and it is gone once a region is chosen).
    for (const name of ["省份", "城市", "区/县", "街道"]) {
      expect(screen.getByRole("combobox", { name })).toBeInTheDocument();
    }
    expect(changes.at(-1)).toEqual([
      { province: 1, city: 35, area: 400, town: 9000, shipAddress: "1-35-400-9000" },
      { province: "北京市", city: "北京市", area: "东城区", town: "东华门街道" },
    ]);
  });

  it("goes from 东莞市 straight to the streets, with no area select", async () => {
    const { load, calls } = fakeLoader();
    let last: AddressValue | undefined;
    const { container } = render(<AddressPicker level={4} loadAreas={load} onChange={(v) => (last = v)} />);
    await pick(container, "province", "广东省");
    await pick(container, "city", "东莞市");
    expect(selectOf(container, "area")).toBeNull();
    await pick(container, "town", "南城街道");
    expect(last).toEqual({ province: 19, city: 382, town: 7001, shipAddress: "19-382-7001" });
    expect(calls).toEqual([0, 19, 382]);
  });

  it("clears the children when a parent changes", async () => {
    const { load } = fakeLoader();
    let last: AddressValue | undefined;
    const { container } = render(<AddressPicker loadAreas={load} onChange={(v) => (last = v)} />);
    await pick(container, "province", "北京市");
    await pick(container, "city", "北京市");
    await pick(container, "area", "西城区");
    // Default level 3: no street select.
    expect(selectOf(container, "town")).toBeNull();
    await pick(container, "province", "广东省");
    expect(last).toEqual({ province: 19, shipAddress: "19" });
    expect(selectOf(container, "area")).toBeNull();
    expect(selectOf(container, "city")?.textContent).toBe("请选择市");
  });

  it("echoes an initial value by loading each of its levels", async () => {
    const { load, calls } = fakeLoader();
    const { container } = render(
      <AddressPicker level={4} loadAreas={load} value={{ province: 19, city: 382, town: 7000 }} />,
    );
    await waitFor(() => expect(selectOf(container, "town")?.textContent).toBe("莞城街道"));
    expect(selectOf(container, "province")?.textContent).toBe("广东省");
    expect(selectOf(container, "city")?.textContent).toBe("东莞市");
    expect(calls.sort((a, b) => a - b)).toEqual([0, 19, 382]);
  });
});

describe("AddressPicker width", () => {
  it("each select is 171 px wide (spec §9 select width) unless a width is given", () => {
    const { load } = fakeLoader();
    const { container, unmount } = render(<AddressPicker loadAreas={load} />);
    expect(selectOf(container, "province")).toHaveStyle({ width: "171px" });
    unmount();
    const wide = render(<AddressPicker loadAreas={load} width={240} />);
    expect(selectOf(wide.container, "province")).toHaveStyle({ width: "240px" });
  });
});
