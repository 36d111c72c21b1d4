/**
 * `npx tsx scripts/themeMapToken.ts`: writes src/theme/consoleMapToken.json, antd's default algorithm's map of tokens
 * for the console's seed (src/theme/precomputedAlgorithm.ts). Run it after changing the seed (src/theme/index.ts) or
 * antd's version; src/theme/precomputedAlgorithm.test.ts fails until then.
 */
import { theme } from "antd";
import { writeFileSync } from "node:fs";
import { consoleToken } from "../src/theme";

export function consoleMapToken(): object {
  return theme.defaultAlgorithm({ ...theme.defaultSeed, ...consoleToken });
}

if (process.argv[1]?.endsWith("themeMapToken.ts")) {
  writeFileSync("src/theme/consoleMapToken.json", `${JSON.stringify(consoleMapToken(), null, 2)}\n`);
  console.log("wrote src/theme/consoleMapToken.json");
}
