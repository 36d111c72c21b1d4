/**
 * The tab strip in jsdom: switching, closing with ×, and the right-click / button menu (刷新 / 关闭 / 关闭其他 /
 * 关闭所有) with its disabled states. The declared routes are replaced by three small ones.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import type { RouteDeclaration } from "../../resources/types";
import { createTabsStore, type TabsStore } from "./store";
import { TabsView } from "./TabsView";

vi.mock("../../resources", () => {
  const routes: RouteDeclaration[] = [
    { path: "/dashboard", title: "首页", group: "home", affix: true, ungated: true },
    { path: "/a", title: "页面甲", group: "order", ungated: true },
    { path: "/b", title: "页面乙", group: "order", ungated: true },
  ];
  return { routes, findRoute: (path: string) => routes.find((r) => r.path === path) };
});

function Where() {
  const location = useLocation();
  return <output aria-label="位置">{location.pathname + location.search}</output>;
}

function setup(start: string, visited: string[] = []): TabsStore {
  const store = createTabsStore({
    storage: () => null,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  for (const path of visited) {
    const title = path === "/a" ? "页面甲" : "页面乙";
    store.visit({ path, search: "", fullPath: path, title, affix: false });
  }
  render(
    <MemoryRouter initialEntries={[start]}>
      <TabsView store={store} />
      <Where />
    </MemoryRouter>,
  );
  return store;
}

const where = () => screen.getByLabelText("位置").textContent;
const tabTitles = (store: TabsStore) => store.getState().tabs.map((t) => t.title);
const tabOf = (title: string) => screen.getByText(title).closest(".ant-tabs-tab") as HTMLElement;

/** The open dropdown menu's items: label → disabled. */
async function openMenuItems(): Promise<Record<string, boolean>> {
  const menu = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-dropdown:not(.ant-dropdown-hidden)")].at(
      -1,
    );
    if (!found) throw new Error("no open menu");
    return found;
  });
  return Object.fromEntries(
    [...menu.querySelectorAll<HTMLElement>(".ant-dropdown-menu-item")].map((item) => [
      item.textContent ?? "",
      item.classList.contains("ant-dropdown-menu-item-disabled"),
    ]),
  );
}

async function chooseInMenu(label: string) {
  const menus = [...document.querySelectorAll<HTMLElement>(".ant-dropdown:not(.ant-dropdown-hidden)")];
  const item = within(menus.at(-1) as HTMLElement).getByText(label);
  await act(async () => fireEvent.click(item));
}

// The first render of antd's Tabs is slow on a loaded machine.
describe("TabsView", { timeout: 30_000 }, () => {
  it("shows the pinned tab first, switches on click, and a pinned tab has no ×", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    expect(tabOf("首页").querySelector(".ant-tabs-tab-remove")).toBeNull();
    expect(tabOf("页面甲").querySelector(".ant-tabs-tab-remove")).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByText("首页")));
    expect(where()).toBe("/dashboard");
  });

  it("× on the active tab closes it and goes to its neighbour", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲", "页面乙"]));
    await act(async () =>
      fireEvent.click(tabOf("页面乙").querySelector(".ant-tabs-tab-remove") as HTMLElement),
    );
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    expect(where()).toBe("/a");
  });

  it("× on another tab closes it and stays", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    await act(async () =>
      fireEvent.click(tabOf("页面甲").querySelector(".ant-tabs-tab-remove") as HTMLElement),
    );
    expect(tabTitles(store)).toEqual(["首页", "页面乙"]);
    expect(where()).toBe("/b");
  });

  it("the menu of the pinned tab: 关闭 disabled; 关闭其他 closes the others and goes there", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    fireEvent.contextMenu(tabOf("首页"));
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: true, 关闭其他: false, 关闭所有: false });
    await chooseInMenu("关闭其他");
    expect(tabTitles(store)).toEqual(["首页"]);
    expect(where()).toBe("/dashboard");
  });

  it("the button's menu acts on the current tab: 刷新 remounts it, 关闭所有 keeps the pinned tab", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    fireEvent.click(screen.getByRole("button", { name: "标签操作" }));
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: false, 关闭其他: true, 关闭所有: false });
    await chooseInMenu("刷新");
    expect(store.getState().generations).toEqual({ "/a": 1 });
    expect(where()).toBe("/a");
    fireEvent.click(screen.getByRole("button", { name: "标签操作" }));
    await openMenuItems();
    await chooseInMenu("关闭所有");
    expect(tabTitles(store)).toEqual(["首页"]);
    expect(where()).toBe("/dashboard");
  });

  it("with only the pinned tab open, nothing can be closed", async () => {
    const store = setup("/dashboard");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页"]));
    fireEvent.click(screen.getByRole("button", { name: "标签操作" }));
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: true, 关闭其他: true, 关闭所有: true });
  });
});
