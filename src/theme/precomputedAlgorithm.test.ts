import { theme } from "antd";
import type { MapToken, SeedToken } from "antd/es/theme/interface";
import consoleMapToken from "./consoleMapToken.json";
import { consoleTheme, consoleToken } from "./index";
import { precomputedAlgorithm } from "./precomputedAlgorithm";

const consoleSeed = { ...theme.defaultSeed, ...consoleToken } as SeedToken;

describe("the console's map of tokens, worked out beforehand", () => {
  it("is antd's default algorithm's answer for the console's seed (else: npx tsx scripts/themeMapToken.ts)", () => {
    expect(consoleMapToken).toStrictEqual(JSON.parse(JSON.stringify(theme.defaultAlgorithm(consoleSeed))));
  });

  it("is what the console's theme answers for its seed, and antd's tokens are the same with it", () => {
    const algorithm = consoleTheme.algorithm as (seed: SeedToken) => MapToken;
    const answer = algorithm({ ...consoleSeed });
    expect(answer).toStrictEqual(consoleMapToken);
    // The answer given in advance (frozen), not one derived again.
    expect(Object.isFrozen(answer)).toBe(true);
    expect(algorithm({ ...consoleSeed })).toBe(answer);
    const withoutIt = { ...consoleTheme, algorithm: undefined };
    expect(theme.getDesignToken(consoleTheme)).toStrictEqual(theme.getDesignToken(withoutIt));
  });

  it("leaves any other seed to antd's algorithm", () => {
    const algorithm = precomputedAlgorithm(consoleToken ?? {}, consoleMapToken as MapToken);
    const other = { ...consoleSeed, colorPrimary: "#722ed1" };
    expect(algorithm(other)).toStrictEqual(theme.defaultAlgorithm(other));
    expect(Object.isFrozen(algorithm(other))).toBe(false);
    expect(algorithm(other).colorPrimary).not.toBe(consoleMapToken.colorPrimary);
    const fewer: Partial<SeedToken> = { ...consoleSeed };
    delete fewer.motion;
    expect(algorithm(fewer as SeedToken)).toStrictEqual(theme.defaultAlgorithm(fewer as SeedToken));
  });
});
