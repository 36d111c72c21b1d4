/**
 * `npm run bundle`: the bundle report and budget (issue 30). Builds dist/ when it is stale, prints each route's cold
 * JS (gzip bytes) with its chunks above 5 KB, and fails (exit 1) when a route is over its budget
 * (scripts/budgets/<group>.json), naming the route and the chunks that grew, or when a module the console needs for
 * its side effects is not in the bundle (scripts/sideEffectCheck.ts, issue 42 §4). `npm test` runs it after the build.
 *
 *   npm run bundle                       report and check
 *   npm run bundle -- --write            set every budget from this build (size + headroom, within the issue's aims)
 *   npm run bundle -- --dist <dir>       report and check the build in <dir> (built with vite.config.ts), as is
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt, DIST, ROOT } from "./lib.mjs";
import { chunkName, readBuild, routeSizes } from "./bundleGraph";
import {
  budgetsFor,
  checkBudgets,
  describeFailure,
  GROUPS,
  groupOf,
  tooManyFiles,
  type BudgetFile,
  type RouteGroup,
} from "./bundleBudget";
import { allRouteRoots } from "./bundleRoutes";
import {
  describeMissing,
  missingSideEffectModules,
  readBundleModules,
  readSideEffectImports,
} from "./sideEffectCheck";

const BUDGETS_DIR = path.join(ROOT, "scripts", "budgets");
const KB = 1024;
/** The issue's aims (gzip bytes of a cold load's JS). */
const GROUP_AIMS: Record<RouteGroup, number | null> = {
  public: null,
  dashboard: 380 * KB,
  lists: 480 * KB,
  details: 500 * KB,
};
const ROUTE_AIMS: Record<string, number> = { "/login": 180 * KB };
/** Chunks listed under each route in the report. */
const LISTED_CHUNK_BYTES = 5 * KB;

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const budgetPath = (group: RouteGroup) => path.join(BUDGETS_DIR, `${group}.json`);

function readBudgets(): Partial<Record<RouteGroup, BudgetFile>> {
  const budgets: Partial<Record<RouteGroup, BudgetFile>> = {};
  for (const group of GROUPS) {
    try {
      budgets[group] = JSON.parse(readFileSync(budgetPath(group), "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return budgets;
}

/** The build to read: `--dist <dir>`, else dist/ (built first when stale). */
function distArgument(): string | null {
  const at = process.argv.indexOf("--dist");
  if (at < 0) return null;
  const dir = process.argv[at + 1];
  if (!dir) throw new Error("--dist needs a directory");
  return path.resolve(dir);
}

/** The side-effect check of the build in `dist`: prints what is missing; true when nothing is. */
function checkSideEffects(dist: string): boolean {
  const missing = missingSideEffectModules(readBundleModules(dist), readSideEffectImports(ROOT));
  for (const module of missing) console.log(`MISSING ${describeMissing(module)}`);
  console.log(
    missing.length === 0
      ? "Side effects: every side-effect import of the bundled source and every module kept for its side effects is in the bundle."
      : `Side effects: ${missing.length} modules needed for their side effects are not in the bundle.`,
  );
  return missing.length === 0;
}

async function main(): Promise<number> {
  const write = process.argv.includes("--write");
  const dist = distArgument() ?? DIST;
  if (dist === DIST && (await ensureBuilt()) !== 0) return 1;
  const { manifest, chunkOf, sizeOf } = readBuild(dist);
  const routes = await allRouteRoots(ROOT, manifest, chunkOf);
  const groups = new Map(routes.map((route) => [route.path, groupOf(route)]));
  const sizes = routeSizes(manifest, routes, sizeOf).map((size) => ({
    ...size,
    group: groups.get(size.path) ?? "lists",
  }));
  const budgets = readBudgets();

  console.log("\nCold JS per route (gzip bytes; chunks above 5 KB)\n");
  for (const route of sizes) {
    const budget = budgets[route.group]?.routes[route.path] ?? budgets[route.group]?.aimBytes ?? null;
    const limit = budget === null ? "no budget" : `budget ${kb(budget)} KB`;
    console.log(
      `${route.path.padEnd(34)} ${kb(route.bytes).padStart(7)} KB  ${String(route.bytes).padStart(7)} B  ${String(route.chunks.length).padStart(3)} files  ${limit}`,
    );
    const listed = route.chunks.filter((c) => c.bytes > LISTED_CHUNK_BYTES);
    console.log(`    ${listed.map((c) => `${chunkName(c.file)} ${kb(c.bytes)}`).join(", ")}`);
  }

  if (write) {
    for (const group of GROUPS) {
      const members = sizes.filter((route) => route.group === group);
      const file = budgetsFor(members, GROUP_AIMS[group], (p) => ROUTE_AIMS[p] ?? GROUP_AIMS[group]);
      writeFileSync(budgetPath(group), `${JSON.stringify(file, null, 2)}\n`);
    }
    console.log(`\nBudgets written to ${path.relative(ROOT, BUDGETS_DIR)}/`);
    return 0;
  }

  console.log("");
  const sideEffectsKept = checkSideEffects(dist);
  const failures = checkBudgets(sizes, budgets);
  const crowded = tooManyFiles(sizes);
  for (const route of crowded) console.log(`TOO MANY FILES ${route}`);
  console.log("");
  if (failures.length === 0) {
    console.log(`Bundle budget: all ${sizes.length} routes within their budgets.`);
    return sideEffectsKept && crowded.length === 0 ? 0 : 1;
  }
  for (const failure of failures) console.log(`OVER BUDGET ${describeFailure(failure)}`);
  console.log(`\nBundle budget: ${failures.length} of ${sizes.length} routes over their budgets.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
