/**
 * The tab strip in jsdom: switching, closing with × or Delete, the right-click / button menu (刷新 / 关闭 / 关闭其他 /
 * 关闭所有) with its disabled states, where the focus goes after a menu or a close, and the browser URL running
 * ahead of the rendered page while a navigation renders. The declared routes are replaced by three small ones.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/** The rendered location; its history entry key tells a new entry from the same one. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="位置" data-entry={location.key}>
      {location.pathname + location.search}
    </output>
  );
}

const TITLES: Record<string, string> = { "/a": "页面甲", "/b": "页面乙" };

function createStore(visited: string[] = []): TabsStore {
  const store = createTabsStore({
    storage: () => null,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  for (const path of visited)
    store.visit({ path, search: "", fullPath: path, title: TITLES[path], affix: false });
  return store;
}

function renderStrip(store: TabsStore, start: string): void {
  render(
    <MemoryRouter initialEntries={[start]}>
      <TabsView store={store} />
      <Where />
    </MemoryRouter>,
  );
}

/** The strip at `start` with the tabs of `visited` already open. */
function setup(start: string, visited: string[] = []): TabsStore {
  const store = createStore(visited);
  renderStrip(store, start);
  return store;
}

/**
 * The browser's URL. While a navigation renders (a transition) it is already at the new page and the rendered
 * location is not; the memory router of these tests leaves it at "/" (no tab) unless a test moves it.
 */
const browserAt = (path: string) => window.history.replaceState(null, "", path);
afterEach(() => browserAt("/"));

const where = () => screen.getByLabelText("位置").textContent;
const historyEntry = () => screen.getByLabelText("位置").dataset.entry;
const tabTitles = (store: TabsStore) => store.getState().tabs.map((t) => t.title);
/** A tab by its title (a focused tab also holds rc-tabs' "Tab n of m", hidden by CSS in the browser). */
const tab = (title: string) => screen.getByRole("tab", { name: new RegExp(`${title}$`) });
const closeButton = (title: string) => within(tab(title)).getByTitle("关闭");
const focusOn = (title: string) => act(() => tab(title).focus());
const expectFocusOn = (element: () => HTMLElement) =>
  waitFor(() => expect(document.activeElement).toBe(element()));

/** The menu that has the keyboard focus: an opened menu takes it. */
function focusedMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = document.activeElement?.closest<HTMLElement>('[role="menu"]');
    if (!menu) throw new Error("no menu has the focus");
    return menu;
  });
}

/** The open menu's items: label → disabled. */
async function openMenuItems(): Promise<Record<string, boolean>> {
  const items = within(await focusedMenu()).getAllByRole("menuitem");
  return Object.fromEntries(
    items.map((item) => [item.textContent ?? "", item.getAttribute("aria-disabled") === "true"]),
  );
}

async function chooseInMenu(label: string): Promise<void> {
  const item = within(await focusedMenu()).getByRole("menuitem", { name: label });
  await act(async () => fireEvent.click(item));
}

const openTabMenu = (title: string) => fireEvent.contextMenu(tab(title));
const openStripMenu = () => fireEvent.click(screen.getByRole("button", { name: "标签操作" }));

// The first render of antd's Tabs is slow on a loaded machine.
describe("TabsView", { timeout: 30_000 }, () => {
  it("gives rc-tabs the strip's id, so that it makes none after mounting (and renders every tab again)", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    // rc-tabs' own ids read rc-tabs-…; the strip's come from React's useId.
    expect(tab("页面甲").id).toMatch(/-tab-/);
    expect(tab("页面甲").id).not.toMatch(/^rc-tabs-/);
  });

  it("shows the pinned tab first with the shown page's tab selected, switches on click; a pinned tab has no ×", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    expect(screen.getByRole("tab", { selected: true })).toBe(tab("页面甲"));
    expect(within(tab("首页")).queryByTitle("关闭")).toBeNull();
    expect(closeButton("页面甲")).toBeInTheDocument();
    await act(async () => fireEvent.click(tab("首页")));
    expect(where()).toBe("/dashboard");
    expect(screen.getByRole("tab", { selected: true })).toBe(tab("首页"));
  });

  it("keeps rc-tabs' overflow button out of the Tab order and hidden from assistive technology", async () => {
    setup("/a");
    // The only button inside the tablist; without `hidden: true` a role query would not see it.
    const overflow = within(screen.getByRole("tablist")).getByRole("button", { hidden: true });
    expect(overflow).toHaveAttribute("aria-hidden", "true");
    expect(overflow).toHaveAttribute("tabindex", "-1");
  });

  it("lays the tab bar flush in the strip: antd's margin below the tabs is taken off", async () => {
    setup("/a");
    expect(screen.getByRole("tablist")).toHaveStyle({ marginBottom: "0px" });
  });

  it("× on the active tab closes it and goes to its neighbour", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲", "页面乙"]));
    await act(async () => fireEvent.click(closeButton("页面乙")));
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    expect(where()).toBe("/a");
  });

  it("× on another tab closes it and stays", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    await act(async () => fireEvent.click(closeButton("页面甲")));
    expect(tabTitles(store)).toEqual(["首页", "页面乙"]);
    expect(where()).toBe("/b");
  });

  it("关闭 in a tab's menu closes that tab only", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    openTabMenu("页面甲");
    await chooseInMenu("关闭");
    expect(tabTitles(store)).toEqual(["首页", "页面乙"]);
    expect(where()).toBe("/b");
  });

  it("关闭其他 in an ordinary tab's menu keeps that tab and the pinned one, and shows it", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    openTabMenu("页面甲");
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: false, 关闭其他: false, 关闭所有: false });
    await chooseInMenu("关闭其他");
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    expect(where()).toBe("/a");
  });

  it("the menu of the pinned tab: 关闭 disabled; 关闭其他 closes the others and goes there", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    openTabMenu("首页");
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: true, 关闭其他: false, 关闭所有: false });
    await chooseInMenu("关闭其他");
    expect(tabTitles(store)).toEqual(["首页"]);
    expect(where()).toBe("/dashboard");
  });

  it("one menu serves the strip: a right-click on another tab moves it there, with that tab's items", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    openTabMenu("首页");
    expect(await openMenuItems()).toMatchObject({ 关闭: true });
    openTabMenu("页面甲");
    await waitFor(() =>
      expect(document.querySelectorAll(".ant-dropdown:not(.ant-dropdown-hidden)")).toHaveLength(1),
    );
    await waitFor(async () => expect(await openMenuItems()).toMatchObject({ 关闭: false }));
    await chooseInMenu("关闭");
    expect(tabTitles(store)).toEqual(["首页", "页面乙"]);
  });

  it("a right-click beside the tabs opens no menu", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    fireEvent.contextMenu(document.querySelector(".tabs-view-tabs")!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("the button's menu acts on the current tab: 刷新 remounts it in place, 关闭所有 keeps the pinned tab", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    const entry = historyEntry();
    openStripMenu();
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: false, 关闭其他: true, 关闭所有: false });
    await chooseInMenu("刷新");
    expect(store.getState().generations).toEqual({ "/a": 1 });
    // The page stays where it is: no navigation, no history entry to go back through.
    expect(where()).toBe("/a");
    expect(historyEntry()).toBe(entry);
    openStripMenu();
    await chooseInMenu("关闭所有");
    expect(tabTitles(store)).toEqual(["首页"]);
    expect(where()).toBe("/dashboard");
  });

  it("with only the pinned tab open, nothing can be closed", async () => {
    const store = setup("/dashboard");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页"]));
    openStripMenu();
    expect(await openMenuItems()).toEqual({ 刷新: false, 关闭: true, 关闭其他: true, 关闭所有: true });
  });
});

