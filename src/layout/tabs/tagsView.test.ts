import type { AccessGroup } from "../../api/adminTemplate";
import {
  addTab,
  affixTabs,
  closeAll,
  closeOthers,
  closeTab,
  neighbourOf,
  parseTagsView,
  serializeTabs,
  tabForLocation,
  type TabEntry,
} from "./tagsView";

const ALL: AccessGroup = {
  menu: [
    "/dashboard",
    "/dashboard/list",
    "/message/index",
    "/order/index",
    "/order/watch/detail",
    "/worker/index",
  ],
  btn: [],
};
const NO_ORDERS: AccessGroup = { menu: ["/dashboard", "/dashboard/list", "/message/index"], btn: [] };

const tab = (pathname: string, search = "", group: AccessGroup = ALL): TabEntry => {
  const entry = tabForLocation(pathname, search, group);
  if (!entry) throw new Error(`no tab for ${pathname}`);
  return entry;
};
const keys = (tabs: readonly TabEntry[]) => tabs.map((t) => t.fullPath);
/** The tabs read back from stored entries, after the two pinned ones. */
const restored = (entries: unknown[]) => keys(parseTagsView(JSON.stringify(entries), ALL).tabs).slice(2);

describe("tabForLocation", () => {
  it("gives declared admin routes a tab titled from the declaration, keyed by full path", () => {
    expect(tab("/message/index")).toEqual({
      path: "/message/index",
      search: "",
      fullPath: "/message/index",
      title: "我的消息",
      affix: false,
    });
    expect(tab("/order/watch/detail", "?orderNo=X").fullPath).toBe("/order/watch/detail?orderNo=X");
    expect(tab("/message/index/").path).toBe("/message/index");
  });

  it("gives no tab to undeclared, layout-less or forbidden routes", () => {
    for (const path of ["/404", "/401", "/login", "/nowhere", "/newOrderDetail", "/"]) {
      expect(tabForLocation(path, "", ALL)).toBeNull();
    }
    expect(tabForLocation("/order/index", "", NO_ORDERS)).toBeNull();
  });

  it("pins only the affix routes themselves", () => {
    expect(tab("/dashboard").affix).toBe(true);
    // A menu route is one tab whatever its query (a list mirrors its filters there): still the pinned tab.
    expect(tab("/dashboard", "?x=1")).toEqual(tab("/dashboard"));
    expect(tab("/order/index", "?orderNo=X").fullPath).toBe("/order/index");
    // A hidden route (a detail page) is a tab per query.
    expect(tab("/order/watch/detail", "?orderNo=X").fullPath).toBe("/order/watch/detail?orderNo=X");
    expect(keys(affixTabs(ALL))).toEqual(["/dashboard", "/dashboard/list"]);
    expect(keys(affixTabs({ menu: ["/dashboard"], btn: [] }))).toEqual(["/dashboard"]);
  });
});

describe("a detail tab's query string", () => {
  it("is written with its ? and without a lone ?", () => {
    expect(tab("/order/watch/detail", "orderNo=X").fullPath).toBe("/order/watch/detail?orderNo=X");
    expect(tab("/order/watch/detail", "?").fullPath).toBe("/order/watch/detail");
    expect(tab("/order/watch/detail", "").search).toBe("");
  });

  it("gives no tab to a page without the admin layout, even when permitted", () => {
    expect(
      tabForLocation("/newOrderDetail", "?orderNo=X", { menu: ["/newOrderDetail"], btn: [] }),
    ).toBeNull();
  });
});

