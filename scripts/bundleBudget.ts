/**
 * The bundle budget (issue 30): each route's cold JS (gzip bytes, exact: scripts/bundleGraph.ts) against the budget
 * of its route group, kept as data in scripts/budgets/<group>.json. Pure: the runner is scripts/bundleCheck.ts.
 *
 * A budget file holds the group's aim (the figure; a route without a budget of its own is held to it), each
 * route's budget (the size measured when it was set, plus a little headroom, never above the aim unless the route
 * was already above it) and the sizes its chunks had then, so a route over budget is reported with the chunks that
 * are new or grew.
 */
import { chunkName, type ChunkSize, type RouteSize } from "./bundleGraph";

export interface BudgetFile {
  /** The aim for the group, or null when it has none (a route then needs a budget of its own). */
  aimBytes: number | null;
  /** Budget per route path. */
  routes: Record<string, number>;
  /** Size per chunk label (see `chunkLabel`) when the budgets were set: the largest seen in the group. */
  chunks: Record<string, number>;
}

export type RouteGroup = "public" | "dashboard" | "lists" | "details";
export const GROUPS: readonly RouteGroup[] = ["public", "dashboard", "lists", "details"];

/** What decides a route's group: the public pages, the home page, detail pages (hidden routes), the other pages. */
export interface RouteKind {
  path: string;
  public?: boolean;
  hidden?: boolean;
}

export function groupOf(route: RouteKind): RouteGroup {
  if (route.public) return "public";
  if (route.path === "/dashboard") return "dashboard";
  return route.hidden ? "details" : "lists";
}

/** A chunk's name across builds: its output name without the content hash (several chunks may share one). */
export const chunkLabel = (chunk: ChunkSize) => chunkName(chunk.file);

/** A route's chunks by label (chunks that share a label are summed). */
export function chunksByLabel(chunks: readonly ChunkSize[]): Map<string, number> {
  const labels = new Map<string, number>();
  for (const chunk of chunks)
    labels.set(chunkLabel(chunk), (labels.get(chunkLabel(chunk)) ?? 0) + chunk.bytes);
  return labels;
}

export interface Growth {
  label: string;
  /** Size when the budget was set; null for a chunk the route did not load then. */
  before: number | null;
  now: number;
}

export interface BudgetFailure {
  path: string;
  group: RouteGroup;
  bytes: number;
  /** The budget exceeded, or null when the route has none and its group no aim. */
  budget: number | null;
  grew: Growth[];
}

/** The chunks of a route that are new or larger than `recorded`, largest growth first. */
export function grownChunks(route: RouteSize, recorded: Readonly<Record<string, number>>): Growth[] {
  const grew: Growth[] = [];
  for (const [label, now] of chunksByLabel(route.chunks)) {
    const before = Object.hasOwn(recorded, label) ? recorded[label] : null;
    if (before === null || now > before) grew.push({ label, before, now });
  }
  return grew.sort((a, b) => b.now - (b.before ?? 0) - (a.now - (a.before ?? 0)));
}

/** The budget a route is held to: its own, else its group's aim, else none. */
export function budgetOf(path: string, file: BudgetFile | undefined): number | null {
  if (file && Object.hasOwn(file.routes, path)) return file.routes[path];
  return file?.aimBytes ?? null;
}

/** Every route over its budget (or with none to hold it to), with the chunks that grew. */
export function checkBudgets(
  routes: readonly (RouteSize & { group: RouteGroup })[],
  budgets: Partial<Record<RouteGroup, BudgetFile>>,
): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  for (const route of routes) {
    const file = budgets[route.group];
    const budget = budgetOf(route.path, file);
    if (budget !== null && route.bytes <= budget) continue;
    failures.push({
      path: route.path,
      group: route.group,
      bytes: route.bytes,
      budget,
      grew: grownChunks(route, file?.chunks ?? {}),
    });
  }
  return failures;
}

/** The most JS files a cold load of a list route may take (issue 44: requests, not bytes, on a slow network). */
export const LIST_FILES_AIM = 40;

/** Every list route whose cold load takes more JS files than `LIST_FILES_AIM`, as text. */
export function tooManyFiles(routes: readonly (RouteSize & { group: RouteGroup })[]): string[] {
  return routes
    .filter((route) => route.group === "lists" && route.chunks.length > LIST_FILES_AIM)
    .map(
      (route) =>
        `${route.path}: ${route.chunks.length} JS files on a cold load, more than ${LIST_FILES_AIM} (scripts/vitePlugins/routeChunks.ts groups them)`,
    );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One failure as text: the route, its size and budget, and the chunks that grew. */
export function describeFailure(failure: BudgetFailure): string {
  const over =
    failure.budget === null
      ? `${failure.path}: ${failure.bytes} B (${kb(failure.bytes)}) of JS and no budget (add one to scripts/budgets/${failure.group}.json)`
      : `${failure.path}: ${failure.bytes} B (${kb(failure.bytes)}) of JS, over its budget of ${failure.budget} B (${kb(failure.budget)}) by ${failure.bytes - failure.budget} B`;
  const grew = failure.grew
    .slice(0, 8)
    .map((g) => (g.before === null ? `${g.label} new, ${g.now} B` : `${g.label} ${g.before} → ${g.now} B`));
  return grew.length > 0 ? `${over}\n    chunks that grew: ${grew.join("; ")}` : over;
}

/** Headroom over a measured size: 1.5 % rounded up to the next KB. */
export function withHeadroom(bytes: number): number {
  return Math.ceil((bytes * 1.015) / 1024) * 1024;
}

/**
 * New budgets for a group from its measured routes: the size plus headroom, capped at the route's aim when it is
 * under it (`aimOf`: the aim of a route, or null), and the group's aim for routes added later.
 */
export function budgetsFor(
  routes: readonly RouteSize[],
  aimBytes: number | null,
  aimOf: (path: string) => number | null = () => aimBytes,
): BudgetFile {
  const budgets: Record<string, number> = {};
  const chunks: Record<string, number> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const padded = withHeadroom(route.bytes);
    const aim = aimOf(route.path);
    budgets[route.path] = aim !== null && route.bytes <= aim ? Math.min(padded, aim) : padded;
    for (const [label, bytes] of chunksByLabel(route.chunks))
      chunks[label] = Math.max(chunks[label] ?? 0, bytes);
  }
  const sortedChunks = Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
  return { aimBytes, routes: budgets, chunks: sortedChunks };
}
