/**
 * antd's styles as style sheets of the build (issue 44). antd writes each component's CSS in the browser on the
 * component's first render; on a cold admin page that was about a quarter of the first render's main-thread time.
 * This plugin renders the style sets of scripts/antdStyles/styleSets.tsx on the server (extract.tsx, run by tsx with
 * NODE_ENV=production, the browser build's) and writes two sheets into dist/assets, each ending with antd's map of
 * the styles it holds. antd reads that map once (@ant-design/cssinjs `existPath`) and skips writing what a sheet
 * holds; a component the sheets do not hold writes its style as before, so a missing one costs time, never a look.
 *
 * - The public sheet is linked in index.html's head (in place of SHEETS_PLACE): before the console's own CSS (which
 *   overrides antd's where they meet, as it did when antd wrote its styles at the head's start), and before any
 *   script runs.
 * - The admin sheet is named in index.html (`<meta name="antd-admin-styles">`): the admin code links it when it
 *   loads, after the public one, and has antd read the map again (src/theme/antdStyleSheets.ts); boot.js asks for
 *   it at once when the page opens on an admin route with a session.
 *
 * In a build (`vite build`) only; `npm run dev` leaves antd writing every style itself.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { IndexHtmlTransformContext, Plugin } from "vite";

const run = promisify(execFile);

/** The meta element naming the admin sheet (read by src/theme/antdStyleSheets.ts and public/boot.js). */
export const ADMIN_SHEET_META = "antd-admin-styles";
/** The attribute marking the public sheet's link (the admin sheet is linked after it). */
export const PUBLIC_SHEET_MARK = "data-antd-styles";

interface StyleSheets {
  public: string;
  admin: string;
}

/** The sheets, extracted once per process (the route plan's first build asks again). */
let extracted: Promise<StyleSheets> | null = null;

function extract(root: string): Promise<StyleSheets> {
  extracted ??= run(process.execPath, ["--import", "tsx", "scripts/antdStyles/extract.tsx"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 16 * 1024 * 1024,
  }).then(({ stdout }) => JSON.parse(stdout) as StyleSheets);
  return extracted;
}

/** Where index.html takes the sheets: before boot.js (which reads the meta) and the console's own CSS. */
export const SHEETS_PLACE = "<!-- antd-style-sheets -->";

/** What index.html gets in their place: the public sheet's link, the admin sheet's name. */
export function sheetTags(base: string, files: { public: string; admin: string }): string {
  return [
    `<link rel="stylesheet" href="${base}${files.public}" ${PUBLIC_SHEET_MARK}="public" />`,
    `<meta name="${ADMIN_SHEET_META}" content="${base}${files.admin}" />`,
  ].join("\n    ");
}

/** The file name the build gave an asset emitted under `name`. */
function assetFile(bundle: IndexHtmlTransformContext["bundle"], name: string): string {
  const asset = Object.values(bundle ?? {}).find(
    (item) => item.type === "asset" && (item.names ?? []).includes(name),
  );
  if (!asset) throw new Error(`antd style sheets: ${name} is not in the build`);
  return asset.fileName;
}

export function antdStyleSheets(root: string): Plugin {
  let base = "/";
  return {
    name: "provider-console:antd-style-sheets",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const sheets = await extract(root);
      this.emitFile({ type: "asset", name: "antd-public.css", source: sheets.public });
      this.emitFile({ type: "asset", name: "antd-admin.css", source: sheets.admin });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!html.includes(SHEETS_PLACE))
          throw new Error(`antd style sheets: index.html has no ${SHEETS_PLACE}`);
        const files = {
          public: assetFile(bundle, "antd-public.css"),
          admin: assetFile(bundle, "antd-admin.css"),
        };
        return html.replace(SHEETS_PLACE, sheetTags(base, files));
      },
    },
  };
}
