/**
 * Chunks by route (issue 44). The bundler's own chunking makes one chunk per set of dynamic imports that share a
 * module; the console has hundreds of them (each dialog, section and widget loads on first use), so a cold list
 * route loaded 136 JS files, 91 of them under 2 KB. This plugin makes the build in two passes:
 *
 * 1. A first build with the bundler's chunking, not written, tells which modules each route's cold load runs, after
 *    tree shaking: the static closure of its roots' chunks. The routes are the ones the bundle budget measures
 *    (scripts/bundleRoutes.ts), with the loads named in `laterLoads` as routes of their own.
 * 2. The build itself groups the modules by the routes that load them (scripts/vitePlugins/routeGroups.ts).
 *
 * In a build (`vite build`) only; `npm run dev` serves modules as they are.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Plugin } from "vite";
import { routeGroups, type PlannedChunk, type PlannedRoute } from "./routeGroups";

const run = promisify(execFile);

export interface RouteChunksOptions {
  /**
   * Loads after a route's first render that keep chunks of their own where they need less than the route groups
   * hold (source files from the project's root): each costs the routes a few files more.
   */
  laterLoads: string[];
  /** Groups smaller than this (bytes of the modules' code, before minifying) join a larger one. */
  mergeBelow: number;
  /**
   * Roots that go with the modules of their routes (source files from the project's root), with no chunk of their
   * own; the other roots keep theirs.
   */
  groupedRoots: string[];
}

/** The routes the bundle budget measures (scripts/routeSources.ts, run by tsx: the declarations are TypeScript). */
async function measuredRoutes(root: string): Promise<PlannedRoute[]> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/routeSources.ts"], {
    cwd: root,
  });
  const routes: PlannedRoute[] = JSON.parse(stdout);
  return routes.map((route) => ({
    path: route.path,
    roots: route.roots.map((file) => path.join(root, file)),
  }));
}

/** Set while the first build runs, so that it does not plan again. */
const PLANNING = "PROVIDER_CONSOLE_ROUTE_PLAN";

/** The first build's chunks. */
async function firstBuildChunks(root: string, mode: string): Promise<PlannedChunk[]> {
  const { build } = await import("vite");
  process.env[PLANNING] = "1";
  try {
    const output = await build({
      root,
      mode,
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "error",
      build: { write: false, minify: false, manifest: false },
    });
    const chunks: PlannedChunk[] = [];
    for (const result of Array.isArray(output) ? output : [output]) {
      if (!("output" in result)) throw new Error("route chunks: the first build gave no output");
      for (const item of result.output) {
        if (item.type !== "chunk") continue;
        const modules = Object.entries(item.modules).map(([id, module]) => [id, module.renderedLength]);
        chunks.push({
          file: item.fileName,
          modules: Object.fromEntries(modules),
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          isEntry: item.isEntry,
        });
      }
    }
    return chunks;
  } finally {
    delete process.env[PLANNING];
  }
}

export function routeChunks(options: RouteChunksOptions): Plugin {
  return {
    name: "provider-console:route-chunks",
    apply: (_config, env) => env.command === "build" && !process.env[PLANNING],
    async config(config, env) {
      const root = path.resolve(config.root ?? process.cwd());
      const [chunks, routes] = await Promise.all([firstBuildChunks(root, env.mode), measuredRoutes(root)]);
      const later = options.laterLoads.map((file) => ({
        path: file,
        roots: [path.join(root, file)],
        later: true,
      }));
      const grouped = new Set(options.groupedRoots.map((file) => path.join(root, file)));
      const groups = routeGroups(chunks, [...routes, ...later], options.mergeBelow, grouped);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A module's dependencies are loaded by all of its routes: each has its group, none is pulled in.
                includeDependenciesRecursively: false,
                groups: [{ name: (id: string) => groups.get(id) ?? null }],
              },
            },
          },
        },
      };
    },
  };
}
