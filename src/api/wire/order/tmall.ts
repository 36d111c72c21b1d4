import type { WireEntry } from "../define";

/** The schemas of api.order.tmall's calls (../define.ts). */
export const entries: readonly WireEntry[] = [];
