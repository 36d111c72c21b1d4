/**
 * Keeping a page alive without refetching it.
 *
 * A hidden <Activity> destroys its effects, so react-query observers of a hidden page unsubscribe; when the tab is
 * shown again they subscribe anew, and react-query refetches every stale query "on mount" (refine's queries are
 * stale at once). A revealed page is not a new mount: while KeepAliveOutlet reveals a tab (from the layout effect
 * of the switch to the end of that commit's passive effects) the default `refetchOnMount` answers false, except for
 * queries invalidated while the page was hidden (e.g. the message list after a message was read elsewhere), which
 * do refetch. Queries that set their own `refetchOnMount` keep it.
 */
import type { Query, QueryClient } from "@tanstack/react-query";

let revealing = false;
const installed = new WeakSet<QueryClient>();

/** Marks the start (true) or end (false) of a reveal. */
export function setRevealing(value: boolean): void {
  revealing = value;
}

export function isRevealing(): boolean {
  return revealing;
}

/** Wraps the client's default refetchOnMount (once per client). */
export function installRevealGuard(queryClient: QueryClient): void {
  if (installed.has(queryClient)) return;
  installed.add(queryClient);
  const defaults = queryClient.getDefaultOptions();
  const previous = defaults.queries?.refetchOnMount ?? true;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query: Query) => {
        if (revealing) return query.state.isInvalidated;
        return typeof previous === "function" ? previous(query) : previous;
      },
    },
  });
}
