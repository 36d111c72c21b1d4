/**
 * Endpoint reads that cannot be refine's useCustom, over the same data provider and (unless told) the same query
 * keys, so that they share useCustom's cache: several calls at once (a hook per call cannot be called in a loop),
 * and the frame's reads (the header bell, the sider badge), which must not render again on each navigation —
 * useCustom reads the route (refine merges the URL's query parameters into a call's meta).
 */
import { useDataProvider, type BaseRecord, type HttpError } from "@refinedev/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Endpoint } from "../api/endpoint";
import {
  customQueryKey,
  definedOnly,
  endpointMeta,
  methodOf,
  toEndpointQuery,
  type EndpointQuery,
  type EndpointQueryOptions,
} from "./endpointKeys";
import { usePageGate, withPage } from "./pageShown";

/** One call of useEndpointCalls: an endpoint and its request. */
export interface EndpointCall {
  endpoint: Endpoint;
  payload?: unknown;
}

export interface EndpointCallsOptions {
  enabled?: boolean;
  silent?: boolean;
  staleTime?: number;
  /** How long an answer no one shows is kept (0: read afresh each time it is shown again). */
  gcTime?: number;
  /**
   * Cache the answers under `[keyRoot, method, path, payload]` instead of refine's data keys, so that refreshing
   * the data (after every action) does not read them again (a catalogue) or so that no data read shares them (a
   * form's prefill, read fresh).
   */
  keyRoot?: string;
}

/**
 * Reads each call of `calls` (e.g. the alert of each agreement, the catalogues of a select) with the data provider,
 * under the query keys of useCustom unless `keyRoot` (a hook per call cannot be called in a loop). Answers in order;
 * a failed call answers null; `data` is undefined until every call has answered.
 */
export function useEndpointCalls(
  calls: readonly EndpointCall[],
  { enabled = true, silent = false, keyRoot, ...timing }: EndpointCallsOptions = {},
): { data: unknown[] | undefined; loading: boolean } {
  const dataProvider = useDataProvider();
  const gate = usePageGate();
  const results = useQueries({
    queries: calls.map(({ endpoint, payload }) => {
      const method = methodOf(endpoint);
      return withPage(gate, {
        queryKey: keyRoot
          ? [keyRoot, endpoint.method, endpoint.path, payload]
          : customQueryKey(endpoint, payload, silent),
        // The data provider's answer whole ({data}), as useCustom caches it under the same key.
        queryFn: async (): Promise<{ data: unknown }> => {
          const custom = dataProvider().custom;
          if (!custom) throw new Error("数据提供者没有 custom 方法");
          return custom({ url: endpoint.path, method, payload, meta: endpointMeta(endpoint, silent) });
        },
        enabled,
        retry: false,
        ...definedOnly(timing),
      });
    }),
  });
  const settled = results.every((r) => r.isSuccess || r.isError);
  return {
    data: settled ? results.map((r) => (r.isSuccess ? r.data.data : null)) : undefined,
    loading: enabled && !settled,
  };
}

/**
 * Reads `endpoint` once per request in `payloads` (useEndpointCalls over one endpoint, typed by it). Answers in
 * order; a failed request answers null; `data` is undefined until every request has answered.
 */
export function useEndpointQueries<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payloads: readonly Req[],
  options: EndpointQueryOptions = {},
): { data: (Res | null)[] | undefined; loading: boolean } {
  const { enabled, silent, staleTime } = options;
  const answers = useEndpointCalls(
    payloads.map((payload) => ({ endpoint, payload })),
    { enabled, silent, staleTime },
  );
  // The endpoint's declaration types each answer (the data provider answers records).
  return { data: answers.data as (Res | null)[] | undefined, loading: answers.loading };
}

/**
 * useEndpointQuery for the frame (same options, answers and cache), without refine's useCustom: it does not read
 * the route, so the bell and the sider do not render again on each navigation. A failure is not handed to the
 * auth provider (the HTTP client has handled a 401 itself).
 */
export function useFrameEndpointQuery<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload?: Req,
  options: EndpointQueryOptions = {},
): EndpointQuery<Res> {
  const { enabled = true, silent = false, keepPrevious = false, ...timing } = options;
  const dataProvider = useDataProvider();
  const gate = usePageGate();
  const query = useQuery<{ data: Res }, HttpError>(
    withPage(gate, {
      queryKey: customQueryKey(endpoint, payload, silent),
      queryFn: async () => {
        const custom = dataProvider().custom;
        if (!custom) throw new Error("数据提供者没有 custom 方法");
        // refine types custom answers as records; the endpoint's declaration types this one.
        const meta = endpointMeta(endpoint, silent);
        return custom<Res & BaseRecord>({ url: endpoint.path, method: methodOf(endpoint), payload, meta });
      },
      enabled,
      retry: false,
      ...definedOnly(timing),
    }),
  );
  const { refetch } = query;
  const reload = useCallback(async (): Promise<Res | undefined> => {
    const next = await refetch();
    return next.isSuccess ? next.data.data : undefined;
  }, [refetch]);
  return toEndpointQuery(query, enabled, keepPrevious, reload);
}
