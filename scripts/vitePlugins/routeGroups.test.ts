import { describe, expect, it } from "vitest";
import { routeGroups, type PlannedChunk, type PlannedRoute } from "./routeGroups";

/** A chunk of the first build: its modules (each 1,000 bytes unless given) and its static imports. */
const chunk = (
  file: string,
  modules: string[] | Record<string, number>,
  imports: string[] = [],
  isEntry = false,
): PlannedChunk => ({
  file,
  modules: Array.isArray(modules) ? Object.fromEntries(modules.map((id) => [id, 1000])) : modules,
  imports,
  isEntry,
});

/**
 * The page's entry, two list routes and a detail route, the way the bundler splits them: one chunk per set of
 * dynamic imports sharing a module.
 */
const CHUNKS = [
  chunk("index.js", ["index.html", "main"], ["boot.js"], true),
  chunk("boot.js", ["react"]),
  chunk("admin.js", ["AdminApp"], ["table.js", "frame.js"]),
  chunk("frame.js", ["menu", "header"]),
  chunk("orders.js", ["ordersScreen", "orderColumns"], ["table.js", "status.js"]),
  chunk("workers.js", ["workersScreen"], ["table.js", "status.js"]),
  chunk("detail.js", ["detailScreen"], ["status.js", "descriptions.js"]),
  chunk("table.js", ["antdTable"]),
  chunk("status.js", ["statusTag"]),
  chunk("descriptions.js", ["antdDescriptions"]),
  // Only a dialog loads it: no route does.
  chunk("dialog.js", ["dialog", "upload"], ["table.js"]),
];

const ROUTES: PlannedRoute[] = [
  { path: "/order/index", roots: ["index.html", "AdminApp", "ordersScreen"] },
  { path: "/worker/index", roots: ["index.html", "AdminApp", "workersScreen"] },
  { path: "/order/watch/detail", roots: ["index.html", "AdminApp", "detailScreen"] },
];

/** The plan with every route root grouped with its routes' modules. */
const plan = (chunks: readonly PlannedChunk[], routes: readonly PlannedRoute[], mergeBelow = 0) =>
  routeGroups(chunks, routes, mergeBelow, new Set(routes.flatMap((route) => route.roots)));

/** The modules of each group, by group name. */
function byGroup(groups: Map<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, name] of groups) (out[name] ??= []).push(id);
  for (const ids of Object.values(out)) ids.sort();
  return out;
}

