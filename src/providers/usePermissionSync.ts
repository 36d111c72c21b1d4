/**
 * Keeps refine's access answers in step with the session. refine caches every can() answer for the whole session
 * (staleTime Infinity, accessControlProvider.ts); a refine logout invalidates them, but an accessGroup that changes
 * without one (a new user info, another tab's login) would leave useCan / <CanAccess> answering from the old group.
 * Kept apart from usePermission.ts so the hook stays free of react-query (it runs before refine is loaded).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ACCESS_QUERY_KEY } from "./accessControlProvider";
import { useAccessGroupState } from "./usePermission";

/** Invalidates refine's "access" queries whenever the session's accessGroup changes (not on mount). */
export function useAccessQueriesFollowSession(): void {
  const queryClient = useQueryClient();
  const group = useAccessGroupState();
  const seen = useRef(group);
  useEffect(() => {
    if (seen.current === group) return;
    seen.current = group;
    void queryClient.invalidateQueries({ queryKey: [...ACCESS_QUERY_KEY] });
  }, [group, queryClient]);
}

/** The hook as an element to place inside <Refine> (it renders nothing). */
export function AccessFollowsSession(): null {
  useAccessQueriesFollowSession();
  return null;
}
