/**
 * The tab strip and unsaved changes: closing (or 刷新) a tab whose page holds a dirty form asks first; 取消 keeps
 * the tab, 离开 closes it. Tabs without one close at once.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { setDirty } from "../../resources/engine/leaveGuard";
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

const FORM = Symbol("form");

function setup(answer: boolean): { store: TabsStore; ask: ReturnType<typeof vi.fn> } {
  const store = createTabsStore({
    storage: () => null,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  store.visit({ path: "/a", search: "", fullPath: "/a", title: "页面甲", affix: false });
  store.visit({ path: "/b", search: "", fullPath: "/b", title: "页面乙", affix: false });
  const ask = vi.fn(() => Promise.resolve(answer));
  setDirty(FORM, { location: { pathname: "/a", search: "" }, keptAlive: true, ask });
  render(
    <MemoryRouter initialEntries={["/b"]}>
      <TabsView store={store} />
    </MemoryRouter>,
  );
  return { store, ask };
}

const open = (store: TabsStore) => store.getState().tabs.map((t) => t.fullPath);
const closeButton = (title: string) =>
  screen.getByText(title).closest(".ant-tabs-tab")!.querySelector<HTMLElement>(".ant-tabs-tab-remove")!;

afterEach(() => setDirty(FORM, null));

describe("tabs over unsaved changes", () => {
  it("× on a tab whose form is dirty asks; 取消 keeps the tab", async () => {
    const { store, ask } = setup(false);
    await userEvent.click(closeButton("页面甲"));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(open(store)).toContain("/a");
  });

  it("× on a tab whose form is dirty closes it on 离开; other tabs close without a question", async () => {
    const { store, ask } = setup(true);
    await userEvent.click(closeButton("页面乙"));
    expect(open(store)).not.toContain("/b");
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(closeButton("页面甲"));
    await waitFor(() => expect(open(store)).not.toContain("/a"));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
