/**
 * Modules the console's build declares free of side effects (vite.config.ts).
 *
 * antd's rc-* building blocks, its css-in-js packages and pluralize declare nothing about side effects in their
 * package.json, so the bundler keeps every module they import, used or not: antd's Form context alone brought all of
 * rc-field-form and its validator onto every admin page (issue 30). None of their modules does anything on import but
 * define, so they are declared free of side effects here, as antd itself is. So is the contract (src/api): its modules
 * only declare calls and types (issue 42's schemas included), so a module none of a page's code reads stays out of
 * the chunks the page loads (/dashboard 359.5 → 350.9 KB with the order operations' schemas).
 *
 * A module declared so is left out of the bundle when nothing of it is read. That a module needed for its side
 * effects alone is still there is checked after the build (`npm run bundle`, scripts/sideEffectCheck.ts), from the
 * list of modules the build writes (scripts/vitePlugins/bundleModules.ts).
 */
import type { Plugin } from "vite";

export const SIDE_EFFECT_FREE =
  /\/node_modules\/(rc-[^/]+|@rc-component\/[^/]+|@ant-design\/(cssinjs|cssinjs-utils|fast-color|colors)|pluralize|error-stack-parser|stackframe)\/|\/src\/api\/.+\.ts$/;

export function sideEffectFreePackages(): Plugin {
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
