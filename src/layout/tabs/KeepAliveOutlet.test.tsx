/**
 * Keep-alive in jsdom (issue 15 §2.16): the declared routes and RouteView are replaced by three small pages with
 * state of their own, so the test sees exactly what the outlet keeps mounted, shows and hides, and which data it
 * fetches. As in the admin layout (AdminApp), the outlet is the element of a layout route whose children are the
 * declared routes, plus a route without a tab (the widget gallery). Scroll memory: KeepAliveOutlet.scroll.test.tsx.
 */
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
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
import { routes } from "../../resources";
import type { RouteDeclaration } from "../../resources/types";
import { RouteView } from "../RouteView";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import { createTabsStore, type TabsStore } from "./store";
import { lastTabSwitchMs, markTabSwitchStart } from "./tabSwitch";

const pages = vi.hoisted(() => ({
  mounts: {} as Record<string, number>,
  /** Runs of each page's mount effect, and of its cleanup. */
  effects: {} as Record<string, number>,
  cleanups: {} as Record<string, number>,
  locations: {} as Record<string, Set<Location>>,
  fetches: {} as Record<string, number>,
  /** The fetch status each render of a page showed for its data. */
  statuses: {} as Record<string, string[]>,
}));

vi.mock("../../resources", () => {
  const routes: RouteDeclaration[] = [
    { path: "/dashboard", title: "首页", group: "home", affix: true, ungated: true },
    { path: "/a", title: "页面甲", group: "order", ungated: true },
    { path: "/b", title: "页面乙", group: "order", ungated: true },
  ];
  // Like the real findRoute: a trailing slash names the same route.
  const findRoute = (path: string) =>
    routes.find((r) => r.path === (path.length > 1 ? path.replace(/\/+$/, "") : path));
  return { routes, findRoute };
});

vi.mock("../RouteView", () => ({
  RouteView: ({ route }: { route: RouteDeclaration }) => <CountingPage name={route.path} />,
}));

/**
 * A page with a counter and a text box: state that only survives if the page stays mounted. Like every real page it
 * reads the router (its location, a link) and fetches its data through react-query; it records each location object
 * it was rendered with and each fetch of its data (which it does not render: fetches do not re-render it).
 */
function CountingPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const location: Location = useLocation();
  (pages.locations[name] ??= new Set()).add(location);
  const { pathname, search, hash } = location;
  // A state initialiser runs once per mount.
  useState(() => {
    pages.mounts[name] = (pages.mounts[name] ?? 0) + 1;
  });
  useEffect(() => {
    pages.effects[name] = (pages.effects[name] ?? 0) + 1;
    return () => void (pages.cleanups[name] = (pages.cleanups[name] ?? 0) + 1);
  }, [name]);
  const { fetchStatus } = useQuery({
    queryKey: ["页面数据", name],
    queryFn: () => {
      pages.fetches[name] = (pages.fetches[name] ?? 0) + 1;
      return name;
    },
    notifyOnChangeProps: [],
  });
  (pages.statuses[name] ??= []).push(fetchStatus);
  return (
    <div>
      <button onClick={() => setCount((c) => c + 1)}>{`${name} 计数 ${count}`}</button>
      <input aria-label={`${name} 输入`} />
      <Link to="/dashboard">{`${name} 看见 ${pathname}${search}${hash}`}</Link>
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

function setup(start: string, client = new QueryClient()): TabsStore {
  const store = createTabsStore({
    storage: () => storage,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  const storage = memoryStorage();
  render(<Console store={store} client={client} start={start} />);
  return store;
}

/** The admin frame around the outlet (AdminApp and AdminLayout, reduced to what the outlet sees). */
function Console({ store, client, start }: { store: TabsStore; client: QueryClient; start: string }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <NavigateHandle onReady={keepNavigate} />
        {/* A layout route: its match changes with every navigation. */}
        <Routes>
          <Route element={<KeepAliveOutlet store={store} />}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
            ))}
            <Route path="/widgets" element={<WidgetGallery />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** A development page without a tab. */
function WidgetGallery() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`组件库 计数 ${count}`}</button>;
}

const pageOf = (path: string) => document.querySelector<HTMLElement>(`.keep-alive-page[data-tab="${path}"]`);
/**
 * A hidden page is inert and carries the class that hides it (content-visibility, which jsdom does not apply: so
 * not `toBeVisible`); the shown page has neither.
 */
function expectShown(path: string, shown: boolean) {
  const page = pageOf(path);
  expect(page).not.toBeNull();
  if (shown) {
    expect(page).not.toHaveAttribute("inert");
    expect(page).not.toHaveClass("keep-alive-page-hidden");
  } else {
    expect(page).toHaveAttribute("inert");
    expect(page).toHaveClass("keep-alive-page-hidden");
  }
}
const outlet = () => document.querySelector<HTMLElement>(".keep-alive-outlet");
const go = (to: string, state?: unknown) => act(async () => navigate(to, { state }));
/** The location a page was last rendered with. */
const lastSeen = (name: string) => [...(pages.locations[name] ?? [])].at(-1);

beforeEach(() => {
  pages.mounts = {};
  pages.effects = {};
  pages.cleanups = {};
  pages.locations = {};
  pages.fetches = {};
  pages.statuses = {};
});

