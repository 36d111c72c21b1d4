import type { WireEntry } from "./define";

/** The schemas of api.goods's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
