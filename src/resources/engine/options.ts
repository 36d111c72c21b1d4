/**
 * The options of a select, from a table or from calls (RemoteOptions), read through the data provider. A call's
 * answer is cached per endpoint and payload under its own key root ("options", not refine's "data"), so an action's
 * refresh does not ask for a catalogue again.
 */
import type { Enumeration } from "../../domain/enumeration";
import { useEndpointCalls } from "../../queries/endpoint";
import type { OptionsSource, RemoteOptions } from "./types";

const CATALOGUE_STALE_MS = 5 * 60_000;

export function isRemoteOptions(source: OptionsSource): source is RemoteOptions {
  return "endpoint" in source;
}

export function useOptions(source: OptionsSource): Enumeration<string | number> {
  const remote = isRemoteOptions(source) ? source : undefined;
  const calls = remote
    ? [{ endpoint: remote.endpoint, payload: remote.payload }, ...(remote.also ?? [])]
    : [];
  const answers = useEndpointCalls(calls, { keyRoot: "options", staleTime: CATALOGUE_STALE_MS });
  if (!isRemoteOptions(source)) return source;
  // Empty until every call answered (a failed call, shown by the HTTP client, leaves it empty).
  if (!answers.data || answers.data.some((answer) => answer === null)) return [];
  // In declaration order: the first call's answer, then those of `also`.
  const [first, ...also] = answers.data;
  return source.toOptions(first, ...also);
}
