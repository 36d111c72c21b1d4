/**
 * Keeping a page alive without refetching it.
 *
 * A hidden <Activity> destroys its effects, so react-query observers of a hidden page unsubscribe; when the tab is
 * shown again they subscribe anew, and react-query refetches every stale query "on mount" (refine's queries are
 * stale at once). While the page is hidden, each of its renders would also show those queries as fetching
 * (react-query's optimistic result for an observer about to mount), so the page came back with its table's spinner
 * on and was rendered again when nothing was fetched.
 *
 * So a query whose observer left with a page being hidden is kept by that page: the default `refetchOnMount`
 * answers false for it, unless it was invalidated since (e.g. the message list after a message was read elsewhere),
 * which does refetch. A query stops being kept when an observer leaves it otherwise (a shown page unmounts or
 * changes its filters), when it leaves the cache, or when its page is closed or refreshed while hidden: a page
 * mounted afresh fetches afresh. Queries that set their own `refetchOnMount` keep it.
 */
import type { Query, QueryClient } from "@tanstack/react-query";

export interface RevealGuard {
  /** The page being hidden by the commit under way (its observers leave now), or null when that commit is over. */
  hiding(pageKey: string | null): void;
  /** Pages closed or refreshed: their queries are no longer kept. */
  forget(pageKeys: Iterable<string>): void;
  isKept(query: Query): boolean;
}

const guards = new WeakMap<QueryClient, RevealGuard>();

/** Wraps the client's default refetchOnMount (once per client) and returns the client's guard. */
export function installRevealGuard(queryClient: QueryClient): RevealGuard {
  const installed = guards.get(queryClient);
  if (installed) return installed;

  const keptBy = new Map<string, Set<Query>>();
  let hidingKey: string | null = null;
  const guard: RevealGuard = {
    hiding: (pageKey) => void (hidingKey = pageKey),
    forget: (pageKeys) => {
      for (const key of pageKeys) keptBy.delete(key);
    },
    // Asked on every render of an unsubscribed observer: no array built per call.
    isKept: (query) => {
      for (const queries of keptBy.values()) if (queries.has(query)) return true;
      return false;
    },
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "observerRemoved" && event.type !== "removed") return;
    // Dropped from the cache (garbage-collected after gcTime unobserved): a page shown again builds it anew.
    if (event.type === "removed" || hidingKey === null) {
      for (const queries of keptBy.values()) queries.delete(event.query);
      return;
    }
    let queries = keptBy.get(hidingKey);
    if (!queries) keptBy.set(hidingKey, (queries = new Set()));
    queries.add(event.query);
  });

  const defaults = queryClient.getDefaultOptions();
  const previous = defaults.queries?.refetchOnMount ?? true;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query: Query) => {
        if (guard.isKept(query)) return query.state.isInvalidated;
        return typeof previous === "function" ? previous(query) : previous;
      },
    },
  });
  guards.set(queryClient, guard);
  return guard;
}
