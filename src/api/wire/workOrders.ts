import type { WireEntry } from "./define";

/** The schemas of api.workOrders's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
