/**
 * The plan of the build's chunks by route (issue 44), from a first build's chunks: pure, used by routeChunks.ts.
 *
 * A module's routes are the measured routes whose cold load runs it: its chunk is in the static closure of the chunks
 * of the route's roots, in a build whose chunking is the bundler's own (so after tree shaking, exactly). Modules with
 * the same routes share a chunk: a route loads that chunk only when it needs one of its modules, and then needs all
 * of them, so no route loads more than before. A group smaller than `mergeBelow` joins the smallest group loaded by
 * every one of its routes and more, if those other routes load what it imports already: they load its few bytes
 * more and nothing else, its routes a file fewer.
 */
import { createHash } from "node:crypto";

/** One chunk of the first build (the fields read here). */
export interface PlannedChunk {
  file: string;
  /** Each module's id and its rendered length. */
  modules: Record<string, number>;
  imports: string[];
  isEntry: boolean;
}

/** A route: its path and the modules (ids) its cold load starts from, the page's entry aside. */
export interface PlannedRoute {
  path: string;
  roots: string[];
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

/** The chunks that `files` load: themselves and their static imports, transitively (an external is no chunk). */
function staticClosure(byFile: ReadonlyMap<string, PlannedChunk>, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop()!;
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk) continue;
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return seen;
}

/** Each module's routes, in groups by routes; what the entry loads (every route) and what no route loads aside. */
function groupsByRoutes(chunks: readonly PlannedChunk[], routes: readonly PlannedRoute[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const fileOf = new Map<string, string>();
  for (const chunk of chunks) for (const id of Object.keys(chunk.modules)) fileOf.set(id, chunk.file);
  const boot = staticClosure(
    byFile,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.file),
  );
  const routesOf = new Map<string, number[]>();
  const loaded = routes.map((route) =>
    staticClosure(
      byFile,
      route.roots.flatMap((id) => fileOf.get(id) ?? []),
    ),
  );
  routes.forEach((_route, index) => {
    for (const file of loaded[index]) {
      if (boot.has(file)) continue;
      for (const id of Object.keys(byFile.get(file)!.modules))
        routesOf.set(id, [...(routesOf.get(id) ?? []), index]);
    }
  });
  // The entry's own chunk and the routes' roots stay where the bundler puts them.
  const kept = new Set(routes.flatMap((route) => route.roots));
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
  for (const group of groups.values()) group.needs = staticClosure(byFile, [...group.own]);
  return { boot, byFile, kept, loaded, groups: [...groups.values()] };
}

/**
 * The group that takes a small one: loaded by all of its routes and the fewest others, the largest of those, whose
 * other routes load everything the small one imports already, so that they load its modules and nothing else more.
 * Hosts are the groups that are not small.
 */
function hostOf(small: Group, hosts: readonly Group[], loaded: readonly Set<string>[]): Group | undefined {
  const takes = (host: Group) =>
    small.routes.every((route) => host.routes.includes(route)) &&
    host.routes.every(
      (route) =>
        small.routes.includes(route) ||
        [...small.needs].every((file) => small.own.has(file) || loaded[route].has(file)),
    );
  return hosts.filter(takes).sort((a, b) => a.routes.length - b.routes.length || b.size - a.size)[0];
}

/** A chunk's name: its route's path, or how many routes share it; and a hash of its routes. */
function groupName(group: Group, routes: readonly PlannedRoute[]): string {
  const hash = createHash("sha1").update(group.key).digest("hex").slice(0, 6);
  const [only, ...more] = group.routes;
  const what =
    more.length === 0
      ? routes[only].path.replace(/^\//, "").replace(/[/.]/g, "-")
      : `shared${group.routes.length}`;
  return `${what}-${hash}`;
}

/**
 * The chunk (group name) of each module: `boot` for what the entry's chunk imports (every route runs it), else one
 * named after its routes. No name for the entry's own chunk, the routes' roots (each stays the chunk its dynamic
 * import loads) and what no route loads: those keep the bundler's chunking.
 */
export function routeGroups(
  chunks: readonly PlannedChunk[],
  routes: readonly PlannedRoute[],
  mergeBelow = 0,
): Map<string, string> {
  const { boot, byFile, kept, loaded, groups } = groupsByRoutes(chunks, routes);
  const hosts = groups.filter((group) => group.size >= mergeBelow);
  const names = new Map<string, string>();
  for (const file of boot) {
    for (const id of Object.keys(byFile.get(file)!.modules)) if (!kept.has(id)) names.set(id, "boot");
  }
  for (const group of groups) {
    // A group that is not small is its own host: none has its routes and fewer.
    const host = hostOf(group, hosts, loaded) ?? group;
    for (const id of group.modules) names.set(id, groupName(host, routes));
  }
  return names;
}
