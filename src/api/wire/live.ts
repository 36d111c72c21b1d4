import type { WireEntry } from "./define";

/** The schemas of api.live's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
