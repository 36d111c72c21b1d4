/**
 * The console's resource declarations for scripts run by tsx (outside Vite, where src/resources/index.ts's
 * `import.meta.glob` does not exist): the same folders (`src/resources/<name>/index.ts` exporting `resource`),
 * assembled by the same function.
 */
import { existsSync, readdirSync } from "node:fs";
import { assembleRegistry } from "../src/resources/registry";
import type { ResourceDeclaration } from "../src/resources/types";

const dir = new URL("../src/resources/", import.meta.url);
const folders = readdirSync(dir).filter((name) => existsSync(new URL(`${name}/index.ts`, dir)));

export const { resources, routes } = assembleRegistry(
  await Promise.all(
    folders.map(async (name): Promise<ResourceDeclaration | undefined> => {
      const module: { resource?: ResourceDeclaration } = await import(new URL(`${name}/index.ts`, dir).href);
      return module.resource;
    }),
  ),
);
