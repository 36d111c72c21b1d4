import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/**
 * The console build. `npm run dev` serves it on DEV_PORT (5173) and forwards `/api` to the stand-in API on API_PORT
 * (8081); `vite preview` forwards `/api` the same way. `vite build` writes dist/ with hashed file names and a
 * precompressed .gz / .br beside each text asset.
 * (The port defaults repeat src/config/devDefaults.ts: this file imports packages only, so Vite can load it
 * without bundling local modules.)
 */
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

/**
 * antd's rc-* building blocks, its css-in-js packages and pluralize declare nothing about side effects in their
 * package.json, so the bundler keeps every module they import, used or not: antd's Form context alone brought all of
 * rc-field-form and its validator onto every admin page (issue 30). None of their modules does anything on import but
 * define, so they are declared free of side effects here, as antd itself is. So is the contract (src/api): its modules
 * only declare calls and types (issue 42's schemas included), so a module none of a page's code reads stays out of
 * the chunks the page loads (/dashboard 359.5 → 350.9 KB with the order operations' schemas).
 */
const SIDE_EFFECT_FREE =
  /\/node_modules\/(rc-[^/]+|@rc-component\/[^/]+|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)|pluralize|error-stack-parser|stackframe)\/|\/src\/api\/.+\.ts$/;

function sideEffectFreePackages(): Plugin {
  return {
    name: "provider-console:side-effect-free-packages",
    apply: "build",
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: "pre",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !SIDE_EFFECT_FREE.test(resolved.id)) return null;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

/** Imports of antd's modules that the console's build answers with a module of its own: [importer, import, stand-in]. */
const ANTD_PARTS_REPLACED: [RegExp, string, string][] = [
  [/antd\/es\/table\/hooks\/useFilter\/index\.js$/, "./FilterDropdown", "src/vendor/tableColumnFilter.tsx"],
  ...["rc-tree/es/util", "rc-tree/es/utils/conductUtil", "rc-tree/es/utils/treeUtil"].map(
    (tree): [RegExp, string, string] => [
      /antd\/es\/table\/hooks\/useSelection\.js$/,
      tree,
      "src/vendor/tableTreeSelection.ts",
    ],
  ),
  [/antd\/es\/table\/InternalTable\.js$/, "./RcTable/VirtualTable", "src/vendor/virtualTable.tsx"],
  [/antd\/es\/form\/FormItemLabel\.js$/, "../tooltip", "src/vendor/formLabelTooltip.tsx"],
];

function antdPartsReplaced(): Plugin {
  return {
    name: "provider-console:antd-parts-replaced",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const hit = ANTD_PARTS_REPLACED.find(
        ([from, what]) => source === what && importer && from.test(importer),
      );
      return hit ? fileURLToPath(new URL(hit[2], import.meta.url)) : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), bootSkeleton(), precompress(), antdPartsReplaced(), sideEffectFreePackages()],
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
