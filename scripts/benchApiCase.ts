/**
 * One timed call of the API bench (scripts/benchApi.ts) and the paging its list cases share. A case may `prepare`
 * once before it is timed (e.g. read the values its keyword requests search for from the list itself).
 */
import type { Endpoint } from "../src/api/endpoint";
import type { BenchClient } from "./benchClient";

export interface ApiCase {
  name: string;
  /** Runs once before the warm-up calls, untimed. */
  prepare?: (client: BenchClient) => Promise<void>;
  call: (client: BenchClient, i: number) => Promise<unknown>;
}

/** An API case calling `endpoint` with `payload(i)` for the i-th request. */
export function apiCase<Req, Res>(
  name: string,
  endpoint: Endpoint<Req, Res>,
  payload: (i: number) => Req,
): ApiCase {
  return { name, call: (client, i) => client.call(endpoint, payload(i), { silent: true }) };
}

export const PAGE_SIZES = [10, 20, 50];

/** The i-th request's page: pages 1 to 25, of 10, 20 or 50 rows in turn. */
export const paging = (i: number) => ({ current: 1 + (i % 25), size: PAGE_SIZES[i % PAGE_SIZES.length] });
