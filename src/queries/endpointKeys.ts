/**
 * What the typed endpoint reads share (src/queries/endpoint.ts, src/queries/endpointCalls.ts): refine's query keys of
 * a custom call, the options of a read and the shape of its answer.
 */
import { keys, type HttpError } from "@refinedev/core";
import type { QueryObserverResult } from "@tanstack/react-query";
import type { Endpoint } from "../api/endpoint";

/** First element of refine's data query keys (lists, details, custom reads): invalidate it to refresh them all. */
export const DATA_QUERY_KEY = ["data"] as const;

/** The request method refine's hooks are given (the data provider calls the endpoint with its own). */
export function methodOf(endpoint: Endpoint): "get" | "post" | "put" | "delete" {
  if (endpoint.method === "GET") return "get";
  if (endpoint.method === "DELETE") return "delete";
  return endpoint.method === "PUT" ? "put" : "post";
}

export interface EndpointQuery<Res> {
  /**
   * The answer to the current request; undefined while it has not come (or the call failed). With `keepPrevious`,
   * the last answer (of an earlier request, or before a failed refresh) until a new one comes.
   */
  data: Res | undefined;
  /** No answer to the current request yet, or reading it again. */
  loading: boolean;
  /** Nothing to show yet: no answer (nor, with `keepPrevious`, an earlier one) and no failure. */
  pending: boolean;
  failed: boolean;
  /** Why the last read failed (kept while reading again), or null. */
  error: HttpError | null;
  /** When the last answer came (ms since the epoch; 0 before any). */
  updatedAt: number;
  /** Reads again; answers the new data (undefined when the call failed). */
  reload: () => Promise<Res | undefined>;
}

export interface EndpointQueryOptions {
  /** false: no call (e.g. until what the request needs is known). */
  enabled?: boolean;
  /** No error toast (a check in the background). */
  silent?: boolean;
  /** Reads again every so many ms while shown (a count kept current). */
  refetchInterval?: number;
  /** Reads again when the tab becomes visible: "always", or only when stale (true); default the QueryClient's. */
  refetchOnWindowFocus?: boolean | "always";
  /** How long an answer counts as fresh (default the QueryClient's, 0). */
  staleTime?: number;
  /** The last answer stays in `data` while another request is read or after a failed refresh. */
  keepPrevious?: boolean;
}

/**
 * The key prefix of every read of `endpoint` through refine (useCustom, useEndpointQuery, useEndpointQueries):
 * invalidate it to refresh them, whatever their request. react-query matches an object in a key partially.
 */
export function endpointQueryKey(endpoint: Endpoint): readonly unknown[] {
  return keys()
    .data()
    .mutation("custom")
    .params({ method: methodOf(endpoint), url: endpoint.path })
    .get();
}

/** What refine's useCustom hands the data provider as meta (and puts in the query key). */
export function endpointMeta(endpoint: Endpoint, silent: boolean): { endpoint: Endpoint; silent?: boolean } {
  return silent ? { endpoint, silent } : { endpoint };
}

/** The query key refine's useCustom gives a read of `endpoint` with `payload` (one cache for both ways of reading). */
export function customQueryKey(endpoint: Endpoint, payload: unknown, silent: boolean): readonly unknown[] {
  return keys()
    .data()
    .mutation("custom")
    .params({ method: methodOf(endpoint), url: endpoint.path, payload, ...endpointMeta(endpoint, silent) })
    .get();
}

/** The options given (react-query reads an option set to undefined as set: the client's default would be lost). */
export function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A custom read's react-query state as an EndpointQuery (`data` is the data provider's answer, `{data}`). */
export function toEndpointQuery<Res>(
  query: QueryObserverResult<{ data: Res }, HttpError>,
  enabled: boolean,
  keepPrevious: boolean,
  reload: () => Promise<Res | undefined>,
): EndpointQuery<Res> {
  const current = query.isSuccess && !query.isPlaceholderData;
  const data = keepPrevious ? query.data?.data : current ? query.data.data : undefined;
  const failed = query.isError && !query.isFetching;
  return {
    data,
    loading: enabled && (query.isPending || query.isFetching),
    pending: enabled && data === undefined && !failed,
    failed,
    error: query.error,
    updatedAt: query.dataUpdatedAt,
    reload,
  };
}
