/**
 * A list's first page in its first render (issue 44). The frame asks for the page's rows before the page renders
 * (src/layout/progress/loadPage.ts `readAhead`); on a deep link after 登录 they have come by the time the list renders.
 * Given to refine's query as its initial data, they are in that first render: without it, the query took them only
 * after the page had committed, and the rows came in a second render of the whole page, some 150 ms later.
 *
 * Rows shown this way are as fresh as a read just made: the query does not read them again as it mounts. A list
 * opened again later reads as it always does (its query's data is older than an early read is kept).
 */
import { useDataProvider, type BaseRecord, type GetListResponse } from "@refinedev/core";
import type { QueryState } from "@tanstack/react-query";
import { useState } from "react";
import type { ConsoleDataProvider, ListPayloadParams } from "../../providers/dataProvider";
import { EARLY_READ_FRESH_MS } from "../../providers/earlyReads";

type EarlyPage = { page: GetListResponse; at: number } | undefined;
type DataState = Pick<QueryState<unknown, unknown>, "dataUpdateCount" | "dataUpdatedAt">;

/**
 * Whether a query's data is an early read's page, given as its initial data and not read since (a query without data
 * has none: its data time is 0).
 */
export function isEarlyPage(state: DataState, now: number = Date.now()): boolean {
  return state.dataUpdateCount === 0 && now - state.dataUpdatedAt <= EARLY_READ_FRESH_MS;
}

/**
 * Query options that start the query made first with `take()`'s page, when it answers one. `take` is asked once: by
 * the query react-query makes as the list first renders, the one for the request `take` knows (later queries, of
 * another page or search, read as they always do).
 */
export function firstPageOptions(take: () => EarlyPage) {
  let asked = false;
  let at: number | undefined;
  return {
    initialData: (): GetListResponse<BaseRecord> | undefined => {
      if (asked) return undefined;
      asked = true;
      const early = take();
      at = early?.at;
      return early?.page;
    },
    initialDataUpdatedAt: () => at,
    refetchOnMount: (query: { state: DataState }) => !isEarlyPage(query.state),
  };
}

/**
 * The query options of a list whose first render asks for `params`: its page, when the console's data provider has
 * it from an early read.
 */
export function useFirstPageOptions(params: { resource: string } & ListPayloadParams) {
  const dataProvider = useDataProvider();
  // The same options on every render: what the first asked for. (refine types its data provider as its own; the
  // console's takes early reads, a test's may not.)
  const [options] = useState(() =>
    firstPageOptions(() => (dataProvider() as Partial<ConsoleDataProvider>).takeEarlyList?.(params)),
  );
  return options;
}