describe("the build's chunks by route", () => {
  it("puts the modules loaded by the same routes in one chunk, named by the root it holds or how many share it", () => {
    const groups = plan(CHUNKS, ROUTES);
    const named = byGroup(groups);
    // What every route loads through the admin app, and the status tag all three screens use: one chunk, with the
    // admin app, the root all three start from.
    const everyRoute = Object.entries(named).find(([, ids]) => ids.includes("menu"));
    expect(everyRoute?.[1]).toEqual(["AdminApp", "antdTable", "header", "menu", "statusTag"]);
    expect(everyRoute?.[0]).toMatch(/^AdminApp-[0-9a-f]{6}$/);
    // A module of one route only: with that route's screen.
    expect(groups.get("orderColumns")).toMatch(/^ordersScreen-[0-9a-f]{6}$/);
    expect(groups.get("antdDescriptions")).toMatch(/^detailScreen-[0-9a-f]{6}$/);
    expect(groups.get("orderColumns")).not.toBe(groups.get("antdDescriptions"));
  });

  it("leaves the entry's chunk and what no route loads to the bundler; a route's root goes with its routes' group", () => {
    const groups = plan(CHUNKS, ROUTES);
    for (const id of ["index.html", "main", "dialog", "upload"]) expect(groups.has(id), id).toBe(false);
    expect([...groups.keys()].sort()).toEqual([
      "AdminApp",
      "antdDescriptions",
      "antdTable",
      "detailScreen",
      "header",
      "menu",
      "orderColumns",
      "ordersScreen",
      "react",
      "statusTag",
      "workersScreen",
    ]);
    // A dynamic import of a root loads the chunk that holds it: no chunk of its own.
    expect(groups.get("ordersScreen")).toBe(groups.get("orderColumns"));
    expect(groups.get("workersScreen")).toMatch(/^workersScreen-[0-9a-f]{6}$/);
    // What the entry's chunk imports: every route runs it.
    expect(groups.get("react")).toBe("boot");
  });

  it("leaves a root not named grouped in the chunk its dynamic import loads", () => {
    const groups = routeGroups(CHUNKS, ROUTES, 0, new Set(["AdminApp"]));
    expect(groups.has("ordersScreen")).toBe(false);
    expect(groups.has("detailScreen")).toBe(false);
    expect(groups.get("orderColumns")).toMatch(/^order-index-[0-9a-f]{6}$/);
    expect(groups.get("AdminApp")).toBe(groups.get("menu"));
    expect(groups.get("AdminApp")).toMatch(/^AdminApp-/);
  });

  it("names a chunk after a root only when most of its routes start from it", () => {
    const chunks = [
      chunk("index.js", ["index.html"], [], true),
      chunk("orders.js", ["ordersScreen"], ["shared.js"]),
      chunk("workers.js", ["workersScreen"], ["shared.js"]),
      chunk("detail.js", ["detailScreen"], ["shared.js"]),
      // A root of /order/watch/detail only that the two lists also load.
      chunk("shared.js", ["detailScreen2"]),
    ];
    const routes: PlannedRoute[] = [
      ...ROUTES.slice(0, 2).map((route) => ({
        ...route,
        roots: route.roots.filter((id) => id !== "AdminApp"),
      })),
      { path: "/order/watch/detail", roots: ["index.html", "detailScreen", "detailScreen2"] },
    ];
    expect(plan(chunks, routes).get("detailScreen2")).toMatch(/^shared3-/);
  });

  it("joins a small group to the smallest one loaded by all of its routes", () => {
    const chunks = [
      ...CHUNKS.filter((c) => c.file !== "orders.js"),
      chunk("orders.js", { ordersScreen: 10 }, ["table.js", "status.js", "orderOnly.js"]),
      chunk("orderOnly.js", { orderColumns: 200 }),
    ];
    expect(plan(chunks, ROUTES, 0).get("orderColumns")).toMatch(/^ordersScreen-/);
    const merged = plan(chunks, ROUTES, 500);
    // 200 bytes that only /order/index runs: with what the three routes load, the one larger group it loads.
    expect(merged.get("orderColumns")).toBe(merged.get("menu"));
  });

  /** Four routes, each from a screen of its own (not small): /a and /d share the small groups below. */
  const FOUR: PlannedRoute[] = ["a", "b", "c", "d"].map((id) => ({
    path: `/${id}`,
    roots: ["index.html", id],
  }));
  const screens = (imports: Record<string, string[]>) =>
    Object.entries(imports).map(([id, files]) => chunk(`${id}.js`, { [id]: 30000 }, files));
  const entry = chunk("index.js", ["index.html"], [], true);

  it("does not join a small group to one whose other routes would load its imports only for it", () => {
    const chunks = [
      entry,
      ...screens({
        a: ["small.js", "wide.js", "narrow.js"],
        b: ["wide.js"],
        c: ["narrow.js"],
        d: ["small.js", "wide.js", "narrow.js"],
      }),
      // /a and /d, importing what /b loads too.
      chunk("small.js", { small: 100 }, ["wide.js"]),
      chunk("wide.js", { wide: 30000 }),
      // As many routes, and larger: but /c does not load what the small group imports.
      chunk("narrow.js", { narrow: 50000 }),
    ];
    const merged = plan(chunks, FOUR, 500);
    expect(merged.get("small")).not.toBe(merged.get("narrow"));
    expect(merged.get("small")).toBe(merged.get("wide"));
  });

  it("takes the host with the fewest routes that has all of the small group's, then the largest", () => {
    const chunks = [
      entry,
      ...screens({
        a: ["small.js", "abd.js", "acd.js", "all.js"],
        b: ["abd.js", "all.js", "bcd.js"],
        c: ["acd.js", "all.js", "bcd.js"],
        d: ["small.js", "abd.js", "acd.js", "all.js", "bcd.js"],
      }),
      chunk("small.js", { small: 100 }),
      chunk("abd.js", { abd: 30000 }),
      chunk("acd.js", { acd: 20000 }),
      chunk("all.js", { all: 50000 }),
      // Larger, with as few routes, but not /a's.
      chunk("bcd.js", { bcd: 90000 }),
    ];
    const merged = plan(chunks, FOUR, 500);
    // Three routes each: the larger of the two that /a and /d load.
    expect(merged.get("small")).toBe(merged.get("abd"));
    expect(merged.get("acd")).not.toBe(merged.get("abd"));
  });

  it("joins a small group to a host that is not small itself; a group of exactly the limit is not small", () => {
    const chunks = [
      entry,
      ...screens({
        a: ["small.js", "alsoSmall.js", "all.js"],
        b: ["alsoSmall.js", "all.js"],
        c: ["all.js"],
        d: ["small.js", "alsoSmall.js", "all.js"],
      }),
      chunk("small.js", { small: 100 }),
      chunk("alsoSmall.js", { alsoSmall: 200 }),
      chunk("all.js", { all: 50000 }),
    ];
    const merged = plan(chunks, FOUR, 500);
    expect(merged.get("small")).toBe(merged.get("all"));
    expect(merged.get("alsoSmall")).toBe(merged.get("all"));
    const atTheLimit = plan(chunks, FOUR, 200);
    expect(atTheLimit.get("alsoSmall")).not.toBe(atTheLimit.get("all"));
    expect(atTheLimit.get("small")).toBe(atTheLimit.get("alsoSmall"));
  });

  it("names a load planned as a route by its source file; ignores a root or an import that is no chunk", () => {
    const chunks = [
      chunk("index.js", ["index.html"], [], true),
      // Chunks may import each other in a circle; an import of a file the build did not give is skipped.
      chunk("dialog.js", ["src/x/Dialog.tsx"], ["form.js", "gone.js"]),
      chunk("form.js", ["form"], ["dialog.js"]),
    ];
    const routes = [{ path: "src/x/Dialog.tsx", roots: ["src/x/Dialog.tsx", "missing"] }];
    expect(plan(chunks, routes).get("form")).toMatch(/^Dialog-[0-9a-f]{6}$/);
  });

  it("keeps apart the modules of two sets of routes whose indexes read alike (0 and 12, 0, 1 and 2)", () => {
    const screens = Array.from({ length: 13 }, (_, i) => `screen${i}`);
    const imports = (i: number) => [...(i === 0 || i === 12 ? ["x.js"] : []), ...(i <= 2 ? ["y.js"] : [])];
    const chunks = [
      chunk("index.js", ["index.html"], [], true),
      ...screens.map((id, i) => chunk(`${id}.js`, [id], imports(i))),
      chunk("x.js", ["x"]),
      chunk("y.js", ["y"]),
    ];
    const routes = screens.map((id) => ({ path: `/${id}`, roots: [id] }));
    const groups = plan(chunks, routes);
    expect(groups.get("x")).toMatch(/^shared2-/);
    expect(groups.get("y")).toMatch(/^shared3-/);
    expect(groups.get("x")).not.toBe(groups.get("y"));
  });

  it("joins a small group of two routes only to a group loaded by both", () => {
    const chunks = [
      chunk("index.js", ["index.html"], [], true),
      chunk("orders.js", ["ordersScreen"], ["small.js", "ordersDetail.js", "all.js"]),
      chunk("workers.js", ["workersScreen"], ["small.js", "all.js"]),
      chunk("detail.js", ["detailScreen"], ["ordersDetail.js", "all.js"]),
      chunk("small.js", { small: 100 }),
      // /order/index and /order/watch/detail: as many routes as the small group, one of them not its own.
      chunk("ordersDetail.js", { ordersDetail: 30000 }),
      chunk("all.js", { all: 50000 }),
    ];
    const merged = plan(chunks, ROUTES, 500);
    expect(merged.get("small")).toBe(merged.get("all"));
  });

  describe("a later load (a dialog opened on a page)", () => {
    /** The login and two admin pages; the admin app may open a dialog on either admin page. */
    const chunks: PlannedChunk[] = [
      {
        ...chunk("index.js", ["index.html", "main"], ["boot.js"], true),
        dynamicImports: ["login.js", "admin.js"],
      },
      chunk("boot.js", ["react"]),
      chunk("login.js", ["LoginPage"], ["form.js"]),
      {
        ...chunk("admin.js", ["AdminApp"], ["frame.js", "header.js"]),
        dynamicImports: ["orders.js", "workers.js", "dialog.js"],
      },
      chunk("frame.js", { menu: 30000 }),
      chunk("header.js", { header: 30000 }),
      chunk("orders.js", ["ordersScreen"], ["status.js", "rowFormat.js"]),
      chunk("workers.js", ["workersScreen"]),
      chunk("status.js", { status: 30000 }),
      chunk("rowFormat.js", { rowFormat: 100 }),
      chunk("form.js", { antdForm: 30000 }),
      chunk("dialog.js", { dialog: 1000, upload: 30000 }, ["form.js", "frame.js", "rowFormat.js"]),
    ];
    const routes: PlannedRoute[] = [
      { path: "/login", roots: ["index.html", "LoginPage"] },
      { path: "/order/index", roots: ["index.html", "AdminApp", "ordersScreen"] },
      { path: "/worker/index", roots: ["index.html", "AdminApp", "workersScreen"] },
      { path: "src/Dialog.tsx", roots: ["dialog"], later: true },
    ];

    it("does not part what every page that can open it loads already", () => {
      const groups = plan(chunks, routes);
      // The dialog needs the menu, not the header: both are loaded before it on either admin page.
      expect(groups.get("menu")).toBe(groups.get("header"));
      expect(groups.get("menu")).toMatch(/^AdminApp-/);
      // Counted as a route, the dialog would part them.
      const asRoute = plan(
        chunks,
        routes.map((route) => ({ ...route, later: false })),
      );
      expect(asRoute.get("menu")).not.toBe(asRoute.get("header"));
    });

    it("counts what it needs beyond them, and the login does not open it through the admin app it may load", () => {
      const groups = plan(chunks, routes);
      // The form: the login's and the dialog's, not the admin pages'.
      expect(groups.get("antdForm")).toMatch(/^shared2-/);
      expect(groups.get("antdForm")).not.toBe(groups.get("menu"));
      expect(groups.get("upload")).toBe(groups.get("dialog"));
      expect(groups.get("upload")).toMatch(/^dialog-/);
    });

    it("takes a small group of its own and a page's into a group loaded before it", () => {
      // 100 bytes of /order/index and the dialog: with what both admin pages load, which the dialog finds loaded.
      const merged = plan(chunks, routes, 500);
      expect(merged.get("rowFormat")).toBe(merged.get("menu"));
      const apart = plan(chunks, routes, 0);
      expect(apart.get("rowFormat")).not.toBe(apart.get("menu"));
    });
  });
});
