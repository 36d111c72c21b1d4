/**
 * `node --import tsx scripts/antdStyles/extract.tsx` (with NODE_ENV=production, as the build runs it): renders each
 * style set of ./styleSets.tsx on the server inside the console's theme and prints `{"public": css, "admin": css}`,
 * each sheet ending with antd's map of the styles antd may skip (scripts/vitePlugins/antdStyleSheets.ts).
 *
 * NODE_ENV must be the browser build's: antd names its style classes by it (css-dev-only-… outside production), and
 * a style is skipped in the browser only when its path and name are the ones written here.
 */
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import { ATTR_CACHE_MAP } from "@ant-design/cssinjs/lib/util/cacheMapUtil";
import { ConfigProvider } from "antd";
import { renderToString } from "react-dom/server";
import { consoleTheme } from "../../src/theme";
import { STYLE_SETS, type StyleSetName } from "./styleSets";

/** antd's map at the end of a sheet it extracts: `path:hash` entries joined by ";". */
const mapRule = (entries: string[]) => `.${ATTR_CACHE_MAP}{content:"${entries.join(";")}";}`;
const MAP_RULE = new RegExp(`\\.${ATTR_CACHE_MAP}\\{content:"([^"]*)";\\}`);

/** A sheet antd extracted, as its styles and its map's entries. */
function parts(css: string): { styles: string; entries: string[] } {
  const map = MAP_RULE.exec(css);
  if (!map) throw new Error("antd style sheets: antd's extractStyle wrote no map");
  return { styles: css.replace(map[0], ""), entries: map[1] ? map[1].split(";") : [] };
}

function render(cache: ReturnType<typeof createCache>, name: StyleSetName): void {
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={consoleTheme}>{STYLE_SETS[name]}</ConfigProvider>
    </StyleProvider>,
  );
}

/**
 * The two sheets, plain CSS (no <style> tags): each set's styles with their keyframes, then the map. The admin
 * sheet holds only the styles the public one does not (the public sheet is in every page), and its map names both,
 * since antd reads one map: the last in the page.
 */
export function extractStyleSheets(): { public: string; admin: string } {
  const cache = createCache();
  render(cache, "public");
  // `once`: a style is written into the first sheet that holds it only.
  const publicSheet = parts(extractStyle(cache, { plain: true, once: true }));
  render(cache, "admin");
  const adminSheet = parts(extractStyle(cache, { plain: true, once: true }));
  return {
    public: publicSheet.styles + mapRule(publicSheet.entries),
    admin: adminSheet.styles + mapRule([...publicSheet.entries, ...adminSheet.entries]),
  };
}

if (process.argv[1]?.endsWith("extract.tsx")) {
  process.stdout.write(JSON.stringify(extractStyleSheets()));
}
