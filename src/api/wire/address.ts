import type { WireEntry } from "./define";

/** The schemas of api.address's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