describe("TabsView by keyboard: closing and where the focus goes", { timeout: 30_000 }, () => {
  it("Delete or Backspace closes the focused tab only, and the focus moves to the tab now shown", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    const user = userEvent.setup();
    focusOn("页面乙");
    await user.keyboard("{Delete}");
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    expect(where()).toBe("/a");
    await expectFocusOn(() => tab("页面甲"));
    await user.keyboard("{Backspace}");
    expect(tabTitles(store)).toEqual(["首页"]);
    expect(where()).toBe("/dashboard");
    await expectFocusOn(() => tab("首页"));
  });

  it("other keys close nothing, nor does Delete on the pinned tab", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    const user = userEvent.setup();
    focusOn("页面甲");
    await user.keyboard("x");
    focusOn("首页");
    await user.keyboard("{Delete}");
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    expect(where()).toBe("/a");
  });

  it("Escape in a tab's menu closes it and gives the focus back to that tab", async () => {
    const store = setup("/b", ["/a"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    openTabMenu("页面甲");
    // rc-dropdown reads keyCode, which user-event leaves at 0.
    fireEvent.keyDown(await focusedMenu(), { key: "Escape", code: "Escape", keyCode: 27 });
    await expectFocusOn(() => tab("页面甲"));
    expect(where()).toBe("/b");
  });

  it("after 刷新 from the 标签操作 menu the focus is back on the button", async () => {
    const store = setup("/a");
    await waitFor(() => expect(tabTitles(store)).toEqual(["首页", "页面甲"]));
    openStripMenu();
    await chooseInMenu("刷新");
    await expectFocusOn(() => screen.getByRole("button", { name: "标签操作" }));
  });
});

describe("TabsView while a navigation renders: the browser URL is ahead", { timeout: 30_000 }, () => {
  it("× on the tab being navigated to closes it as the current tab: its neighbour is shown", async () => {
    const store = setup("/dashboard", ["/a", "/b"]);
    await waitFor(() => expect(tabTitles(store)).toHaveLength(3));
    browserAt("/b");
    await act(async () => fireEvent.click(closeButton("页面乙")));
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    expect(where()).toBe("/a");
  });

  /**
   * The tab of the page being shown is in the strip before its visit is recorded (an effect after the render): the
   * strip is rendered at /b while the store holds only /a.
   */
  async function shownBeforeItsVisit(): Promise<TabsStore> {
    const store = createStore(["/a"]);
    const recordVisit = store.visit;
    store.visit = () => undefined;
    browserAt("/b");
    renderStrip(store, "/b");
    await waitFor(() => expect(tab("页面乙")).toBeInTheDocument());
    store.visit = recordVisit;
    expect(tabTitles(store)).toEqual(["首页", "页面甲"]);
    return store;
  }

  it("× on the shown page's tab closes it before the page's visit is recorded", async () => {
    await shownBeforeItsVisit();
    await act(async () => fireEvent.click(closeButton("页面乙")));
    expect(where()).toBe("/a");
    expect(screen.queryByRole("tab", { name: /页面乙$/ })).toBeNull();
  });

  it("刷新 of the shown page's tab remounts it before the page's visit is recorded", async () => {
    const store = await shownBeforeItsVisit();
    openTabMenu("页面乙");
    await chooseInMenu("刷新");
    expect(store.getState().generations).toEqual({ "/b": 1 });
    expect(where()).toBe("/b");
  });
});
