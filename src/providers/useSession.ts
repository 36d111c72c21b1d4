import { useEffect, useSyncExternalStore } from "react";
import type { UserInfo } from "../api/adminTemplate";
import * as session from "./session";

interface SessionState {
  hasToken: boolean;
  /** The user info; null while unknown. */
  user: UserInfo | null;
}

let snapshot: SessionState = { hasToken: false, user: null };

function readSnapshot(): SessionState {
  const hasToken = Boolean(session.getToken());
  const user = session.getUser();
  if (snapshot.hasToken !== hasToken || snapshot.user !== user) snapshot = { hasToken, user };
  return snapshot;
}

/**
 * The session as React state, for the parts of the console that run before refine is loaded (the route guard and
 * the public pages). Fetches the user info when a token is present but the user is not known (ensureUser: on
 * failure the token is reset and 请重新登录 shown).
 */
export function useSession(): SessionState {
  const state = useSyncExternalStore(session.onSessionChange, readSnapshot, readSnapshot);
  useEffect(() => {
    // Loaded on demand: the guard of a logged-out visitor never needs the HTTP client.
    if (state.hasToken && !state.user) void import("./authProvider").then((auth) => auth.ensureUser());
  }, [state.hasToken, state.user]);
  return state;
}
