import type { WireEntry } from "./define";

/** The schemas of api.data's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
