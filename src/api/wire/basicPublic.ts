import type { WireEntry } from "./define";

/** The schemas of api.basicPublic's calls (./define.ts). */
export const entries: readonly WireEntry[] = [];
