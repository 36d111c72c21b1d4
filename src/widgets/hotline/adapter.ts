/**
 * The third-party call service, behind an adapter (see README.md beside this file). The dialer only talks to a
 * HotlineAdapter; which one is used is chosen by configuration: VITE_HOTLINE_ADAPTER=<name> at build time
 * (default "simulated", the stand-in's simulated call service). A vendor SDK is plugged in by writing an adapter
 * for it and adding it to BUILT_IN_ADAPTERS (or calling registerHotlineAdapter before the dialer is used).
 */
import { createSimulatedAdapter } from "./simulatedAdapter";

export type { HotlineAdapter, HotlineEvent } from "./adapterTypes";
import type { HotlineAdapter } from "./adapterTypes";

export type HotlineAdapterFactory = () => HotlineAdapter;

export const DEFAULT_HOTLINE_ADAPTER = "simulated";

/** Adapters known to the build, by name. */
const BUILT_IN_ADAPTERS: Record<string, HotlineAdapterFactory> = {
  simulated: () => createSimulatedAdapter(),
};

const registry = new Map<string, HotlineAdapterFactory>(Object.entries(BUILT_IN_ADAPTERS));

export function registerHotlineAdapter(name: string, factory: HotlineAdapterFactory): void {
  registry.set(name, factory);
}

export function hotlineAdapterNames(): string[] {
  return [...registry.keys()];
}

/** VITE_HOTLINE_ADAPTER, or "simulated". */
export function configuredAdapterName(env: Record<string, unknown> = import.meta.env ?? {}): string {
  const value = env.VITE_HOTLINE_ADAPTER;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : DEFAULT_HOTLINE_ADAPTER;
}

/** A new adapter of the configured (or given) name; throws for an unknown name. */
export function createHotlineAdapter(name: string = configuredAdapterName()): HotlineAdapter {
  const factory = registry.get(name);
  if (!factory)
    throw new Error(`unknown hotline adapter "${name}" (known: ${hotlineAdapterNames().join(", ")})`);
  return factory();
}
