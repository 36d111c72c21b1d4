import * as v from "valibot";
import * as gateway from "../gateway";
import { wire, type WireEntry } from "./define";

/** The schemas of api.gateway's calls (./define.ts). */
export const entries: readonly WireEntry[] = [
  wire(gateway.servedCalls, {
    answer: v.array(v.pipe(v.string(), v.regex(/^(GET|POST|PUT|DELETE) \/\S+$/))),
  }),
];
