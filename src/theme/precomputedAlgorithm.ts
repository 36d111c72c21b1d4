import { theme } from "antd";
import type { MapToken, MappingAlgorithm, SeedToken } from "antd/es/theme/interface";

/**
 * antd's default algorithm with its answer for one seed given in advance (issue 44).
 *
 * antd derives its map of tokens from the theme's seed as the first component renders: the colour palettes of the
 * primary, success, warning, error and info colours and the neutral greys, the font and size scales. On a cold page
 * that was 65–115 ms of one long task at 4× CPU (a profile of /order/index), on every page, for a result that is the
 * same each time. The console's answer is worked out beforehand (consoleMapToken.json, written by
 * scripts/themeMapToken.ts; precomputedAlgorithm.test.ts fails when it is not antd's own answer); any other seed (a
 * component's own theme) is derived by antd as before.
 */
export function precomputedAlgorithm(token: Partial<SeedToken>, map: MapToken): MappingAlgorithm {
  const seed: Record<string, unknown> = { ...theme.defaultSeed, ...token };
  const keys = Object.keys(seed);
  const answer = Object.freeze(map);
  return (given) => {
    const asked = given as unknown as Record<string, unknown>;
    const same = Object.keys(asked).length === keys.length && keys.every((key) => asked[key] === seed[key]);
    return same ? answer : theme.defaultAlgorithm(given);
  };
}
