/**
 * The routes the bundle report and budget measure, with the modules a cold load of each starts from (issue 30):
 * every declared route that has a screen (src/resources/<folder>/index.ts, lists and detail pages alike) and the
 * public pages of src/layout/AppRoutes.tsx. Outside Vite (tsx): the folders are read as scripts/declaredResources.ts
 * reads them.
 *
 * The engine's views are loaded when a page first renders one (src/resources/engine/index.tsx), so a route's roots
 * also name the view its screen renders: read from the source, the factory (`listPage`, `showPage`, `formPage`) of the
 * screen's export, or every factory its module calls when the screen is a component of its own.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ResourceDeclaration } from "../src/resources/types";
import {
  APP_ROOTS,
  ENTRY,
  FRAME_ROOT,
  manifestKeyOf,
  moduleCandidates,
  screenSpecifier,
  type Manifest,
  type RouteRoots,
} from "./bundleGraph";
import type { RouteKind } from "./bundleBudget";

/** A measured route: where its cold load starts and what decides its budget group. */
export type BundleRoute = RouteRoots & RouteKind;

/** The public pages (src/layout/AppRoutes.tsx's lazy pages), each with the modules it loads. */
export const PUBLIC_ROUTES: BundleRoute[] = [
  { path: "/login", public: true, roots: [ENTRY, "src/pages/login/LoginPage.tsx"] },
  { path: "/404", public: true, roots: [ENTRY, "src/pages/errors/ErrorPage.tsx"] },
  {
    path: "/password/index",
    public: true,
    roots: [ENTRY, "src/layout/SimpleLayout.tsx", "src/pages/password/ForgotPasswordPage.tsx"],
  },
  {
    path: "/apply/index",
    public: true,
    roots: [ENTRY, "src/layout/SimpleLayout.tsx", "src/pages/apply/ApplyPage.tsx"],
  },
];

const RESOURCES = "src/resources";

/** The view each screen factory of the engine renders, loaded on first render. */
const VIEWS: Record<string, string> = {
  listPage: "src/resources/engine/ListView.tsx",
  showPage: "src/resources/engine/ShowView.tsx",
  formPage: "src/resources/engine/FormView.tsx",
};

/**
 * The name each route's screen takes from its module, in the order of the folder's `screen:` entries: `page("X")`
 * (a helper over the pages module) or `({ default: pages.X })`; undefined for a module's default export.
 */
export function screenExportNames(indexSource: string): (string | undefined)[] {
  const entries = indexSource.split(/\bscreen:/).slice(1);
  return entries.map((entry) => {
    const named = /^\s*\w+\("(\w+)"\)/.exec(entry) ?? /^[^}]*?default:\s*\w+\.(\w+)/.exec(entry);
    return named?.[1];
  });
}

/** The views a screen renders: its export's factory, else every factory its module calls. */
export function viewsOf(moduleSource: string, exportName: string | undefined): string[] {
  const factories = Object.keys(VIEWS);
  const own = exportName
    ? new RegExp(`export const ${exportName}\\s*=\\s*(${factories.join("|")})\\(`).exec(moduleSource)
    : null;
  if (own) return [VIEWS[own[1]]];
  return factories
    .filter((name) => new RegExp(`\\b${name}\\(`).test(moduleSource))
    .map((name) => VIEWS[name]);
}

/** The source of a module named by its path from `root`. */
const sourceOf = (root: string, file: string) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : "";

/** A module's file from `root`, from an import specifier's path without its extension. */
function sourceFile(root: string, specifierPath: string): string {
  const found = moduleCandidates(specifierPath).find(
    (candidate) => /\.[jt]sx?$/.test(candidate) && existsSync(path.join(root, candidate)),
  );
  if (!found) throw new Error(`${specifierPath}: no such module`);
  return found;
}

/** Every declared route with a screen, its roots as source files from `root` (src/resources/orders/listPages.tsx). */
export async function declaredRouteSources(root: string): Promise<BundleRoute[]> {
  const dir = path.join(root, RESOURCES);
  const folders = readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, "index.ts")))
    .sort();
  const found: BundleRoute[] = [];
  for (const folder of folders) {
    const index = path.join(dir, folder, "index.ts");
    const module: { resource?: ResourceDeclaration } = await import(index);
    const withScreens = (module.resource?.routes ?? []).filter((route) => route.screen);
    const names = screenExportNames(readFileSync(index, "utf8"));
    withScreens.forEach((route, i) => {
      const specifier = route.screen && screenSpecifier(route.screen);
      if (!specifier) throw new Error(`${route.path}: no module found in its screen's loader`);
      const screen = sourceFile(root, path.posix.join(RESOURCES, folder, specifier));
      // The names line up with the routes only when every screen entry was read.
      const name = names.length === withScreens.length ? names[i] : undefined;
      const views = viewsOf(sourceOf(root, screen), name);
      const frame = route.layout === "none" ? APP_ROOTS : [...APP_ROOTS, FRAME_ROOT];
      found.push({
        path: route.path,
        hidden: route.hidden === true,
        roots: [ENTRY, ...frame, screen, ...views],
      });
    });
  }
  return found;
}

/** Every route to measure, its roots as source files: the public pages, then the declared routes by path. */
export async function allRouteSources(root: string): Promise<BundleRoute[]> {
  const declared = await declaredRouteSources(root);
  return [...PUBLIC_ROUTES, ...declared.sort((a, b) => a.path.localeCompare(b.path))];
}

/**
 * Every route the report measures, its roots resolved against `manifest` (its keys are paths from `root`) and, for a
 * root grouped with other modules, the chunk that holds it (`chunkOf`).
 */
export async function allRouteRoots(
  root: string,
  manifest: Manifest,
  chunkOf: Readonly<Record<string, string>> = {},
): Promise<BundleRoute[]> {
  return (await allRouteSources(root)).map((route) => ({
    ...route,
    roots: route.roots.map((file) => (file === ENTRY ? file : manifestKeyOf(manifest, file, chunkOf))),
  }));
}
