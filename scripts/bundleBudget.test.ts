import { describe, expect, it } from "vitest";
import { jsClosure, manifestKeyOf, routeSizes, screenSpecifier, type Manifest } from "./bundleGraph";
import {
  budgetsFor,
  checkBudgets,
  describeFailure,
  groupOf,
  LIST_FILES_AIM,
  tooManyFiles,
  withHeadroom,
  type BudgetFile,
} from "./bundleBudget";

/** A small build: the entry, the admin part, two screens sharing the table, one dialog loaded on first use. */
const manifest: Manifest = {
  "index.html": { file: "assets/index-AAAAAAAA.js", isEntry: true, imports: ["_react-BBBBBBBB.js"] },
  "_react-BBBBBBBB.js": { file: "assets/react-BBBBBBBB.js" },
  "_table-CCCCCCCC.js": { file: "assets/table-CCCCCCCC.js", imports: ["_react-BBBBBBBB.js"] },
  "src/AdminApp.tsx": { file: "assets/AdminApp-DDDDDDDD.js", isDynamicEntry: true, imports: ["index.html"] },
  "src/resources/orders/pages.tsx": {
    file: "assets/pages-EEEEEEEE.js",
    isDynamicEntry: true,
    imports: ["_table-CCCCCCCC.js", "index.html"],
    dynamicImports: ["src/widgets/dialog/Dialog.tsx"],
  },
  "src/resources/dashboard/DashboardPage.tsx": {
    file: "assets/DashboardPage-FFFFFFFF.js",
    isDynamicEntry: true,
  },
  "src/widgets/dialog/Dialog.tsx": { file: "assets/Dialog-GGGGGGGG.js", isDynamicEntry: true },
  "style.css": { file: "assets/style-HHHHHHHH.css" },
};

const sizes: Record<string, number> = {
  "assets/index-AAAAAAAA.js": 70_000,
  "assets/react-BBBBBBBB.js": 60_000,
  "assets/table-CCCCCCCC.js": 80_000,
  "assets/AdminApp-DDDDDDDD.js": 20_000,
  "assets/pages-EEEEEEEE.js": 10_000,
  "assets/DashboardPage-FFFFFFFF.js": 5_000,
  "assets/Dialog-GGGGGGGG.js": 30_000,
};
const sizeOf = (file: string) => sizes[file];

const routes = [
  { path: "/order/index", roots: ["index.html", "src/AdminApp.tsx", "src/resources/orders/pages.tsx"] },
  {
    path: "/dashboard",
    roots: ["index.html", "src/AdminApp.tsx", "src/resources/dashboard/DashboardPage.tsx"],
  },
];

describe("the route → chunk graph", () => {
  it("counts each root's chunk and its static imports once, not what the page imports on first use", () => {
    expect(jsClosure(manifest, routes[0].roots)).toEqual([
      "assets/index-AAAAAAAA.js",
      "assets/react-BBBBBBBB.js",
      "assets/AdminApp-DDDDDDDD.js",
      "assets/pages-EEEEEEEE.js",
      "assets/table-CCCCCCCC.js",
    ]);
  });

  it("sums a route's gzip bytes and lists its chunks largest first", () => {
    const [orders, dashboard] = routeSizes(manifest, routes, sizeOf);
    expect(orders.bytes).toBe(240_000);
    expect(orders.chunks.map((c) => c.file)[0]).toBe("assets/table-CCCCCCCC.js");
    expect(dashboard.bytes).toBe(155_000);
  });

  it("names a module missing from the build", () => {
    expect(() => jsClosure(manifest, ["src/nowhere.tsx"])).toThrow("src/nowhere.tsx");
    expect(manifestKeyOf(manifest, "src/resources/orders/pages")).toBe("src/resources/orders/pages.tsx");
  });

  it("finds a root grouped with other modules by the chunk that holds it (modules.json)", () => {
    const chunkOf = { "src/resources/engine/ListView.tsx": "assets/table-CCCCCCCC.js" };
    expect(manifestKeyOf(manifest, "src/resources/engine/ListView.tsx", chunkOf)).toBe("_table-CCCCCCCC.js");
    expect(() => manifestKeyOf(manifest, "src/resources/engine/ListView.tsx")).toThrow(
      "no chunk of the build",
    );
  });

  it("reads the module a lazily loaded screen imports", () => {
    // The loader's text as tsx runs it (vitest rewrites a real import() here).
    const loader = (text: string) => Object.assign(() => undefined, { toString: () => text });
    expect(screenSpecifier(loader('() => import("./DashboardPage")'))).toBe("./DashboardPage");
    expect(
      screenSpecifier(loader('() => import("./pages").then((pages) => ({ default: pages[name] }))')),
    ).toBe("./pages");
  });
});

