import type { AccessGroup } from "../../api/adminTemplate";
import { createTabsStore } from "./store";
import { tabForLocation, type TabEntry } from "./tagsView";

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

const tab = (path: string, search = ""): TabEntry => tabForLocation(path, search, FULL)!;
const stored = (storage: ReturnType<typeof memoryStorage>) =>
  (JSON.parse(storage.data.get("tags_view") ?? "[]") as { fullPath: string }[]).map((t) => t.fullPath);

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

  it("reads the pinned tabs when reading the storage throws", () => {
    const store = createTabsStore({
      storage: () => ({
        getItem: () => {
          throw new Error("denied");
        },
        setItem: () => undefined,
      }),
      accessGroup: () => FULL,
      onSession: () => () => undefined,
    });
    expect(store.getState().tabs.map((t) => t.fullPath)).toEqual(["/dashboard", "/dashboard/list"]);
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
});
