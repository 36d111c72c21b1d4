import type { WireEntry } from "./define";

/** The schemas of api.finance's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
