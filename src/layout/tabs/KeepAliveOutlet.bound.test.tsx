/**
 * The bound on kept pages (issue 40): at most MAX_KEPT_PAGES pages stay mounted, the least recently shown go first
 * (their tabs stay), one with unsaved changes is never dropped, and a dropped page comes back with its address and
 * its scroll position. The declared routes are a list (/a, /b) and a detail per query string (/d?id=…); RouteView is
 * replaced by a small page that counts its mounts and shows the location it was given.
 */
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, fireEvent, render } from "@testing-library/react";
import { useEffect, useState } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from "react-router";
import { setDirty } from "../../resources/engine/leaveGuard";
import type { RouteDeclaration } from "../../resources/types";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import { MAX_KEPT_PAGES } from "./keptPages";
import { createTabsStore, type TabsStore } from "./store";

const mounts = vi.hoisted(() => ({ count: {} as Record<string, number> }));

vi.mock("../../resources", () => {
  const routes: RouteDeclaration[] = [
    { path: "/dashboard", title: "首页", group: "home", affix: true, ungated: true },
    { path: "/a", title: "列表甲", group: "order", ungated: true },
    { path: "/b", title: "列表乙", group: "order", ungated: true },
    { path: "/d", title: "详情", group: "order", hidden: true, ungated: true },
  ];
  const findRoute = (path: string) =>
    routes.find((r) => r.path === (path.length > 1 ? path.replace(/\/+$/, "") : path));
  return { routes, findRoute };
});

vi.mock("../RouteView", () => ({ RouteView: () => <Page /> }));

function Page() {
  const { pathname, search } = useLocation();
  const [at] = useState(() => {
    const where = pathname + search;
    mounts.count[where] = (mounts.count[where] ?? 0) + 1;
    return where;
  });
  // The page's read, as the engine's are keyed (under "data"): it goes with the page when the bound drops it.
  useQuery({ queryKey: ["data", "page", at], queryFn: () => at });
  return <p>{`挂载于 ${at} 看见 ${pathname}${search}`}</p>;
}

let navigate: NavigateFunction = () => undefined;
function NavigateHandle() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

let client = new QueryClient();

