/**
 * The one way React code asks "may this account open X / do X": subscribed to the session (it re-renders when the
 * accessGroup changes, without a new login) and answering with the access-control provider's own rule (decideCan),
 * so the menu, the routes and the buttons never disagree with refine's useCan / <CanAccess>.
 *
 * Code outside React (pure rules, stores) uses canAccessPath / hasButton from accessControlProvider.ts with the
 * group it is given; this hook is only the subscription around them.
 */
import { useMemo, useSyncExternalStore } from "react";
import type { AccessGroup } from "../api/adminTemplate";
import { BUTTON_ACTION_PREFIX, decideCan } from "./accessControlProvider";
import { getAccessGroup, onSessionChange } from "./session";

export interface Permission {
  /** True when the account may open the route `path` (accessGroup.menu, groups above an entry included). */
  mayOpen(path: string): boolean;
  /** True when the account holds the btn code `code`. */
  mayDo(code: string): boolean;
}

// One snapshot per distinct accessGroup: useSyncExternalStore needs the same object while nothing changed, and
// getAccessGroup() parses storage afresh on every call.
let snapshot: AccessGroup = getAccessGroup();
let snapshotKey = JSON.stringify(snapshot);

function readGroup(): AccessGroup {
  const next = getAccessGroup();
  const key = JSON.stringify(next);
  if (key !== snapshotKey) {
    snapshot = next;
    snapshotKey = key;
  }
  return snapshot;
}

/** The account's accessGroup as React state (re-renders when it changes). */
export function useAccessGroupState(): AccessGroup {
  return useSyncExternalStore(onSessionChange, readGroup, readGroup);
}

/** The provider's rule over a given accessGroup (what the hook answers; also for tests and pure code). */
export function permissionOf(group: AccessGroup): Permission {
  return {
    mayOpen: (path) =>
      decideCan({ resource: path, action: "list", params: { resource: { name: path, list: path } } }, group)
        .can,
    mayDo: (code) => decideCan({ resource: "btn", action: `${BUTTON_ACTION_PREFIX}${code}` }, group).can,
  };
}

/** mayOpen / mayDo for the current account; a new object (so memos recompute) whenever the accessGroup changes. */
export function usePermission(): Permission {
  const group = useAccessGroupState();
  return useMemo(() => permissionOf(group), [group]);
}

/** True when the current account holds the btn code `code` (re-renders when that changes). */
export function useMayDo(code: string): boolean {
  return usePermission().mayDo(code);
}
