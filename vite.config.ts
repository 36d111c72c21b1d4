import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { antdPartsReplaced } from "./scripts/vitePlugins/antdPartsReplaced";
import { antdStyleSheets } from "./scripts/vitePlugins/antdStyleSheets";
import { bundleModules } from "./scripts/vitePlugins/bundleModules";
import { routeChunks } from "./scripts/vitePlugins/routeChunks";
import { sideEffectFreePackages } from "./scripts/vitePlugins/sideEffectFree";

/**
 * The console build. `npm run dev` serves it on DEV_PORT (5173) and forwards `/api` to the stand-in API on API_PORT
 * (8081); `vite preview` forwards `/api` the same way. `vite build` writes dist/ with hashed file names and a
 * precompressed .gz / .br beside each text asset.
 * (The port defaults repeat src/config/devDefaults.ts: this file imports nothing of the console's source; its own
 * plugins, which Vite bundles with it, are in scripts/vitePlugins/.)
 */
const ROOT = fileURLToPath(new URL(".", import.meta.url));
const apiPort = Number(process.env.API_PORT || 8081);
const devPort = Number(process.env.DEV_PORT || 5173);

const proxy = {
  "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `<file>.gz` and `<file>.br` beside every text asset of the build (1 KB or more) so a static server (the
 * stand-in, nginx `gzip_static` / `brotli_static`, ...) sends them without compressing on each request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
  return {
    name: "provider-console:precompress",
    apply: "build",
    enforce: "post",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * Puts the loading skeletons (src/layout/boot/skeleton.html) into index.html's root element, so that the page paints
 * the admin frame's skeleton (or the title splash) before any script of the console has run; React replaces it.
 */
function bootSkeleton(): Plugin {
  const file = fileURLToPath(new URL("src/layout/boot/skeleton.html", import.meta.url));
  return {
    name: "provider-console:boot-skeleton",
    transformIndexHtml: (html) => html.replace("<!-- boot-skeleton -->", readFileSync(file, "utf8").trim()),
  };
}

export default defineConfig({
  plugins: [
    react(),
    bootSkeleton(),
    precompress(),
    // antd's parts no page shows, answered with stand-ins; the build fails when one no longer applies.
    antdPartsReplaced(ROOT),
    // antd's styles written at build time (the public sheet in index.html, the admin one with the admin code).
    antdStyleSheets(ROOT),
    // Packages (and src/api) whose modules only define: left out when nothing of them is read.
    sideEffectFreePackages(),
    // dist/.vite/modules.json: the modules bundled, for the check of those kept for their side effects.
    bundleModules(ROOT),
    // One chunk per set of routes that load its modules (issue 44): a cold route in fewer files. Loads that keep
    // chunks their size: the first row dialog (the bench's ≤ 100 ms), the phone's menu (rendered at once on a
    // phone) and the message bell's list (opened on every page).
    routeChunks({
      laterLoads: [
        "src/resources/engine/ActionDialog.tsx",
        "src/resources/engine/requestLimits.ts",
        "src/layout/sider/DrawerSider.tsx",
        "src/layout/header/BellPopover.tsx",
      ],
      mergeBelow: 16 * 1024,
      // Loaded by a plain dynamic import: each goes with its routes' modules, a file fewer. The screens, the engine's
      // views and what a moduleLoader loads keep their chunks: 重试 after a failed load imports a chunk again by its
      // address (src/widgets/importAgain.ts), and needs the module's own exports there.
      groupedRoots: [
        "src/AdminApp.tsx",
        "src/layout/live/LiveWorkplace.tsx",
        "src/layout/AdminLayout.tsx",
        "src/layout/SimpleLayout.tsx",
        "src/layout/sider/DrawerSider.tsx",
      ],
    }),
  ],
  resolve: {
    alias: {
      "resize-observer-polyfill": fileURLToPath(new URL("src/vendor/resizeObserver.ts", import.meta.url)),
      // refine's CSV hooks, which the console does not use (issue 30: bytes on every admin page).
      papaparse: fileURLToPath(new URL("src/vendor/papaparse.ts", import.meta.url)),
      // qs's side channels without object-inspect and get-intrinsic (issue 30).
      "side-channel": fileURLToPath(new URL("src/vendor/sideChannel.cjs", import.meta.url)),
    },
  },
  server: { port: devPort, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The route → chunk graph (dist/.vite/manifest.json) the bundle budget and report read (scripts/bundleGraph.ts).
    manifest: true,
  },
});