function setup(start: string): TabsStore {
  client = new QueryClient();
  const store = createTabsStore({
    storage: () => null,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <NavigateHandle />
        <Routes>
          <Route path="*" element={<KeepAliveOutlet store={store} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return store;
}

const go = (to: string) => act(async () => navigate(to));
const details = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `/d?id=${from + i}`);
const mountedPages = () =>
  [...document.querySelectorAll<HTMLElement>(".keep-alive-page")].map((page) => page.dataset.tab);
const shownText = () => document.querySelector(".keep-alive-page:not([inert])")?.textContent;

beforeEach(() => {
  mounts.count = {};
});
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("KeepAliveOutlet: the bound on kept pages", () => {
  it("with 11 pages shown, only the 8 shown last stay mounted; every tab stays open", async () => {
    const store = setup("/a");
    for (const to of details(1, 10)) await go(to);
    expect(MAX_KEPT_PAGES).toBe(8);
    expect(document.querySelectorAll(".keep-alive-page")).toHaveLength(8);
    expect(mountedPages()).toEqual(details(3, 10));
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard", "/a", ...details(1, 10)]);
  });

  it("a dropped page's answers go with it; the kept pages' stay", async () => {
    setup("/a");
    for (const to of details(1, 10)) await go(to);
    const held = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[2]);
    expect(held.sort()).toEqual(details(3, 10).sort());
  });

  it("the page dropped is the one shown least recently, not the one opened first", async () => {
    setup("/a");
    for (const to of [...details(1, 7), "/a", "/d?id=8"]) await go(to);
    expect(mountedPages()).toEqual(["/a", ...details(2, 8)]);
  });

  it("a dropped detail shown again mounts afresh with its own address", async () => {
    setup("/a");
    for (const to of details(1, 9)) await go(to);
    expect(mountedPages()).not.toContain("/d?id=1");
    await go("/d?id=1");
    expect(shownText()).toBe("挂载于 /d?id=1 看见 /d?id=1");
    expect(mounts.count["/d?id=1"]).toBe(2);
    expect(mountedPages()).toHaveLength(8);
  });

  it("a dropped list shown again through its tab gets back the query the router gave it last", async () => {
    setup("/a");
    await go("/a?page=2");
    for (const to of details(1, 8)) await go(to);
    expect(mountedPages()).not.toContain("/a");
    // A click on the tab goes to the tab's own path, without the query.
    await go("/a");
    expect(shownText()).toBe("挂载于 /a?page=2 看见 /a?page=2");
  });

  it("a dropped list gets back the query it mirrored into the address bar last (not through the router)", async () => {
    setup("/a");
    // ListView mirrors its filters with history.replaceState; the click that leaves the list notes them.
    window.history.replaceState(null, "", "/a?status=3&page=4");
    fireEvent.click(document.body);
    for (const to of details(1, 8)) await go(to);
    await go("/a");
    expect(shownText()).toBe("挂载于 /a?status=3&page=4 看见 /a?status=3&page=4");
  });

  it("a list opened again after its tab was closed starts afresh, without the query it had", async () => {
    const store = setup("/a");
    await go("/a?page=2");
    for (const to of details(1, 8)) await go(to);
    act(() => void store.close("/a", "/d?id=8"));
    await go("/a");
    expect(shownText()).toBe("挂载于 /a 看见 /a");
  });

  it("a page with unsaved changes is never dropped: the next least recently shown goes instead", async () => {
    const form = Symbol("表单");
    setup("/d?id=1");
    setDirty(form, {
      location: { pathname: "/d", search: "?id=1" },
      keptAlive: true,
      ask: () => Promise.resolve(false),
    });
    try {
      for (const to of details(2, 10)) await go(to);
      expect(mountedPages()).toEqual(["/d?id=1", ...details(4, 10)]);
      expect(mounts.count["/d?id=1"]).toBe(1);
    } finally {
      setDirty(form, null);
    }
    // Saved (clean again): it goes at the next switch.
    await go("/d?id=11");
    expect(mountedPages()).toEqual(details(4, 11));
  });
});

describe("KeepAliveOutlet: scroll of a page mounted again", () => {
  /** The window's scroll position, clamped like a browser's to what the page's height allows. */
  let top = 0;
  let tallest = Infinity;
  const observers = new Set<FakeResizeObserver>();
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      observers.add(this);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this);
    }
    fire() {
      this.callback([], this as unknown as ResizeObserver);
    }
  }
  /** The page grew to allow `height` of scrolling: the outlet's observers hear of it. */
  const grow = (height: number) =>
    act(() => {
      tallest = height;
      for (const observer of [...observers]) observer.fire();
    });
  const viewport = () => document.documentElement;
  const userScroll = (to: number) => {
    viewport().scrollTop = to;
    fireEvent.scroll(document);
  };

  beforeEach(() => {
    top = 0;
    tallest = Infinity;
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    Object.defineProperty(document, "scrollingElement", { configurable: true, get: () => viewport() });
    Object.defineProperty(viewport(), "scrollTop", {
      configurable: true,
      get: () => top,
      set: (value: number) => void (top = Math.max(0, Math.min(value, tallest))),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
    Reflect.deleteProperty(document, "scrollingElement");
    Reflect.deleteProperty(viewport(), "scrollTop");
  });

  /** /a scrolled to 300, then dropped by the bound, then shown again while its rows are still loading. */
  async function showDroppedList() {
    setup("/a");
    userScroll(300);
    for (const to of details(1, 8)) await go(to);
    expect(mountedPages()).not.toContain("/a");
    tallest = 120;
    await go("/a");
    expect(mounts.count["/a"]).toBe(2);
    expect(viewport().scrollTop).toBe(120);
  }

  it("gets its position back once the page has grown tall enough", async () => {
    await showDroppedList();
    await grow(200);
    expect(viewport().scrollTop).toBe(200);
    await grow(2000);
    expect(viewport().scrollTop).toBe(300);
    // Reached: later growth leaves the position alone.
    userScroll(250);
    await grow(3000);
    expect(viewport().scrollTop).toBe(250);
  });

  it("a scroll of the user while the page grows ends the restoring", async () => {
    await showDroppedList();
    userScroll(40);
    await grow(2000);
    expect(viewport().scrollTop).toBe(40);
  });

  it("showing another tab ends the restoring", async () => {
    await showDroppedList();
    await go("/d?id=8");
    expect(observers.size).toBe(0);
  });
});