describe("parseTagsView", () => {
  const stored = serializeTabs([
    tab("/dashboard"),
    tab("/message/index"),
    tab("/order/watch/detail", "?orderNo=X"),
  ]);

  it("round-trips and puts the pinned tabs first", () => {
    const { tabs, reset } = parseTagsView(stored, ALL);
    expect(reset).toBe(false);
    expect(keys(tabs)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/message/index",
      "/order/watch/detail?orderNo=X",
    ]);
  });

  it("stores {path, search, fullPath, title} only", () => {
    expect(JSON.parse(serializeTabs([tab("/order/watch/detail", "?orderNo=X")]))).toEqual([
      {
        path: "/order/watch/detail",
        search: "?orderNo=X",
        fullPath: "/order/watch/detail?orderNo=X",
        title: "订单详情",
      },
    ]);
  });

  it.each([
    ["not JSON", "{{garbage"],
    ["an object", '{"path":"/message/index"}'],
    ["a number", "42"],
    ["null", "null"],
  ])("resets quietly when the value is %s", (_label, raw) => {
    const { tabs, reset } = parseTagsView(raw, ALL);
    expect(reset).toBe(true);
    expect(keys(tabs)).toEqual(["/dashboard", "/dashboard/list"]);
  });

  it("starts with the pinned tabs when nothing is stored", () => {
    expect(parseTagsView(null, ALL)).toEqual({ tabs: affixTabs(ALL), reset: false });
    expect(parseTagsView("", ALL)).toEqual({ tabs: affixTabs(ALL), reset: false });
  });

  it("reads an entry from its fullPath alone, and prefers its path when it has both", () => {
    expect(restored([{ fullPath: "/worker/index" }])).toEqual(["/worker/index"]);
    expect(restored([{ fullPath: "/order/watch/detail" }])).toEqual(["/order/watch/detail"]);
    expect(restored([{ path: "/worker/index", search: "", fullPath: "/order/index" }])).toEqual([
      "/worker/index",
    ]);
  });

  it("keeps an entry without a search, drops one whose search is not text, and cuts a hash", () => {
    expect(restored([{ path: "/worker/index" }])).toEqual(["/worker/index"]);
    expect(restored([{ path: "/worker/index", search: 5 }])).toEqual([]);
    expect(restored([{ path: "/order/watch/detail", search: "?orderNo=Z#top" }])).toEqual([
      "/order/watch/detail?orderNo=Z",
    ]);
  });

  it("drops bad entries, unknown and forbidden routes and duplicates, and re-derives titles", () => {
    const raw = JSON.stringify([
      null,
      7,
      { path: 12 },
      { path: "relative" },
      { path: "/404", search: "" },
      { path: "/order/index", search: "", title: "forged" },
      { path: "/message/index", search: "", title: "<b>forged</b>" },
      { fullPath: "/message/index" },
      { fullPath: "/order/watch/detail?orderNo=Y" },
      { path: "/message/index", search: 5 },
    ]);
    const { tabs, reset } = parseTagsView(raw, NO_ORDERS);
    expect(reset).toBe(false);
    expect(keys(tabs)).toEqual(["/dashboard", "/dashboard/list", "/message/index"]);
    expect(tabs[2].title).toBe("我的消息");
    expect(keys(parseTagsView(raw, ALL).tabs)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/order/index",
      "/message/index",
      "/order/watch/detail?orderNo=Y",
    ]);
  });
});

describe("tab actions", () => {
  const open = [
    tab("/dashboard"),
    tab("/dashboard/list"),
    tab("/message/index"),
    tab("/order/index"),
    tab("/worker/index"),
  ];

  it("adds a visited tab once, at the end", () => {
    const added = addTab(open, tab("/order/watch/detail", "?orderNo=X"));
    expect(keys(added).at(-1)).toBe("/order/watch/detail?orderNo=X");
    expect(addTab(added, tab("/order/watch/detail", "?orderNo=X"))).toBe(added);
    expect(addTab(open, null)).toBe(open);
  });

  it("chooses the right neighbour, else the left one", () => {
    expect(neighbourOf(open, 2)?.fullPath).toBe("/order/index");
    expect(neighbourOf(open, 4)?.fullPath).toBe("/order/index");
    expect(neighbourOf([open[2]], 0)).toBeNull();
  });

  it("closing the active tab moves to its neighbour; closing another one stays", () => {
    expect(closeTab(open, "/message/index", "/message/index")).toEqual({
      tabs: [open[0], open[1], open[3], open[4]],
      navigateTo: "/order/index",
    });
    expect(closeTab(open, "/worker/index", "/worker/index").navigateTo).toBe("/order/index");
    expect(closeTab(open, "/worker/index", "/message/index")).toEqual({
      tabs: open.slice(0, 4),
      navigateTo: null,
    });
  });

  it("closes the first tab too, leaves the tabs as they are for an unknown key, and falls back to / when none is left", () => {
    const [messages, orders] = [open[2], open[3]];
    expect(closeTab([messages, orders], "/message/index", "/message/index")).toEqual({
      tabs: [orders],
      navigateTo: "/order/index",
    });
    expect(closeTab(open, "/nowhere", "/message/index")).toEqual({ tabs: open, navigateTo: null });
    expect(closeTab([messages], "/message/index", "/message/index")).toEqual({ tabs: [], navigateTo: "/" });
    expect(closeOthers([messages], "/nowhere", "/message/index")).toEqual({ tabs: [], navigateTo: "/" });
  });

  it("never closes a pinned tab", () => {
    expect(closeTab(open, "/dashboard", "/dashboard")).toEqual({ tabs: open, navigateTo: null });
    expect(keys(closeOthers(open, "/order/index", "/order/index").tabs)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/order/index",
    ]);
    expect(keys(closeAll(open, "/order/index").tabs)).toEqual(["/dashboard", "/dashboard/list"]);
  });

  it("close others moves to the kept tab when the active one closed", () => {
    expect(closeOthers(open, "/order/index", "/message/index").navigateTo).toBe("/order/index");
    expect(closeOthers(open, "/order/index", "/order/index").navigateTo).toBeNull();
    expect(closeOthers(open, "/order/index", "/dashboard").navigateTo).toBeNull();
  });

  it("close all goes to the first pinned tab unless a pinned tab is active", () => {
    expect(closeAll(open, "/worker/index").navigateTo).toBe("/dashboard");
    expect(closeAll(open, "/dashboard/list").navigateTo).toBeNull();
    expect(closeAll([open[2]], "/message/index")).toEqual({ tabs: [], navigateTo: "/" });
  });
});
