/**
 * Writes the modules the bundle includes to `<outDir>/.vite/modules.json` (beside Vite's manifest.json): every
 * module of every JS chunk, as a path from the project root (`src/main.tsx`, `node_modules/dayjs/locale/zh-cn.js`),
 * sorted. The bundle check reads it (scripts/sideEffectCheck.ts) to find a module imported for its side effects
 * that the bundler dropped, e.g. one wrongly declared free of side effects (scripts/vitePlugins/sideEffectFree.ts).
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

/** The modules of the chunks of a bundle, from `root`, sorted and each once. */
export function bundleModuleIds(
  root: string,
  bundle: Record<string, { type: string; modules?: Record<string, unknown> }>,
): string[] {
  const ids = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== "chunk") continue;
    for (const id of Object.keys(output.modules ?? {})) ids.add(moduleIdFromRoot(root, id));
  }
  return [...ids].sort();
}

export function bundleModules(root: string): Plugin {
  return {
    name: "provider-console:bundle-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const source = `${JSON.stringify(bundleModuleIds(root, bundle), null, 1)}\n`;
      this.emitFile({ type: "asset", fileName: MODULES_FILE, source });
    },
  };
}
