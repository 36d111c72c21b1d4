/**
 * The plan of the build's chunks by route (issue 44), from a first build's chunks: pure, used by routeChunks.ts.
 *
 * A module's routes are the measured routes whose cold load runs it: its chunk is in the static closure of the chunks
 * of the route's roots, in a build whose chunking is the bundler's own (so after tree shaking, exactly). Modules with
 * the same routes share a chunk: a route loads that chunk only when it needs one of its modules, and then needs all
 * of them, so no route loads more than before. A group smaller than `mergeBelow` joins the smallest group loaded by
 * every one of its routes and more, if those other routes load what it imports already: they load its few bytes
 * more and nothing else, its routes a file fewer.
 *
 * A later load (a dialog, a popover) is made on a page already shown: it is counted with only what it needs beyond
 * what every route that can make it loads, or it would part modules that those routes always load together.
 */
import { createHash } from "node:crypto";
import path from "node:path";

/** One chunk of the first build (the fields read here). */
export interface PlannedChunk {
  file: string;
  /** Each module's id and its rendered length. */
  modules: Record<string, number>;
  imports: string[];
  /** The chunks it imports dynamically (none when not given). */
  dynamicImports?: string[];
  isEntry: boolean;
}

/** A route: its path and the modules (ids) its cold load starts from, the page's entry aside. */
export interface PlannedRoute {
  path: string;
  roots: string[];
  /** A load made on a page already shown (its roots' chunks are imported dynamically), not a page's cold load. */
  later?: boolean;
}

interface Group {
  /** The routes that load it (indexes into the routes, ascending), and those indexes as text. */
  routes: number[];
  key: string;
  modules: string[];
  size: number;
  /** The first build's chunks of its modules. */
  own: Set<string>;
  /** Those chunks and what they import (from `own`, once every module is placed). */
  needs: Set<string>;
}

/**
 * The chunks that `files` load: themselves and their static imports, transitively (an external is no chunk); with
 * `dynamic`, also what they may load later through dynamic imports, short of the chunks it names (other pages).
 */
function closure(
  byFile: ReadonlyMap<string, PlannedChunk>,
  files: readonly string[],
  dynamic?: { short: ReadonlySet<string> },
): Set<string> {
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop()!;
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk) continue;
    seen.add(file);
    stack.push(...chunk.imports);
    if (dynamic) stack.push(...(chunk.dynamicImports ?? []).filter((next) => !dynamic.short.has(next)));
  }
  return seen;
}

/**
 * What a later load finds loaded: what every page route that can make it loads (a route can when a chunk it may load
 * while it is shown imports the load's chunks dynamically). Empty when no route can.
 */
function loadedBefore(
  byFile: ReadonlyMap<string, PlannedChunk>,
  own: ReadonlySet<string>,
  pages: readonly { loaded: Set<string>; reach: Set<string> }[],
): Set<string> {
  const importers = [...byFile.values()].filter((chunk) =>
    chunk.dynamicImports?.some((file) => own.has(file)),
  );
  const makers = pages.filter((page) => importers.some((chunk) => page.reach.has(chunk.file)));
  if (makers.length === 0) return new Set();
  return new Set([...makers[0].loaded].filter((file) => makers.every((page) => page.loaded.has(file))));
}

/** Each module's routes, in groups by routes; what the entry loads (every route) and what no route loads aside. */
function groupsByRoutes(
  chunks: readonly PlannedChunk[],
  routes: readonly PlannedRoute[],
  groupedRoots: ReadonlySet<string>,
) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const fileOf = new Map<string, string>();
  for (const chunk of chunks) for (const id of Object.keys(chunk.modules)) fileOf.set(id, chunk.file);
  const boot = closure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
  );
  const routesOf = new Map<string, number[]>();
  const rootFiles = routes.map((route) => route.roots.flatMap((id) => fileOf.get(id) ?? []));
  const closures = rootFiles.map((files) => closure(byFile, files));
  // What a page may load while it is shown: not another page's roots, which a navigation loads.
  const pageRoots = new Set(rootFiles.filter((_files, index) => !routes[index].later).flat());
  const pages = routes.flatMap((route, index) => {
    if (route.later) return [];
    const short = new Set([...pageRoots].filter((file) => !rootFiles[index].includes(file)));
    return [{ loaded: closures[index], reach: closure(byFile, rootFiles[index], { short }) }];
  });
  // What each route loads itself (a later load: beyond what it finds loaded), and what is loaded once it is done.
  const loads = routes.map((route, index) => {
    const before = route.later ? loadedBefore(byFile, new Set(rootFiles[index]), pages) : new Set<string>();
    return {
      before,
      own: new Set([...closures[index]].filter((file) => !before.has(file))),
      after: new Set([...before, ...closures[index]]),
    };
  });
  const loaded = loads.map((load) => load.after);
  const before = loads.map((load) => load.before);
  routes.forEach((_route, index) => {
    for (const file of loads[index].own) {
      if (boot.has(file)) continue;
      for (const id of Object.keys(byFile.get(file)!.modules))
        routesOf.set(id, [...(routesOf.get(id) ?? []), index]);
    }
  });
  // The entry's own chunk, and each root not named grouped, stay where the bundler puts them.
  const kept = new Set(routes.flatMap((route) => route.roots).filter((id) => !groupedRoots.has(id)));
  for (const chunk of chunks) if (chunk.isEntry) for (const id of Object.keys(chunk.modules)) kept.add(id);
  const groups = new Map<string, Group>();
  for (const [id, indexes] of routesOf) {
    if (kept.has(id)) continue;
    const key = indexes.join(",");
    const group = groups.get(key) ?? {
      routes: indexes,
      key,
      modules: [],
      size: 0,
      own: new Set<string>(),
      needs: new Set<string>(),
    };
    group.modules.push(id);
    group.own.add(fileOf.get(id)!);
    group.size += byFile.get(fileOf.get(id)!)!.modules[id];
    groups.set(key, group);
  }
  for (const group of groups.values()) group.needs = closure(byFile, [...group.own]);
  return { boot, byFile, kept, loaded, before, groups: [...groups.values()] };
}

