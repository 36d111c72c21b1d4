/**
 * `npx tsx scripts/themeMapToken.ts`: writes src/theme/consoleMapToken.json, antd's default algorithm's map of tokens
 * for the console's seed (src/theme/precomputedAlgorithm.ts). Run it after changing the seed (src/theme/index.ts) or
 * antd's version; src/theme/precomputedAlgorithm.test.ts fails until then.
 */
import { theme } from "antd";
import { writeFileSync } from "node:fs";
import { consoleToken } from "../src/theme";

const mapToken = theme.defaultAlgorithm({ ...theme.defaultSeed, ...consoleToken });
writeFileSync("src/theme/consoleMapToken.json", `${JSON.stringify(mapToken, null, 2)}\n`);
console.log("wrote src/theme/consoleMapToken.json");
