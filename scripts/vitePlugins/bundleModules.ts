/**
 * Writes the modules the bundle includes to `<outDir>/.vite/modules.json` (beside Vite's manifest.json): every
 * module of every JS chunk, as a path from the project root (`src/main.tsx`, `node_modules/dayjs/locale/zh-cn.js`),
 * sorted, with the chunk that holds it (`assets/shared25-… .js`). The bundle check reads it: to find a module
 * imported for its side effects that the bundler dropped, e.g. one wrongly declared free of side effects
 * (scripts/sideEffectCheck.ts, scripts/vitePlugins/sideEffectFree.ts), and to find the chunk of a route's root that
 * the manifest does not name (one grouped with other modules, scripts/bundleGraph.ts).
 */
import path from "node:path";
import type { Plugin } from "vite";

/** The file, under the build's output directory. */
export const MODULES_FILE = ".vite/modules.json";

/**
 * A module id as a path from `root` (posix separators); virtual modules (`\0…`) and ids that are no path as is. A
 * package's module is `node_modules/<package>/…` wherever the packages are installed (a checkout whose node_modules
 * is a link to another's resolves to the other's real path).
 */
export function moduleIdFromRoot(root: string, id: string): string {
  if (!path.isAbsolute(id)) return id;
  const posix = id.split(path.sep).join("/");
  const inPackages = posix.indexOf("/node_modules/");
  if (inPackages >= 0) return posix.slice(inPackages + 1);
  return path.relative(root, id).split(path.sep).join("/");
}

type Bundle = Record<string, { type: string; modules?: Record<string, unknown> }>;

/** The modules of the chunks of a bundle, from `root`, sorted, each with its chunk's file. */
export function bundleModuleChunks(root: string, bundle: Bundle): Record<string, string> {
  const chunkOf = new Map<string, string>();
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type !== "chunk") continue;
    for (const id of Object.keys(output.modules ?? {})) chunkOf.set(moduleIdFromRoot(root, id), file);
  }
  return Object.fromEntries([...chunkOf].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function bundleModules(root: string): Plugin {
  return {
    name: "provider-console:bundle-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const source = `${JSON.stringify(bundleModuleChunks(root, bundle), null, 1)}\n`;
      this.emitFile({ type: "asset", fileName: MODULES_FILE, source });
    },
  };
}