describe("the bundle budget", () => {
  const measured = routeSizes(manifest, routes, sizeOf).map((r) => ({ ...r, group: groupOf(r) }));
  const budgets = {
    lists: budgetsFor(
      measured.filter((r) => r.group === "lists"),
      480 * 1024,
    ),
    dashboard: budgetsFor(
      measured.filter((r) => r.group === "dashboard"),
      380 * 1024,
    ),
  };

  it("sets budgets a little over the measured size, never above the aim", () => {
    expect(budgets.lists.routes["/order/index"]).toBe(withHeadroom(240_000));
    expect(withHeadroom(240_000)).toBeGreaterThan(240_000);
    expect(withHeadroom(240_000)).toBeLessThan(240_000 * 1.03);
    const capped = budgetsFor([{ path: "/x", bytes: 479 * 1024, chunks: [] }], 480 * 1024);
    expect(capped.routes["/x"]).toBe(480 * 1024);
  });

  it("passes the build the budgets were set from", () => {
    expect(checkBudgets(measured, budgets)).toEqual([]);
  });

  it("fails with the route's name when its budget is lowered below its size", () => {
    const lowered: BudgetFile = { ...budgets.lists, routes: { "/order/index": 239_999 } };
    const failures = checkBudgets(measured, { ...budgets, lists: lowered });
    expect(failures.map((f) => f.path)).toEqual(["/order/index"]);
    expect(describeFailure(failures[0])).toContain("/order/index: 240000 B");
    expect(describeFailure(failures[0])).toContain("over its budget of 239999 B (234.4 KB) by 1 B");
  });

  it("names the chunks that grew or are new", () => {
    const grown = {
      ...manifest,
      "src/resources/orders/pages.tsx": {
        ...manifest["src/resources/orders/pages.tsx"],
        imports: ["_table-CCCCCCCC.js", "index.html", "src/widgets/dialog/Dialog.tsx"],
      },
    };
    const bigger = (file: string) => (file === "assets/table-CCCCCCCC.js" ? 90_000 : sizeOf(file));
    const after = routeSizes(grown, routes, bigger).map((r) => ({ ...r, group: groupOf(r) }));
    const [failure] = checkBudgets(after, budgets);
    expect(failure.path).toBe("/order/index");
    expect(failure.grew).toEqual([
      { label: "Dialog", before: null, now: 30_000 },
      { label: "table", before: 80_000, now: 90_000 },
    ]);
    expect(describeFailure(failure)).toContain(
      "chunks that grew: Dialog new, 30000 B; table 80000 → 90000 B",
    );
  });

  it("holds a route without a budget of its own to its group's aim", () => {
    const newcomer = {
      path: "/staff/index",
      bytes: 500 * 1024,
      chunks: [],
      group: groupOf({ path: "/staff/index" }),
    };
    const [failure] = checkBudgets([newcomer], budgets);
    expect(failure).toMatchObject({ path: "/staff/index", budget: 480 * 1024 });
    expect(checkBudgets([{ ...newcomer, bytes: 400 * 1024 }], budgets)).toEqual([]);
  });

  it("sorts routes into the issue's groups", () => {
    expect(groupOf({ path: "/login", public: true })).toBe("public");
    expect(groupOf({ path: "/dashboard" })).toBe("dashboard");
    expect(groupOf({ path: "/order/watch/detail", hidden: true })).toBe("details");
    expect(groupOf({ path: "/order/index" })).toBe("lists");
  });

  it("fails a list route whose cold load takes more files than the aim, and no other route", () => {
    expect(tooManyFiles(measured)).toEqual([]);
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ file: `assets/c${i}-AAAAAAAA.js`, bytes: 1 }));
    const crowded = [
      { path: "/order/index", group: "lists" as const, bytes: 41, chunks: files(LIST_FILES_AIM + 1) },
      { path: "/worker/index", group: "lists" as const, bytes: 40, chunks: files(LIST_FILES_AIM) },
      { path: "/apply/index", group: "public" as const, bytes: 50, chunks: files(50) },
    ];
    expect(tooManyFiles(crowded)).toEqual([expect.stringContaining("/order/index: 41 JS files")]);
  });
});
