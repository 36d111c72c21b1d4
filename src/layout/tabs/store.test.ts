import { act, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import type { AccessGroup } from "../../api/adminTemplate";
import { setAccessGroup } from "../../providers/session";
import { createTabsStore, useTabs, type TabsStore, type TabsView } from "./store";
import { serializeTabs, tabForLocation, type TabEntry } from "./tagsView";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    data,
    writes: 0,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      data.set(key, value);
    },
  };
  return storage;
}

const FULL: AccessGroup = {
  menu: ["/dashboard", "/dashboard/list", "/message/index", "/order/index"],
  btn: [],
};

function setup(initial: Record<string, string> = {}, group: AccessGroup = FULL) {
  const storage = memoryStorage(initial);
  let access = group;
  let sessionListener: (() => void) | null = null;
  const store = createTabsStore({
    storage: () => storage,
    accessGroup: () => access,
    onSession: (listener) => {
      sessionListener = listener;
      return () => (sessionListener = null);
    },
  });
  return {
    store,
    storage,
    listening: () => sessionListener !== null,
    setAccess: (next: AccessGroup) => {
      access = next;
      sessionListener?.();
    },
  };
}

/** The menu of a user who may open no pinned tab (首页 and 师傅服务数据 are the pinned ones). */
const NO_PINNED: AccessGroup = { menu: ["/message/index", "/order/index"], btn: [] };

const tab = (path: string, search = ""): TabEntry => tabForLocation(path, search, FULL)!;
const fullPaths = (tabs: readonly TabEntry[]) => tabs.map((t) => t.fullPath);
const storedPaths = (value: string | null | undefined) =>
  (JSON.parse(value ?? "[]") as { fullPath: string }[]).map((t) => t.fullPath);
const stored = (storage: ReturnType<typeof memoryStorage>) => storedPaths(storage.data.get("tags_view"));

/** Counts the notifications of `store` (subscribing also makes it follow the session). */
function watch(store: TabsStore) {
  let count = 0;
  const stop = store.subscribe(() => (count += 1));
  return { notified: () => count, stop };
}

/** Renders useTabs(store) in a router at `path`; `renders` holds what every render returned. */
function renderTabs(store: TabsStore, path: string) {
  const renders: TabsView[] = [];
  const hook = renderHook(
    () => {
      const view = useTabs(store);
      renders.push(view);
      return { view, navigate: useNavigate() };
    },
    {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(MemoryRouter, { initialEntries: [path] }, children),
    },
  );
  return {
    renders,
    view: () => hook.result.current.view,
    navigate: (to: string) =>
      act(() => {
        void hook.result.current.navigate(to);
      }),
  };
}

