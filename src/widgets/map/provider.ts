/**
 * Which map draws the workers, chosen by configuration (see README.md beside this file): VITE_MAP_PROVIDER=<name>
 * at build time, default "builtin", the SVG plot that needs no key and no network. A real map SDK is plugged in by
 * writing a MapProvider whose `load` imports its module (a separate chunk) and the SDK with VITE_MAP_KEY, and
 * registering it (EXTRA_PROVIDERS below, or registerMapProvider before the map is shown).
 */
import type { MapProvider, MapProviderSettings } from "./types";

export const BUILTIN_MAP_PROVIDER = "builtin";

const builtin: MapProvider = {
  name: BUILTIN_MAP_PROVIDER,
  caption: "示意图：以订单地址为中心，按距离圈层和方位标出师傅位置",
  load: async () => (await import("./SvgWorkerMap")).SvgWorkerMap,
};

/**
 * Providers known to the build besides the built-in one. A real SDK goes here as
 * `{ name: "vendor", load: async (settings) => (await import("./vendorMap")).createVendorMap(settings) }`.
 */
const EXTRA_PROVIDERS: readonly MapProvider[] = [];

const registry = new Map<string, MapProvider>(
  [builtin, ...EXTRA_PROVIDERS].map((provider) => [provider.name, provider]),
);

export function registerMapProvider(provider: MapProvider): void {
  registry.set(provider.name, provider);
}

export function mapProviderNames(): string[] {
  return [...registry.keys()];
}

type Env = Record<string, unknown>;

const viteEnv = (): Env => (typeof import.meta !== "undefined" && import.meta.env ? import.meta.env : {});

function text(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** VITE_MAP_PROVIDER, or "builtin". */
export function configuredMapProvider(env: Env = viteEnv()): string {
  return text(env, "VITE_MAP_PROVIDER") ?? BUILTIN_MAP_PROVIDER;
}

/** VITE_MAP_KEY and the like. */
export function mapProviderSettings(env: Env = viteEnv()): MapProviderSettings {
  return { key: text(env, "VITE_MAP_KEY") };
}

/** The provider of that name; the built-in one (and a console error) for an unknown name. */
export function resolveMapProvider(name: string = configuredMapProvider()): MapProvider {
  const provider = registry.get(name);
  if (provider) return provider;
  console.error(
    `unknown map provider "${name}" (known: ${mapProviderNames().join(", ")}); using the built-in plot`,
  );
  return builtin;
}

export function builtinMapProvider(): MapProvider {
  return builtin;
}
