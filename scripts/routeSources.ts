/**
 * Prints every measured route with its roots as source files, as JSON (scripts/bundleRoutes.ts): the build's route
 * chunks (scripts/vitePlugins/routeChunks.ts) read it, since the declarations are TypeScript that the build's
 * configuration cannot import.
 */
import { ROOT } from "./lib.mjs";
import { allRouteSources } from "./bundleRoutes";

process.stdout.write(`${JSON.stringify(await allRouteSources(ROOT))}\n`);
