/**
 * The build's route → chunk graph (issue 30): which JS files a cold load of each route downloads, read from Vite's
 * manifest (`dist/.vite/manifest.json`), and their gzip bytes. Pure apart from `readBuild` and `gzipBytesOf`; the
 * bundle budget (scripts/bundleBudget.ts) and the report (`npm run bundle`) use it.
 *
 * A route's JS is the static-import closure of its roots: the page's entry (index.html), and for an admin route the
 * authenticated part (src/AdminApp.tsx) with the live workplace it renders beside every page
 * (src/layout/live/LiveWorkplace.tsx), the admin frame (src/layout/AdminLayout.tsx) and the module of the route's
 * screen, each loaded by a dynamic import on the way to the page. What a page loads later by its own dynamic
 * imports (a dialog on first open, the export library, ...) is not counted: it is not part of a cold load.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { MODULES_FILE } from "./vitePlugins/bundleModules";

/** One entry of Vite's manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The page's entry: index.html. */
export const ENTRY = "index.html";
/** Roots every admin route loads with its screen (src/layout/adminChunks.ts, AdminApp's live workplace). */
export const APP_ROOTS = ["src/AdminApp.tsx", "src/layout/live/LiveWorkplace.tsx"];
/** The frame's root, loaded by every admin route but the full-page ones (src/layout/adminLayoutChunk.ts). */
export const FRAME_ROOT = "src/layout/AdminLayout.tsx";

/** The JS files (output paths) a cold load of `roots` downloads: each root's chunk and its static imports. */
export function jsClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** A route of the report: its path and the manifest keys (source paths) a cold load of it starts from. */
export interface RouteRoots {
  path: string;
  roots: string[];
}

export interface ChunkSize {
  file: string;
  bytes: number;
}

export interface RouteSize {
  path: string;
  /** Gzip bytes of every JS file of the route. */
  bytes: number;
  /** Its files, largest first. */
  chunks: ChunkSize[];
}

/** Each route's JS: its files (largest first) and their sum, sizes from `sizeOf` (gzip bytes of an output file). */
export function routeSizes(
  manifest: Manifest,
  routes: readonly RouteRoots[],
  sizeOf: (file: string) => number,
): RouteSize[] {
  return routes.map((route) => {
    const chunks = jsClosure(manifest, route.roots)
      .map((file) => ({ file, bytes: sizeOf(file) }))
      .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
    return { path: route.path, bytes: chunks.reduce((sum, c) => sum + c.bytes, 0), chunks };
  });
}

/** The files an import of `sourcePath` may name: itself, then with each extension or as a folder's index. */
export function moduleCandidates(sourcePath: string): string[] {
  const base = sourcePath.replace(/\.(tsx?|jsx?)$/, "");
  return [sourcePath, ...[".tsx", ".ts", "/index.tsx", "/index.ts"].map((ext) => base + ext)];
}

/**
 * The manifest key of a source module: its path from the project root, with the extension the build saw; or, when
 * the module is grouped with others (no key of its own), the key of the chunk that holds it (`chunkOf`: modules.json).
 */
export function manifestKeyOf(
  manifest: Manifest,
  sourcePath: string,
  chunkOf: Readonly<Record<string, string>> = {},
): string {
  const candidates = moduleCandidates(sourcePath);
  const key = candidates.find((candidate) => manifest[candidate]);
  if (key) return key;
  const file = candidates.map((candidate) => chunkOf[candidate]).find(Boolean);
  const holder = file && Object.keys(manifest).find((k) => manifest[k].file === file);
  if (holder) return holder;
  // Also imported statically elsewhere, the module lives in a shared chunk named after it (`_FormView-<hash>.js`).
  const base = sourcePath.replace(/\.(tsx?|jsx?)$/, "");
  const shared = Object.keys(manifest).filter(
    (k) => k.startsWith(`_${path.posix.basename(base)}-`) && k.endsWith(".js"),
  );
  if (shared.length === 1) return shared[0];
  throw new Error(`${sourcePath} is no chunk of the build (not loaded by a dynamic import?)`);
}

/** The module a route's lazily loaded `screen` imports: the first relative specifier in the function's text. */
export function screenSpecifier(screen: () => unknown): string | undefined {
  return /["'](\.{1,2}\/[^"']+)["']/.exec(String(screen))?.[1];
}

/** Strips the content hash from an output file name: `assets/table-DHz_YwO8.js` → `table`. */
export function chunkName(file: string): string {
  return path
    .basename(file)
    .replace(/-[\w-]{8}\.js$/, "")
    .replace(/\.js$/, "");
}

/** The build in `outDir`: its manifest, each module's chunk (modules.json) and a gzip size reader over its files. */
export function readBuild(outDir: string): {
  manifest: Manifest;
  chunkOf: Record<string, string>;
  sizeOf: (file: string) => number;
} {
  const manifestPath = path.join(outDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest`);
  const manifest: Manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const modulesPath = path.join(outDir, MODULES_FILE);
  const chunkOf = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, "utf8")) : {};
  return { manifest, chunkOf, sizeOf: (file) => gzipBytesOf(path.join(outDir, file)) };
}

/** Gzip -9 bytes of a file: what the server sends (the build's precompressed .gz is the same gzip -9). */
export function gzipBytesOf(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}
