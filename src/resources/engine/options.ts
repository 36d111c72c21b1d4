/**
 * The options of a select, from a table or from calls (RemoteOptions). A call's answer is cached under its own
 * query key ("options", not "data"), so an action's refresh does not ask for a catalogue again.
 */
import { useQueries } from "@tanstack/react-query";
import type { Enumeration } from "../../domain/enumeration";
import { call } from "../../providers/http";
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
  const answers = useQueries({
    queries: calls.map(({ endpoint, payload }) => ({
      queryKey: ["options", endpoint.method, endpoint.path, payload],
      queryFn: () => call(endpoint, payload),
      staleTime: CATALOGUE_STALE_MS,
    })),
  });
  if (!isRemoteOptions(source)) return source;
  if (answers.some((answer) => answer.data === undefined)) return [];
  // In declaration order: the first call's answer, then those of `also`.
  const [first, ...also]: unknown[] = answers.map((answer) => answer.data);
  return source.toOptions(first, ...also);
}
