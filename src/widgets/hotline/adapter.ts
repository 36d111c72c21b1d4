/**
 * The third-party call service, behind an adapter (see README.md beside this file). The dialer only talks to a
 * HotlineAdapter; which one is used is chosen by configuration: VITE_HOTLINE_ADAPTER=<name> at build time
 * (default "simulated", the stand-in's simulated call service). A vendor SDK is plugged in by writing an adapter
 * for it and adding it to BUILT_IN_ADAPTERS (or calling registerHotlineAdapter before the dialer is used).
 */
import { createSimulatedAdapter } from "./simulatedAdapter";

/** What the call service reports about the current call. */
export type HotlineEvent =
  /** The callee's phone rings. */
  | { type: "ringing" }
  /** The callee answered: the call is on. */
  | { type: "answered" }
  /** The call ended (hung up by either side). */
  | { type: "ended"; by: "local" | "remote" }
  /** The call could not be placed or was rejected. */
  | { type: "failed"; reason?: string }
  /** The service gave up waiting for an answer. */
  | { type: "timeout" }
  /** Anything else the vendor SDK sends (the dialer answers it with 数据异常请刷新后重试). */
  | { type: "unknown"; raw: unknown };

export interface HotlineAdapter {
  readonly name: string;
  /** Logs in to the call service with the rhinokeen token. Rejects when the SDK cannot start. */
  init(token: string): Promise<void>;
  /** Places a call from `seat` (the caller number) to `number`. Rejects when it cannot be placed. */
  dial(number: string, seat: string): Promise<void>;
  /** Ends the current call (the service then reports "ended"). */
  hangUp(): Promise<void>;
  /** Subscribes to the call events; returns the unsubscribe function. */
  on(listener: (event: HotlineEvent) => void): () => void;
  /** Releases the SDK (the dialer was closed). */
  destroy(): void;
}

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
