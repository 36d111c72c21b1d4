import type { WireEntry } from "./define";

/** The schemas of api.adminTemplate's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
