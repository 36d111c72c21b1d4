/**
 * Scroll memory of KeepAliveOutlet in jsdom: whatever scrolls around the page area (the window, a scrolling content
 * area) gets back each tab's own position when the tab is shown again. The declared routes and RouteView are
 * replaced by three small pages; the outlet sits in a content area beside a menu that scrolls on its own.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from "react-router";
import type { RouteDeclaration } from "../../resources/types";
import { KeepAliveOutlet } from "./KeepAliveOutlet";
import { createTabsStore, type TabsStore } from "./store";

vi.mock("../../resources", () => {
  const routes: RouteDeclaration[] = [
    { path: "/dashboard", title: "首页", group: "home", affix: true, ungated: true },
    { path: "/a", title: "页面甲", group: "order", ungated: true },
    { path: "/b", title: "页面乙", group: "order", ungated: true },
  ];
  return { routes, findRoute: (path: string) => routes.find((r) => r.path === path) };
});

vi.mock("../RouteView", () => ({
  RouteView: ({ route }: { route: RouteDeclaration }) => <h1>{route.title}</h1>,
}));

let navigate: NavigateFunction = () => undefined;
/** Hands the router's navigate function to the test. */
function NavigateHandle() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

function setup(start: string): TabsStore {
  const store = createTabsStore({
    storage: () => null,
    accessGroup: () => ({ menu: [], btn: [] }),
    onSession: () => () => undefined,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[start]}>
        <NavigateHandle />
        <nav aria-label="菜单" />
        <main aria-label="内容">
          <Routes>
            <Route path="*" element={<KeepAliveOutlet store={store} />} />
          </Routes>
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return store;
}

const go = (to: string) => act(async () => navigate(to));
const viewport = () => document.documentElement;
const content = () => screen.getByRole("main", { name: "内容" });
const menu = () => screen.getByRole("navigation", { name: "菜单" });
const positions = () => ({ window: viewport().scrollTop, content: content().scrollTop });

/** Scrolls like the user: the position changes, then a scroll event comes (at the document for the window). */
function userScroll(element: Element, top: number): void {
  element.scrollTop = top;
  fireEvent.scroll(element === document.documentElement ? document : element);
}

// jsdom has no document.scrollingElement: a browser in standards mode answers <html>.
beforeAll(() => {
  Object.defineProperty(document, "scrollingElement", {
    configurable: true,
    get: () => document.documentElement,
  });
});
afterAll(() => {
  Reflect.deleteProperty(document, "scrollingElement");
});
beforeEach(() => {
  viewport().scrollTop = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("KeepAliveOutlet scroll memory", () => {
  it("each tab gets back its own position of the window and of the content area; a tab never scrolled starts at the top", async () => {
    setup("/a");
    userScroll(viewport(), 300);
    userScroll(content(), 120);

    await go("/b");
    expect(positions()).toEqual({ window: 0, content: 0 });
    userScroll(viewport(), 50);

    await go("/a");
    expect(positions()).toEqual({ window: 300, content: 120 });
    await go("/b");
    expect(positions()).toEqual({ window: 50, content: 0 });
  });

  it("a scroll on a page without a tab (the widget gallery) is not carried into the tabs shown next", async () => {
    setup("/a");
    await go("/widgets");
    userScroll(viewport(), 500);
    await go("/b");
    expect(viewport().scrollTop).toBe(0);
    userScroll(viewport(), 40);
    await go("/a");
    expect(viewport().scrollTop).toBe(0);
  });

  it("a scroller that does not hold the pages (the side menu) keeps its own position through tab switches", async () => {
    setup("/a");
    userScroll(menu(), 200);
    await go("/b");
    expect(menu().scrollTop).toBe(200);
    userScroll(menu(), 80);
    await go("/a");
    expect(menu().scrollTop).toBe(80);
  });

  it("a navigation within the shown tab leaves the scroll where the page put it", async () => {
    setup("/a");
    userScroll(viewport(), 300);
    // A list going to its next page scrolls to the top and puts the page in its query string in the same click; the
    // scroll event only comes with the next frame.
    viewport().scrollTop = 0;
    await go("/a?page=2");
    expect(viewport().scrollTop).toBe(0);
  });

  it("刷新 or closing a tab forgets its position: the page starts at the top again", async () => {
    const store = setup("/a");
    await go("/b");
    userScroll(viewport(), 200);
    act(() => store.refresh("/b"));
    expect(viewport().scrollTop).toBe(0);

    userScroll(viewport(), 150);
    await go("/a");
    act(() => void store.close("/b", "/a"));
    await go("/b");
    expect(viewport().scrollTop).toBe(0);
  });

  it("unmounting the outlet takes its scroll listener off the document", () => {
    const added = vi.spyOn(document, "addEventListener");
    const removed = vi.spyOn(document, "removeEventListener");
    setup("/a");
    const listeners = added.mock.calls.filter(([type]) => type === "scroll");
    expect(listeners).not.toHaveLength(0);
    cleanup();
    // A listener comes off only when removed with the same capture flag.
    const capture = (options?: boolean | EventListenerOptions) =>
      typeof options === "boolean" ? options : options?.capture === true;
    for (const [type, listener, options] of listeners) {
      expect(
        removed.mock.calls.some(
          ([t, l, o]) => t === type && l === listener && capture(o) === capture(options),
        ),
      ).toBe(true);
    }
  });
});
