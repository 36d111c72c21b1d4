import type { WireEntry } from "../define";

/** The schemas of api.worker.search's calls (../define.ts). */
export const entries: readonly WireEntry[] = [];
