/**
 * `node --import tsx scripts/antdStyles/extract.tsx` (with NODE_ENV=production, as the build runs it): renders each
 * style set of ./styleSets.tsx on the server inside the console's theme and prints `{"public": css, "admin": css}`,
 * each sheet ending with antd's map of the styles it holds (scripts/vitePlugins/antdStyleSheets.ts).
 *
 * NODE_ENV must be the browser build's: antd names its style classes by it (css-dev-only-… outside production), and
 * a style is skipped in the browser only when its path and name are the ones written here.
 */
import { StyleProvider, createCache, extractStyle } from "@ant-design/cssinjs";
import { ConfigProvider } from "antd";
import { renderToString } from "react-dom/server";
import { consoleTheme } from "../../src/theme";
import { STYLE_SETS, type StyleSetName } from "./styleSets";

export function extractStyleSheet(name: StyleSetName): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={consoleTheme}>{STYLE_SETS[name]}</ConfigProvider>
    </StyleProvider>,
  );
  // Plain CSS (no <style> tags): the styles, their keyframes and the map.
  return extractStyle(cache, { plain: true });
}

if (process.argv[1]?.endsWith("extract.tsx")) {
  process.stdout.write(
    JSON.stringify({ public: extractStyleSheet("public"), admin: extractStyleSheet("admin") }),
  );
}
