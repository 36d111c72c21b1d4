import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../api";
import type { UserInfo } from "../../api/adminTemplate";
import { setUser } from "../../providers/session";
import { DATA_QUERY_KEY, useEndpointMutation } from "../../queries/endpoint";

export interface RefreshUserOptions {
  /** No message when the call fails (default): the screen keeps what it showed, the next page load reads again. */
  silent?: boolean;
  /** Runs with the user read, before the session is updated (onboarding starts the first entry there). */
  onRead?: (user: UserInfo) => void;
  /** Also read every data query again once the session holds the user (onboarding: the settlePhase moved). */
  refresh?: boolean;
}

/**
 * Reads the user info again and keeps it in the session, so the header shows the saved avatar, name and mobile and
 * the route guard sees a new settlePhase. Answers the user read, or null when the call failed.
 */
export function useRefreshUser({
  silent = true,
  onRead,
  refresh = false,
}: RefreshUserOptions = {}): () => Promise<UserInfo | null> {
  const queryClient = useQueryClient();
  const { run } = useEndpointMutation(api.adminTemplate.userInfo, { refresh: false, silent });
  return useCallback(async () => {
    let user: UserInfo;
    try {
      user = await run(undefined);
    } catch {
      return null;
    }
    onRead?.(user);
    setUser(user);
    if (refresh) void queryClient.invalidateQueries({ queryKey: [...DATA_QUERY_KEY] });
    return user;
  }, [onRead, queryClient, refresh, run]);
}
