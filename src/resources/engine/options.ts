/**
 * The options of a select, from a table or from a call (RemoteOptions). A call's answer is cached under its own
 * query key ("options", not "data"), so an action's refresh does not ask for a catalogue again.
 */
import { useQuery } from "@tanstack/react-query";
import type { Enumeration } from "../../domain/enumeration";
import { call } from "../../providers/http";
import type { OptionsSource, RemoteOptions } from "./types";

const CATALOGUE_STALE_MS = 5 * 60_000;

export function isRemoteOptions(source: OptionsSource): source is RemoteOptions {
  return "endpoint" in source;
}

export function useOptions(source: OptionsSource): Enumeration<string | number> {
  const remote = isRemoteOptions(source) ? source : undefined;
  const query = useQuery({
    queryKey: ["options", remote?.endpoint.method, remote?.endpoint.path, remote?.payload],
    queryFn: () => call(remote!.endpoint, remote!.payload),
    enabled: remote !== undefined,
    staleTime: CATALOGUE_STALE_MS,
  });
  if (!remote) return source as Enumeration<string | number>;
  return query.data === undefined ? [] : remote.toOptions(query.data);
}
