/**
 * Keep-alive in jsdom (issue 15 §2.16): the declared routes and RouteView are replaced by three small pages with
 * state of their own, so the test sees exactly what the outlet keeps mounted, shows and hides.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from "react-router";
import type { RouteDeclaration } from "../../resources/types";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import { createTabsStore, type TabsStore } from "./store";

const pages = vi.hoisted(() => ({
  mounts: {} as Record<string, number>,
  locations: {} as Record<string, Set<unknown>>,
}));

vi.mock("../../resources", () => {
  const routes: RouteDeclaration[] = [
    { path: "/dashboard", title: "首页", group: "home", affix: true, ungated: true },
    { path: "/a", title: "页面甲", group: "order", ungated: true },
    { path: "/b", title: "页面乙", group: "order", ungated: true },
  ];
  return { routes, findRoute: (path: string) => routes.find((r) => r.path === path) };
});

vi.mock("../RouteView", () => ({
  RouteView: ({ route }: { route: RouteDeclaration }) => <CountingPage name={route.path} />,
}));

/**
 * A page with a counter and a text box: state that only survives if the page stays mounted. Like every real page it
 * reads the router (its location, a link); it records each location object it was rendered with.
 */
function CountingPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const location: Location = useLocation();
  (pages.locations[name] ??= new Set()).add(location);
  const { pathname } = location;
  // A state initialiser runs once per mount (effects also rerun when <Activity> shows a hidden page again).
  useState(() => {
    pages.mounts[name] = (pages.mounts[name] ?? 0) + 1;
  });
  return (
    <div>
      <button onClick={() => setCount((c) => c + 1)}>{`${name} 计数 ${count}`}</button>
      <input aria-label={`${name} 输入`} />
      <Link to="/dashboard">{`${name} 看见 ${pathname}`}</Link>
    </div>
  );
}

let navigate: NavigateFunction = () => undefined;
/** Hands the router's navigate function to the test. */
function NavigateHandle({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  const routerNavigate = useNavigate();
  useEffect(() => onReady(routerNavigate), [onReady, routerNavigate]);
  return null;
}
const keepNavigate = (routerNavigate: NavigateFunction) => {
  navigate = routerNavigate;
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function setup(start: string): TabsStore {
  const store = createTabsStore({
    storage: () => storage,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  const storage = memoryStorage();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[start]}>
        <NavigateHandle onReady={keepNavigate} />
        {/* Under a route of its own, as in the admin layout: that route's match changes with every navigation. */}
        <Routes>
          <Route path="*" element={<KeepAliveOutlet store={store} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return store;
}

const pageOf = (path: string) => document.querySelector<HTMLElement>(`.keep-alive-page[data-tab="${path}"]`);
const go = (to: string) => act(async () => navigate(to));

beforeEach(() => {
  pages.mounts = {};
  pages.locations = {};
});

describe("KeepAliveOutlet", () => {
  it("a hidden tab's page stays mounted with its state and comes back as it was", async () => {
    setup("/a");
    fireEvent.click(screen.getByRole("button", { name: "/a 计数 0" }));
    fireEvent.change(screen.getByLabelText("/a 输入"), { target: { value: "筛选条件" } });

    await go("/b");
    const hidden = pageOf("/a");
    expect(hidden).not.toBeNull();
    expect(hidden).not.toBeVisible();
    expect(pageOf("/b")).toBeVisible();
    expect(hidden).toHaveTextContent("/a 计数 1");

    await go("/a");
    expect(pageOf("/a")).toBe(hidden);
    expect(pageOf("/a")).toBeVisible();
    expect(pageOf("/b")).not.toBeVisible();
    expect(screen.getByRole("button", { name: "/a 计数 1" })).toBeInTheDocument();
    expect(screen.getByLabelText("/a 输入")).toHaveValue("筛选条件");
    expect(pages.mounts).toEqual({ "/a": 1, "/b": 1 });
  });

  it("a kept page's location is its own: the same object through every navigation, shown or hidden", async () => {
    setup("/a");
    for (const to of ["/b", "/dashboard", "/a", "/b", "/dashboard"]) await go(to);
    // The kept pages' <Routes> followed the router's location and the layout's match: each navigation gave every
    // page (shown or hidden) a new location object, and so re-ran what depends on it (a whole table on a real list).
    expect(
      Object.fromEntries(Object.entries(pages.locations).map(([name, seen]) => [name, seen.size])),
    ).toEqual({
      "/a": 1,
      "/b": 1,
      "/dashboard": 1,
    });
    expect(screen.getByRole("link", { name: "/a 看见 /a", hidden: true })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "/dashboard 看见 /dashboard" })).toBeInTheDocument();
  });

  it("a pinned tab never shown is not mounted before it is shown", async () => {
    setup("/a");
    expect(pageOf("/dashboard")).toBeNull();
    await go("/dashboard");
    expect(pageOf("/dashboard")).toBeVisible();
  });

  it("a tab closed while active is not re-added before the navigation lands, nor after", async () => {
    const store = setup("/a");
    await go("/b");
    let navigateTo: string | null = null;
    act(() => {
      navigateTo = store.close("/b", "/b").navigateTo;
    });
    expect(navigateTo).toBe("/a");
    // The location is still /b here: the closed tab must not come back.
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard", "/a"]);
    expect(pageOf("/b")).toBeNull();

    await go("/a");
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard", "/a"]);
    expect(pageOf("/b")).toBeNull();
    expect(pageOf("/a")).toBeVisible();
  });

  it("closing a tab unmounts its page; opening it again starts afresh", async () => {
    const store = setup("/a");
    await go("/b");
    fireEvent.click(screen.getByRole("button", { name: "/b 计数 0" }));
    await go("/a");
    act(() => void store.close("/b", "/a"));
    expect(pageOf("/b")).toBeNull();
    await go("/b");
    expect(screen.getByRole("button", { name: "/b 计数 0" })).toBeInTheDocument();
    expect(pages.mounts["/b"]).toBe(2);
  });

  it("刷新 remounts the page of the tab", async () => {
    const store = setup("/a");
    fireEvent.click(screen.getByRole("button", { name: "/a 计数 0" }));
    act(() => store.refresh("/a"));
    expect(screen.getByRole("button", { name: "/a 计数 0" })).toBeInTheDocument();
    expect(pages.mounts["/a"]).toBe(2);
  });
});
