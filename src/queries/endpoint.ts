/**
 * One declared call through refine's data provider (`custom` with the endpoint in meta, src/providers/dataProvider.ts),
 * typed by its declaration: the answer is the endpoint's response type, the request its request type. The screens
 * that read or run single calls (the personal centre, onboarding, the agreement prompt) use these, inside refine
 * (the admin part, or src/pages/shared/PublicRefine.tsx on the onboarding page), with the console's one QueryClient.
 *
 * A failed call has shown its message already (the HTTP client, spec §8; `silent` for a background check); refine
 * shows nothing of its own, and a failed read is not retried (each try would show the message again).
 */
import { useCustom, useCustomMutation, type BaseRecord } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { Endpoint } from "../api/endpoint";
import { createWriteAttempts, requestIdentity } from "../providers/writeHeaders";
import {
  definedOnly,
  endpointMeta,
  methodOf,
  toEndpointQuery,
  type EndpointQuery,
  type EndpointQueryOptions,
} from "./endpointKeys";
import { refreshAfterWrite } from "./liveRefresh";
import { usePageGate, withPage } from "./pageShown";

export {
  DATA_QUERY_KEY,
  customQueryKey,
  endpointQueryKey,
  methodOf,
  type EndpointQuery,
  type EndpointQueryOptions,
} from "./endpointKeys";
export {
  useEndpointCalls,
  useEndpointQueries,
  useFrameEndpointQuery,
  type EndpointCall,
  type EndpointCallsOptions,
} from "./endpointCalls";

/**
 * Reads `endpoint` with `payload` (refine's useCustom). Answers of the same call and request are shared by every
 * component asking (one cache for the whole console), and refreshed when a change affects them (an action, a save, a
 * live event: src/queries/liveImpact.ts); on a page kept in a hidden tab, only when the page is shown again.
 */
export function useEndpointQuery<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload?: Req,
  options: EndpointQueryOptions = {},
): EndpointQuery<Res> {
  const { enabled = true, silent = false, keepPrevious = false, ...timing } = options;
  const gate = usePageGate();
  // refine types custom answers as records; the endpoint's declaration types this one (Res & BaseRecord is Res).
  const { query } = useCustom<Res & BaseRecord>({
    url: endpoint.path,
    method: methodOf(endpoint),
    config: { payload },
    meta: endpointMeta(endpoint, silent),
    errorNotification: false,
    successNotification: false,
    queryOptions: withPage(gate, { enabled, retry: false, ...definedOnly(timing) }),
  });
  const { refetch } = query;
  const reload = useCallback(async (): Promise<Res | undefined> => {
    const next = await refetch();
    return next.isSuccess ? next.data.data : undefined;
  }, [refetch]);
  return toEndpointQuery(query, enabled, keepPrevious, reload);
}

export interface EndpointMutation<Req, Res> {
  /** Runs the call; rejects when it failed (its message shown). */
  run: (payload: Req) => Promise<Res>;
  running: boolean;
}

/**
 * Runs `endpoint` (refine's useCustomMutation); after a success what its write effect names is refreshed, as after an
 * engine action (`refresh: false` for a step that changes nothing shown, e.g. a verification; `silent`: no error
 * toast). Running the same request again after a try without an answer sends the same idempotency key.
 */
export function useEndpointMutation<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  { refresh = true, silent = false }: { refresh?: boolean; silent?: boolean } = {},
): EndpointMutation<Req, Res> {
  const queryClient = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation<Res & BaseRecord, never, Req>();
  const [attempts] = useState(createWriteAttempts);
  const method = methodOf(endpoint);
  const run = useCallback(
    async (payload: Req): Promise<Res> => {
      const idempotencyKey = attempts.keyFor(requestIdentity(endpoint.path, payload));
      try {
        const result = await mutateAsync({
          url: endpoint.path,
          method: method === "get" ? "post" : method,
          values: payload,
          meta: { ...endpointMeta(endpoint, silent), write: { idempotencyKey } },
          errorNotification: false,
          successNotification: false,
        });
        attempts.settle();
        if (refresh) await refreshAfterWrite(queryClient, endpoint, payload);
        return result.data;
      } catch (error) {
        attempts.settle(error);
        throw error;
      }
    },
    [attempts, endpoint, method, mutateAsync, queryClient, refresh, silent],
  );
  return { run, running: mutation.isPending };
}
