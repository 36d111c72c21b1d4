import type { WireEntry } from "../define";

/** The schemas of api.order.dispatch's calls (../define.ts). */
export const entries: readonly WireEntry[] = [];
