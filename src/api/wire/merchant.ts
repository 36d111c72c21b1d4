import type { WireEntry } from "./define";

/** The schemas of api.merchant's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
