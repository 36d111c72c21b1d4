/**
 * The check that no module the console needs for its side effects was left out of the bundle (issue 42 §4): the
 * build declares whole packages free of side effects (scripts/vitePlugins/sideEffectFree.ts), and a module so
 * declared, or any module wrongly taken for one, is dropped silently when nothing of it is read. Read from the list
 * of the bundle's modules (`<outDir>/.vite/modules.json`, scripts/vitePlugins/bundleModules.ts):
 * - every side-effect import (`import "x";`) of a module of src/ that is in the bundle resolves to a module that is
 *   in the bundle too (the dayjs locale, the React 19 patch for antd, the style sheets);
 * - the modules of KEPT_FOR_SIDE_EFFECTS, which matter by what they do on import, are in the bundle.
 * Pure apart from `readSideEffectImports` and `readBundleModules`; the runner is scripts/bundleCheck.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MODULES_FILE } from "./vitePlugins/bundleModules";

/** A module kept for what it does on import, by its path from the project root as the build names it. */
export interface KeptModule {
  module: string;
  why: string;
}

export const KEPT_FOR_SIDE_EFFECTS: readonly KeptModule[] = [
  {
    module: "node_modules/@ant-design/v5-patch-for-react-19/es/index.js",
    why: "gives antd React 19's render (src/main.tsx): without it message, notification, Modal.confirm and the wave fail",
  },
  {
    module: "node_modules/dayjs/locale/zh-cn.js",
    why: 'registers dayjs\'s zh-cn locale (src/AdminApp.tsx): without it dayjs.locale("zh-cn") stays English',
  },
  {
    module: "node_modules/rc-picker/es/generate/dayjs.js",
    why: "registers the dayjs plugins antd's pickers parse and format with (weekday, localeData, weekOfYear, …); it is under rc-*, declared free of side effects",
  },
];

/** A side-effect import of a source module: `import "specifier";` in `importer` (a path from the project root). */
export interface SideEffectImport {
  importer: string;
  specifier: string;
}

export type MissingModule =
  { kind: "import"; importer: string; specifier: string } | { kind: "kept"; module: string; why: string };

/** The specifiers of a module's side-effect imports: `import "x";`, with no bindings. */
export function sideEffectSpecifiers(source: string): string[] {
  return [...source.matchAll(/^[ \t]*import[ \t]*(["'])([^"'\n]+)\1[ \t]*;?/gm)].map((match) => match[2]);
}

const SCRIPT_EXTENSIONS = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"];
const withoutScriptExtension = (file: string) => file.replace(/\.(tsx?|jsx?|mjs|cjs)$/, "");

/**
 * Whether `module` (a path from the root, as in modules.json) is what `specifier` imported from `importer` resolves
 * to. A relative specifier names the file, with or without its script extension, or the folder of an index; a
 * package's subpath (`dayjs/locale/zh-cn`) names a module of the package whose path ends with it, extension aside;
 * a package alone (`@ant-design/v5-patch-for-react-19`) any module of the package, its entry being one.
 */
export function resolvesTo(importer: string, specifier: string, module: string): boolean {
  if (specifier.startsWith(".")) {
    const target = path.posix.join(path.posix.dirname(importer), specifier);
    if (module === target) return true;
    return [target, `${target}/index`].some((base) =>
      SCRIPT_EXTENSIONS.some((extension) => module === base + extension),
    );
  }
  const parts = specifier.split("/");
  const packageName = parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
  const subpath = withoutScriptExtension(parts.slice(packageName.split("/").length).join("/"));
  // The package's folder, also one nested in another package's node_modules.
  const marker = `node_modules/${packageName}/`;
  const nested = module.lastIndexOf(`/${marker}`);
  const start = nested >= 0 ? nested + 1 : module.startsWith(marker) ? 0 : -1;
  if (start < 0) return false;
  if (subpath === "") return true;
  const inPackage = withoutScriptExtension(module.slice(start + marker.length)).replace(/\/index$/, "");
  return inPackage === subpath || inPackage.endsWith(`/${subpath}`);
}

/**
 * What is missing from a bundle of `modules`: each side-effect import of a bundled module that resolves to no
 * bundled module (an import from a module outside the bundle is not checked), then each `kept` module not bundled.
 */
export function missingSideEffectModules(
  modules: readonly string[],
  imports: readonly SideEffectImport[],
  kept: readonly KeptModule[] = KEPT_FOR_SIDE_EFFECTS,
): MissingModule[] {
  const bundled = new Set(modules);
  const missing: MissingModule[] = [];
  for (const { importer, specifier } of imports) {
    if (!bundled.has(importer)) continue;
    if (modules.some((module) => resolvesTo(importer, specifier, module))) continue;
    missing.push({ kind: "import", importer, specifier });
  }
  for (const { module, why } of kept) {
    if (!bundled.has(module)) missing.push({ kind: "kept", module, why });
  }
  return missing;
}

/** One missing module as text. */
export function describeMissing(missing: MissingModule): string {
  return missing.kind === "import"
    ? `${missing.importer} imports "${missing.specifier}" for its side effects, and the bundle has no such module`
    : `${missing.module} is not in the bundle: it ${missing.why}`;
}

/** Whether a file of src/ is part of the console's source (not a test, nor the tests' setup). */
const isSourceFile = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts");

/** The console's source files under `root`/src (tests and src/test/ left out), from the root, in name order. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== "src/test") visit(file);
      } else if (isSourceFile(file)) found.push(file);
    }
  };
  visit("src");
  return found;
}

/** The side-effect imports of the source modules under `root`/src (tests and src/test/ left out). */
export function readSideEffectImports(root: string): SideEffectImport[] {
  return sourceFiles(root).flatMap((file) =>
    sideEffectSpecifiers(readFileSync(path.join(root, file), "utf8")).map((specifier) => ({
      importer: file,
      specifier,
    })),
  );
}

/** The modules of the build in `outDir` (its modules.json). */
export function readBundleModules(outDir: string): string[] {
  const file = path.join(outDir, MODULES_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: build with vite.config.ts (its bundle-modules plugin)`);
  return Object.keys(JSON.parse(readFileSync(file, "utf8")));
}
