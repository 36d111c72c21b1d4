import * as gateway from "../../gateway";
import { wire, type WireEntry } from "../define";
import * as schemas from "../gateway";

/** api.gateway's calls with their schemas (../gateway.ts). */
export const entries: readonly WireEntry[] = [wire(gateway.servedCalls, { answer: schemas.servedCallList })];
