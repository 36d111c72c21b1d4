/**
 * One declared call through refine's data provider (`custom` with the endpoint in meta, src/providers/dataProvider.ts),
 * typed by its declaration: the answer is the endpoint's response type, the request its request type. The screens
 * that read or run single calls (the personal centre, onboarding, the agreement prompt) use these, inside refine
 * (the admin part, or src/pages/shared/PublicRefine.tsx on the onboarding page), with the console's one QueryClient.
 *
 * A failed call has shown its message already (the HTTP client, spec §8; `silent` for a background check); refine
 * shows nothing of its own, and a failed read is not retried (each try would show the message again).
 */
import { keys, useCustom, useCustomMutation, useDataProvider, type BaseRecord } from "@refinedev/core";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
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
  /** The answer to the current request; undefined while it has not come (or the call failed). */
  data: Res | undefined;
  /** No answer to the current request yet, or reading it again. */
  loading: boolean;
  failed: boolean;
  /** Reads again; answers the new data (undefined when the call failed). */
  reload: () => Promise<Res | undefined>;
}

export interface EndpointQueryOptions {
  /** false: no call (e.g. until what the request needs is known). */
  enabled?: boolean;
  /** No error toast (a check in the background). */
  silent?: boolean;
}

/**
 * Reads `endpoint` with `payload` (refine's useCustom). Answers of the same call and request are shared by every
 * component asking (one cache for the whole console), and refreshed when any data query is invalidated (after an
 * action, a save).
 */
export function useEndpointQuery<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload?: Req,
  { enabled = true, silent = false }: EndpointQueryOptions = {},
): EndpointQuery<Res> {
  // refine types custom answers as records; the endpoint's declaration types this one (Res & BaseRecord is Res).
  const { query } = useCustom<Res & BaseRecord>({
    url: endpoint.path,
    method: methodOf(endpoint),
    config: { payload },
    meta: silent ? { endpoint, silent } : { endpoint },
    errorNotification: false,
    successNotification: false,
    queryOptions: { enabled, retry: false },
  });
  const { refetch } = query;
  const reload = useCallback(async (): Promise<Res | undefined> => {
    const next = await refetch();
    return next.isSuccess ? next.data.data : undefined;
  }, [refetch]);
  const current = query.isSuccess && !query.isPlaceholderData;
  return {
    data: current ? query.data.data : undefined,
    loading: enabled && (query.isPending || query.isFetching),
    failed: query.isError && !query.isFetching,
    reload,
  };
}

export interface EndpointMutation<Req, Res> {
  /** Runs the call; rejects when it failed (its message shown). */
  run: (payload: Req) => Promise<Res>;
  running: boolean;
}

/**
 * Runs `endpoint` (refine's useCustomMutation); after a success every data query is refreshed, as after an engine
 * action (`refresh: false` for a step that changes nothing shown, e.g. a verification; `silent`: no error toast).
 */
export function useEndpointMutation<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  { refresh = true, silent = false }: { refresh?: boolean; silent?: boolean } = {},
): EndpointMutation<Req, Res> {
  const queryClient = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation<Res & BaseRecord, never, Req>();
  const method = methodOf(endpoint);
  const run = useCallback(
    async (payload: Req): Promise<Res> => {
      const result = await mutateAsync({
        url: endpoint.path,
        method: method === "get" ? "post" : method,
        values: payload,
        meta: silent ? { endpoint, silent } : { endpoint },
        errorNotification: false,
        successNotification: false,
      });
      if (refresh) await queryClient.invalidateQueries({ queryKey: [...DATA_QUERY_KEY] });
      return result.data;
    },
    [endpoint, method, mutateAsync, queryClient, refresh, silent],
  );
  return { run, running: mutation.isPending };
}

/**
 * Reads `endpoint` once per request in `payloads` (e.g. the alert of each agreement), with the data provider and the
 * query keys of useCustom (a hook per request cannot be called in a loop). Answers in order; a failed request answers
 * null; `data` is undefined until every request has answered.
 */
export function useEndpointQueries<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payloads: readonly Req[],
  { enabled = true, silent = false }: EndpointQueryOptions = {},
): { data: (Res | null)[] | undefined; loading: boolean } {
  const dataProvider = useDataProvider();
  const method = methodOf(endpoint);
  const meta = silent ? { endpoint, silent } : { endpoint };
  const results = useQueries({
    queries: payloads.map((payload) => ({
      queryKey: keys()
        .data()
        .mutation("custom")
        .params({ method, url: endpoint.path, payload, ...meta })
        .get(),
      queryFn: async (): Promise<Res | null> => {
        const custom = dataProvider().custom;
        if (!custom) throw new Error("数据提供者没有 custom 方法");
        // refine types custom answers as records; the endpoint's declaration types this one.
        const answer = await custom<Res & BaseRecord>({ url: endpoint.path, method, payload, meta });
        return answer.data;
      },
      enabled,
      retry: false,
    })),
  });
  const settled = results.every((r) => r.isSuccess || r.isError);
  return {
    data: settled ? results.map((r) => (r.isSuccess ? r.data : null)) : undefined,
    loading: enabled && !settled,
  };
}