describe("tabs store", () => {
  it("replaces a corrupted tags_view with the pinned tabs, quietly", () => {
    const { store, storage } = setup({ tags_view: "not json at all" });
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard", "/dashboard/list"]);
    expect(stored(storage)).toEqual(["/dashboard", "/dashboard/list"]);
  });

  it("survives a storage that throws", () => {
    const store = createTabsStore({
      storage: () => {
        throw new Error("denied");
      },
      accessGroup: () => FULL,
      onSession: () => () => undefined,
    });
    store.visit(tab("/message/index"));
    expect(store.getState().tabs.map((t) => t.fullPath)).toContain("/message/index");
  });

  it("persists visits and closes, and restores them in a new store", () => {
    const { store, storage } = setup();
    store.visit(tab("/message/index"));
    store.visit(tab("/order/index"));
    expect(stored(storage)).toEqual(["/dashboard", "/dashboard/list", "/message/index", "/order/index"]);
    const result = store.close("/message/index", "/message/index");
    expect(result.navigateTo).toBe("/order/index");
    expect(store.getState().closing).toBe("/message/index");
    expect(stored(storage)).toEqual(["/dashboard", "/dashboard/list", "/order/index"]);

    const reloaded = setup(Object.fromEntries(storage.data)).store;
    expect(reloaded.getState().tabs.map((t) => t.fullPath)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/order/index",
    ]);
  });

  it("a visit after a close ends the closing state", () => {
    const { store } = setup();
    store.visit(tab("/message/index"));
    store.close("/message/index", "/message/index");
    store.visit(tab("/dashboard"));
    expect(store.getState().closing).toBeNull();
  });

  it("刷新 bumps the generation of an open tab only; closing forgets it", () => {
    const { store } = setup();
    store.visit(tab("/message/index"));
    store.refresh("/message/index");
    store.refresh("/message/index");
    store.refresh("/order/index");
    expect(store.getState().generations).toEqual({ "/message/index": 2 });
    store.close("/message/index", null);
    expect(store.getState().generations).toEqual({});
  });

  it("drops tabs the new accessGroup forbids and notifies subscribers", () => {
    const { store, setAccess } = setup();
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    store.visit(tab("/order/index"));
    setAccess({ menu: ["/dashboard", "/message/index"], btn: [] });
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard"]);
    expect(notified).toBe(2);
    unsubscribe();
  });

  it("writes tags_view when the tabs change, not on a visit to an open tab or a 刷新", () => {
    const { store, storage } = setup();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.visit(tab("/message/index"));
    const writes = storage.writes;
    expect(notified).toBe(1);

    store.visit(tab("/message/index"));
    expect([storage.writes, notified]).toEqual([writes, 1]);
    store.refresh("/message/index");
    expect([storage.writes, notified]).toEqual([writes, 2]);
  });

  it("a visit that only ends a close notifies without writing", () => {
    const { store, storage } = setup();
    store.visit(tab("/message/index"));
    store.visit(tab("/order/index"));
    store.close("/order/index", "/order/index");
    const writes = storage.writes;
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.visit(tab("/message/index"));
    expect(store.getState().closing).toBeNull();
    expect([storage.writes, notified]).toEqual([writes, 1]);
  });

  it("closing a tab that is not shown leaves nothing closing", () => {
    const { store } = setup();
    store.visit(tab("/message/index"));
    store.visit(tab("/order/index"));
    const result = store.close("/message/index", "/order/index");
    expect(result.navigateTo).toBeNull();
    expect(store.getState().closing).toBeNull();
  });

  it("keeps the 刷新 generation of the tab kept by 关闭其他", () => {
    const { store } = setup();
    store.visit(tab("/message/index"));
    store.visit(tab("/order/index"));
    store.refresh("/order/index");
    store.refresh("/message/index");
    store.closeOthers("/order/index", "/order/index");
    expect(store.getState().generations).toEqual({ "/order/index": 1 });
  });

  it("reads the pinned tabs when reading the storage throws, and does not overwrite the stored tabs", () => {
    const setItem = vi.fn();
    const store = createTabsStore({
      storage: () => ({
        getItem: () => {
          throw new Error("denied");
        },
        setItem,
      }),
      accessGroup: () => FULL,
      onSession: () => () => undefined,
    });
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard", "/dashboard/list"]);
    expect(setItem).not.toHaveBeenCalled();
  });

  it("opening the store does not rewrite a readable or an empty tags_view", () => {
    const saved = setup({ tags_view: serializeTabs([tab("/dashboard"), tab("/message/index")]) });
    expect(fullPaths(saved.store.getState().tabs)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/message/index",
    ]);
    const empty = setup();
    expect(fullPaths(empty.store.getState().tabs)).toEqual(["/dashboard", "/dashboard/list"]);
    expect([saved.storage.writes, empty.storage.writes]).toEqual([0, 0]);
  });

  it("an unsubscribe called twice is harmless, and a later subscriber follows the session again", () => {
    const { store, listening } = setup();
    const { stop } = watch(store);
    stop();
    expect(() => stop()).not.toThrow();
    expect(listening()).toBe(false);
    watch(store);
    expect(listening()).toBe(true);
  });

  it("follows the session while it has subscribers, and stops with the last one", () => {
    const { store, listening, setAccess } = setup();
    store.visit(tab("/order/index"));
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    expect(listening()).toBe(true);
    first();
    expect(listening()).toBe(true);
    second();
    expect(listening()).toBe(false);
    setAccess({ menu: ["/dashboard"], btn: [] });
    expect(store.getState().tabs.map((t) => t.fullPath)).toContain("/order/index");

    const again = store.subscribe(() => undefined);
    expect(listening()).toBe(true);
    again();
  });

  describe("on a session change", () => {
    it.each([
      ["with pinned tabs", FULL],
      ["without pinned tabs", NO_PINNED],
    ])(
      "keeps the tabs as they are when the new accessGroup permits them all (%s): no write, no notification",
      (_, group) => {
        const { store, storage, setAccess } = setup({}, group);
        store.visit(tab("/message/index"));
        store.visit(tab("/order/index"));
        const before = store.getState();
        const writes = storage.writes;
        const { notified } = watch(store);
        setAccess({ ...group });
        expect(store.getState()).toBe(before);
        expect([storage.writes, notified()]).toEqual([writes, 0]);
      },
    );

    it("drops a forbidden last tab, keeps the permitted ones and stores the result", () => {
      const { store, storage, setAccess } = setup({}, NO_PINNED);
      store.visit(tab("/message/index"));
      store.visit(tab("/order/index"));
      const { notified } = watch(store);
      setAccess({ menu: ["/message/index"], btn: [] });
      expect(fullPaths(store.getState().tabs)).toEqual(["/message/index"]);
      expect(stored(storage)).toEqual(["/message/index"]);
      expect(notified()).toBe(1);
    });

    it("updates the tabs when as many tabs remain but not the same ones (a newly permitted pinned tab)", () => {
      const { store, storage, setAccess } = setup(
        {},
        { menu: ["/dashboard", "/message/index", "/order/index"], btn: [] },
      );
      store.visit(tab("/message/index"));
      store.visit(tab("/order/index"));
      expect(fullPaths(store.getState().tabs)).toEqual(["/dashboard", "/message/index", "/order/index"]);
      watch(store);
      setAccess({ menu: ["/dashboard/list", "/order/index"], btn: [] });
      expect(fullPaths(store.getState().tabs)).toEqual(["/dashboard", "/dashboard/list", "/order/index"]);
      expect(stored(storage)).toEqual(["/dashboard", "/dashboard/list", "/order/index"]);
    });
  });

  describe("without a storage option (the browser's localStorage)", () => {
    const options = { accessGroup: () => FULL, onSession: () => () => undefined };
    afterEach(() => localStorage.clear());

    it("restores and persists the tabs in localStorage tags_view", () => {
      localStorage.setItem("tags_view", serializeTabs([tab("/message/index")]));
      const store = createTabsStore(options);
      expect(fullPaths(store.getState().tabs)).toEqual(["/dashboard", "/dashboard/list", "/message/index"]);
      store.visit(tab("/order/index"));
      expect(storedPaths(localStorage.getItem("tags_view"))).toEqual([
        "/dashboard",
        "/dashboard/list",
        "/message/index",
        "/order/index",
      ]);
    });

    it.each([
      ["there is no window", undefined],
      [
        "reaching localStorage is refused",
        {
          get localStorage(): Storage {
            throw new DOMException("denied", "SecurityError");
          },
        },
      ],
    ])("keeps the tabs in memory when %s", (_, stand) => {
      localStorage.setItem("tags_view", serializeTabs([tab("/message/index")]));
      vi.stubGlobal("window", stand);
      try {
        const store = createTabsStore(options);
        expect(fullPaths(store.getState().tabs)).toEqual(["/dashboard", "/dashboard/list"]);
        store.visit(tab("/order/index"));
        expect(fullPaths(store.getState().tabs)).toEqual(["/dashboard", "/dashboard/list", "/order/index"]);
      } finally {
        vi.unstubAllGlobals();
      }
      expect(storedPaths(localStorage.getItem("tags_view"))).toEqual(["/message/index"]);
    });
  });

  describe("useTabs", () => {
    beforeEach(() => setAccessGroup(FULL));
    afterEach(() => setAccessGroup(null));

    it("shows the tab of the page from the first render, then records the visit", () => {
      const { store } = setup();
      const { renders, view } = renderTabs(store, "/message/index");
      expect(fullPaths(renders[0].tabs)).toContain("/message/index");
      expect(renders[0].activeKey).toBe("/message/index");
      expect(fullPaths(store.getState().tabs)).toContain("/message/index");
      expect([view().activeKey, view().locationKey, view().location.pathname]).toEqual([
        "/message/index",
        "/message/index",
        "/message/index",
      ]);
    });

    it("at a location without a tab, shows the open tabs with none active and records no visit", () => {
      const { store } = setup();
      store.visit(tab("/order/index"));
      const visit = vi.spyOn(store, "visit");
      const { view } = renderTabs(store, "/login");
      expect(fullPaths(view().tabs)).toEqual(["/dashboard", "/dashboard/list", "/order/index"]);
      expect([view().activeKey, view().locationKey]).toEqual([null, null]);
      expect(visit).not.toHaveBeenCalled();
    });

    it("leaves the shown tab out while it is closing, with no active tab, until the location comes back to it", () => {
      const { store } = setup();
      const { view, navigate } = renderTabs(store, "/message/index");
      act(() => void store.close("/message/index", "/message/index"));
      expect(fullPaths(view().tabs)).toEqual(["/dashboard", "/dashboard/list"]);
      expect([view().activeKey, view().locationKey]).toEqual([null, "/message/index"]);

      navigate("/dashboard/list");
      navigate("/message/index");
      expect(fullPaths(view().tabs)).toEqual(["/dashboard", "/dashboard/list", "/message/index"]);
      expect(view().activeKey).toBe("/message/index");
    });
  });
});