describe("KeepAliveOutlet", () => {
  it("a hidden tab's page stays mounted with its state and comes back as it was", async () => {
    setup("/a");
    fireEvent.click(screen.getByRole("button", { name: "/a 计数 0" }));
    fireEvent.change(screen.getByLabelText("/a 输入"), { target: { value: "筛选条件" } });

    await go("/b");
    const hidden = pageOf("/a");
    expectShown("/a", false);
    expectShown("/b", true);
    expect(hidden).toHaveTextContent("/a 计数 1");

    await go("/a");
    expect(pageOf("/a")).toBe(hidden);
    expectShown("/a", true);
    expectShown("/b", false);
    expect(screen.getByRole("button", { name: "/a 计数 1" })).toBeInTheDocument();
    expect(screen.getByLabelText("/a 输入")).toHaveValue("筛选条件");
    expect(pages.mounts).toEqual({ "/a": 1, "/b": 1 });
  });

  it("a hidden page keeps its effects: nothing of it is cleaned up or run again when it is hidden and shown", async () => {
    setup("/a");
    for (const to of ["/b", "/a", "/dashboard", "/a"]) await go(to);
    expect(pages.effects).toEqual({ "/a": 1, "/b": 1, "/dashboard": 1 });
    expect(pages.cleanups).toEqual({});
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

  it("the shown page follows every change of its URL within its tab, and keeps the last one while hidden", async () => {
    setup("/a");
    // A list is one tab whatever its query string (its filters) or hash; each change must reach the page.
    for (const to of ["/a/", "/a/?page=2", "/a/?page=2#合计"]) {
      await go(to);
      expect(screen.getByRole("link", { name: `/a 看见 ${to}` })).toBeInTheDocument();
    }
    const state = { from: "消息" };
    await go("/a/?page=2#合计", state);
    expect(lastSeen("/a")?.state).toEqual(state);

    await go("/b");
    expect(screen.getByRole("link", { name: "/a 看见 /a/?page=2#合计", hidden: true })).toBeInTheDocument();
    expect(lastSeen("/a")?.state).toEqual(state);
    expect(pages.mounts["/a"]).toBe(1);
  });

  it("a pinned tab never shown is not mounted before it is shown", async () => {
    setup("/a");
    expect(pageOf("/dashboard")).toBeNull();
    await go("/dashboard");
    expectShown("/dashboard", true);
  });

  it("a location without a tab (the widget gallery) shows the parent route's page, not kept alive", async () => {
    setup("/a");
    expect(outlet()).toHaveAttribute("data-active-tab", "/a");
    await go("/widgets");
    fireEvent.click(screen.getByRole("button", { name: "组件库 计数 0" }));
    expectShown("/a", false);
    expect(outlet()).toHaveAttribute("data-active-tab", "");

    await go("/a");
    expect(screen.queryByRole("button", { name: /组件库/, hidden: true })).toBeNull();
    expect(outlet()).toHaveAttribute("data-active-tab", "/a");
    // The tab's page is rendered once, by its kept tab, not a second time by the parent route.
    expect(screen.getAllByRole("button", { name: /^\/a 计数/, hidden: true })).toHaveLength(1);
    await go("/widgets");
    expect(screen.getByRole("button", { name: "组件库 计数 0" })).toBeInTheDocument();
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
    expectShown("/a", true);
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
    expect(pages.fetches["/b"]).toBe(2);
  });

  it("each 刷新 remounts the page of the tab", async () => {
    const store = setup("/a");
    for (const mounts of [2, 3]) {
      fireEvent.click(screen.getByRole("button", { name: "/a 计数 0" }));
      act(() => store.refresh("/a"));
      expect(screen.getByRole("button", { name: "/a 计数 0" })).toBeInTheDocument();
      expect(pages.mounts["/a"]).toBe(mounts);
    }
  });
});

describe("KeepAliveOutlet and the page's data", () => {
  it("showing a kept tab again does not refetch its data: the page was never unmounted", async () => {
    setup("/a");
    for (const to of ["/b", "/a", "/b"]) await go(to);
    expect(pages.fetches).toEqual({ "/a": 1, "/b": 1 });
  });

  it("a kept page never shows its data as loading: not while hidden, not when shown again", async () => {
    setup("/a");
    await go("/b");
    await go("/b?第二页");
    expect(pages.statuses["/a"]).toContain("idle");
    pages.statuses["/a"] = [];
    await go("/a");
    expect(pages.statuses["/a"].length).toBeGreaterThan(0);
    expect(pages.statuses["/a"]).not.toContain("fetching");
    expect(pages.fetches).toEqual({ "/a": 1, "/b": 1 });
  });

  it("a kept page whose data was invalidated while hidden fetches it again at once, not again when shown", async () => {
    const client = new QueryClient();
    setup("/a", client);
    await go("/b");
    await act(() => client.invalidateQueries({ queryKey: ["页面数据"] }));
    expect(pages.fetches).toEqual({ "/a": 2, "/b": 2 });
    await go("/a");
    expect(pages.fetches).toEqual({ "/a": 2, "/b": 2 });
  });

  it("刷新 fetches the page's data again, also after a tab was shown again", async () => {
    const store = setup("/a");
    await go("/b");
    await go("/a");
    await act(async () => store.refresh("/a"));
    expect(pages.fetches).toEqual({ "/a": 2, "/b": 1 });
  });

  it("a pinned tab shown for the first time fetches its data, even when the cache already holds some", async () => {
    const client = new QueryClient();
    // Fetched elsewhere in the console under the same key, and stale by now.
    client.setQueryData(["页面数据", "/dashboard"], "缓存");
    setup("/a", client);
    await go("/dashboard");
    expect(pages.fetches).toEqual({ "/a": 1, "/dashboard": 1 });
  });
});

describe("KeepAliveOutlet and the tab switch timing", () => {
  beforeEach(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });

  it("a switch started from the tab strip is measured once the other tab is shown", async () => {
    setup("/a");
    markTabSwitchStart();
    await go("/b");
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(lastTabSwitchMs()).toEqual(expect.any(Number));
  });
});
