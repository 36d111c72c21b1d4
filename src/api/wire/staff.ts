import type { WireEntry } from "./define";

/** The schemas of api.staff's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
