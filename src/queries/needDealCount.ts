import { useEffect } from "react";
import { layoutCalls, NEED_DEAL_ASSIGNED_TYPE } from "../api/layout";
import { config } from "../config";
import type { NeedDealNumsQuery } from "../api/workOrders";
import { TODO_RESPONSE_STATUSES, TODO_RESULT_STATUSES } from "../domain/workOrderStatus";
import { endpointQueryKey, useFrameEndpointQuery } from "./endpoint";

/** The menu item that carries the to-do badge (spec §2). */
export const WORK_ORDER_LIST_PATH = "/aftersales/index";

/** How often the badge refreshes while the console is open (it also refreshes when the window regains focus). */
export const NEED_DEAL_REFRESH_MS = 60_000;

/**
 * The key prefix of the count's reads (refine's custom query keys, under "data"): the refresh after every action
 * reaches it; an action naming it in `refresh` says so (src/resources/aftersales/list.ts).
 */
export const NEED_DEAL_QUERY_KEY = endpointQueryKey(layoutCalls.needDealNums);

/** The payload of the to-do count (spec §7 layout calls; the statuses of spec §4). */
export function needDealPayload(providerId: string): NeedDealNumsQuery {
  return {
    isProvider: true,
    resultStatus: [...TODO_RESULT_STATUSES],
    responseStatus: [...TODO_RESPONSE_STATUSES],
    assignedType: NEED_DEAL_ASSIGNED_TYPE,
    providerId,
    workerId: providerId,
  };
}

/** A focus within this long after the last answer does not ask again. */
const FOCUS_DEDUPE_MS = 2_000;

/**
 * The count of work orders needing handling, for the 工单列表 badge. It refreshes every minute, when the tab becomes
 * visible again (react-query's focus manager) and when the window regains focus (switching back from another
 * window, which react-query 5 does not watch), and after every action (refine's data queries). Background refreshes are silent (a failing poll must not raise an
 * error toast every minute); the last count stays until a refresh succeeds.
 */
export function useNeedDealCount(providerId: string | undefined, enabled: boolean): number {
  return useNeedDeal(providerId, enabled).count ?? 0;
}

/** The count as it is known: none yet while its first answer is on its way (`pending`), or after a failed first read. */
export interface NeedDeal {
  count: number | undefined;
  pending: boolean;
}

/** The same query as useNeedDealCount, for a figure that must not read 0 before the count is known (the home page). */
export function useNeedDeal(providerId: string | undefined, enabled: boolean): NeedDeal {
  const isEnabled = enabled && Boolean(providerId);
  const query = useFrameEndpointQuery(layoutCalls.needDealNums, needDealPayload(providerId ?? ""), {
    enabled: isEnabled,
    silent: true,
    refetchOnWindowFocus: "always",
    // With the live channel on, an event (or its poll, src/queries/live.ts) refreshes it instead.
    refetchInterval: config.live === "off" ? NEED_DEAL_REFRESH_MS : undefined,
    keepPrevious: true,
  });
  const { reload, updatedAt } = query;
  useEffect(() => {
    if (!isEnabled) return;
    const onFocus = () => {
      if (Date.now() - updatedAt > FOCUS_DEDUPE_MS) void reload();
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [reload, updatedAt, isEnabled]);
  return { count: typeof query.data === "number" ? query.data : undefined, pending: query.pending };
}
