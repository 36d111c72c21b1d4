import type { WireEntry } from "../define";

/** The schemas of api.order.admin's calls (../define.ts). */
export const entries: readonly WireEntry[] = [];
