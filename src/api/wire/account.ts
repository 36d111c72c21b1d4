import type { WireEntry } from "./define";

/** The schemas of api.account's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