/**
 * The group that takes a small one: loaded by all of its routes and the fewest others, the largest of those, whose
 * other routes load everything the small one imports already, so that they load its modules and nothing else more.
 * A later load of the small one may lack the host when the host is loaded before it is made. Hosts are the groups
 * that are not small.
 */
function hostOf(
  small: Group,
  hosts: readonly Group[],
  { loaded, before }: { loaded: readonly Set<string>[]; before: readonly Set<string>[] },
): Group | undefined {
  const takes = (host: Group) =>
    small.routes.every(
      (route) => host.routes.includes(route) || [...host.own].every((file) => before[route].has(file)),
    ) &&
    host.routes.every(
      (route) =>
        small.routes.includes(route) ||
        [...small.needs].every((file) => small.own.has(file) || loaded[route].has(file)),
    );
  return hosts.filter(takes).sort((a, b) => a.routes.length - b.routes.length || b.size - a.size)[0];
}

/**
 * A chunk's name: the route root it holds that most of its routes start from (a dynamic import loads the chunk that
 * holds its module), else its route's path or how many routes share it; and a hash of its routes.
 */
function groupName(group: Group, modules: ReadonlySet<string>, routes: readonly PlannedRoute[]): string {
  const hash = createHash("sha1").update(group.key).digest("hex").slice(0, 6);
  const startFrom = (id: string) => group.routes.filter((index) => routes[index].roots.includes(id)).length;
  const [root] = [...new Set(group.routes.flatMap((index) => routes[index].roots))]
    .filter((id) => modules.has(id) && startFrom(id) * 2 >= group.routes.length)
    .sort((a, b) => startFrom(b) - startFrom(a));
  const [only, ...more] = group.routes;
  const what = root
    ? path.posix.basename(root).replace(/\.[^.]+$/, "")
    : more.length === 0
      ? routes[only].path.replace(/^\//, "").replace(/[/.]/g, "-")
      : `shared${group.routes.length}`;
  return `${what}-${hash}`;
}

/**
 * The chunk (group name) of each module: `boot` for what the entry's chunk imports (every route runs it), else one
 * named after the route root it holds or its routes. A root in `groupedRoots` is in the group of its routes like any
 * module: a dynamic import of it loads that chunk, with no chunk of its own in between. No name for the entry's own
 * chunk, the other roots (each stays the chunk its dynamic import loads) and what no route loads: those keep the
 * bundler's chunking.
 */
export function routeGroups(
  chunks: readonly PlannedChunk[],
  routes: readonly PlannedRoute[],
  mergeBelow = 0,
  groupedRoots: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const { boot, byFile, kept, loaded, before, groups } = groupsByRoutes(chunks, routes, groupedRoots);
  const hosts = groups.filter((group) => group.size >= mergeBelow);
  const names = new Map<string, string>();
  for (const file of boot) {
    for (const id of Object.keys(byFile.get(file)!.modules)) if (!kept.has(id)) names.set(id, "boot");
  }
  const members = new Map<Group, string[]>();
  for (const group of groups) {
    const host = group.size < mergeBelow ? (hostOf(group, hosts, { loaded, before }) ?? group) : group;
    members.set(host, [...(members.get(host) ?? []), ...group.modules]);
  }
  for (const [host, modules] of members) {
    const name = groupName(host, new Set(modules), routes);
    for (const id of modules) names.set(id, name);
  }
  return names;
}
