import type { WriteEffect } from "../endpoint";

/** A write on the worker the request names by `workerId`; `label` when the summary is not the verb to quote. */
export function workerEffect(type: string, label?: string): WriteEffect<"workerId"> {
  return { channel: "workers", type, key: "workerId", ...(label === undefined ? {} : { label }) };
}
