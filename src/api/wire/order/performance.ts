import type { WireEntry } from "../define";

/** The schemas of api.order.performance's calls (../define.ts). */
export const entries: readonly WireEntry[] = [];
