/**
 * Open consoles follow the account's permissions without a new login (issue 29). The user info (its accessGroup:
 * menus and btn codes) is read again when the window gets focus, after any 403 answer, and when the live channel says
 * the account's lists changed ("account" / "permissions"); the session then holds the new lists, and the menu, the
 * buttons, refine's access answers (<AccessFollowsSession>) and the tabs (tabs/store.ts drops what is no longer
 * permitted) follow. An open tab of a route the account lost closes with 「权限已变更」, and when that was the page
 * on screen the console moves to one the account may see. "account" / "disabled" ends the session as a 401 does.
 */
import { useSubscription } from "@refinedev/core";
import { App } from "antd";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { userInfo } from "../api/adminTemplate";
import { call, onForbidden } from "../providers/http";
import { clearAuth, getToken, setUser } from "../providers/session";
import { toastError } from "../providers/toast";
import { useAccessGroupState } from "../providers/usePermission";
import { navigateUrgently } from "./AppRouter";
import { landingPath, lostPaths } from "./landing";
import { tabsStore } from "./tabs";

export const PERMISSIONS_CHANGED = "权限已变更";
export const ACCOUNT_DISABLED = "账号已停用，请联系主账号";
/** Focus events come in bursts (a dialog closing, switching windows): one read at most this often. */
const MIN_READ_GAP_MS = 1000;

/** Reads the user info again into the session: one read at a time, at most one per MIN_READ_GAP_MS. */
export function createUserRefresher(now: () => number = Date.now) {
  let running: Promise<void> | null = null;
  let last = 0;
  return (force = false): Promise<void> => {
    if (running) return running;
    if (!getToken() || (!force && now() - last < MIN_READ_GAP_MS)) return Promise.resolve();
    last = now();
    running = call(userInfo, undefined, { silent: true })
      .then((user) => setUser(user))
      // A failure keeps what the session holds (a 401 has ended the session already).
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
}

const refreshUser = createUserRefresher();

export function AccessFollower() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const group = useAccessGroupState();
  const tabs = useSyncExternalStore(tabsStore.subscribe, tabsStore.getState, tabsStore.getState);

  const refresh = useCallback(() => void refreshUser(), []);
  useEffect(() => {
    window.addEventListener("focus", refresh);
    onForbidden(refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      onForbidden(null);
    };
  }, [refresh]);

  useSubscription({
    channel: "account",
    types: ["permissions", "disabled"],
    onLiveEvent: (event) => {
      if (event.type === "disabled") {
        // As a 401 does (providers/http.ts): the session ends and the route guard goes to /login.
        clearAuth();
        toastError(ACCOUNT_DISABLED);
        return;
      }
      void refreshUser(true);
    },
  });

  // Declared before the effect that records what is open, so it compares with the previous render's tabs.
  const seenGroup = useRef(group);
  const open = useRef<string[]>([]);
  useEffect(() => {
    const before = seenGroup.current;
    seenGroup.current = group;
    if (before === group) return;
    const lost = lostPaths(open.current, before, group);
    if (lost.length === 0) return;
    void message.warning(PERMISSIONS_CHANGED);
    if (lost.includes(location.pathname)) {
      const to = landingPath(group);
      navigateUrgently(() => navigate(to, { replace: true }));
    }
  }, [group, location.pathname, message, navigate]);
  useEffect(() => {
    open.current = [...new Set([...tabs.tabs.map((tab) => tab.path), location.pathname])];
  }, [tabs, location.pathname]);

  return null;
}
