import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { Endpoint } from "../../api/endpoint";
import type { AccessGroup } from "../../api/adminTemplate";
import { call } from "../../providers/http";
import { hasButton } from "../../providers/accessControlProvider";
import { getAccessGroup, onSessionChange } from "../../providers/session";

/**
 * The personal-centre components fetch with the HTTP client directly (not refine's hooks): the onboarding page
 * (/apply/index) uses them too, and it lives outside refine. A failed call has shown its §8 toast already.
 */
export interface CallState<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => Promise<T | undefined>;
}

export function useCall<Req, Res>(endpoint: Endpoint<Req, Res>, payload?: Req): CallState<Res> {
  const key = JSON.stringify(payload ?? null);
  const [state, setState] = useState<{ key: string | null; data?: Res; failed: boolean; busy: boolean }>({
    key: null,
    failed: false,
    busy: false,
  });
  useEffect(() => {
    let alive = true;
    call(endpoint, JSON.parse(key) as Req).then(
      (data) => alive && setState({ key, data, failed: false, busy: false }),
      () => alive && setState((s) => ({ ...s, key, failed: true, busy: false })),
    );
    return () => {
      alive = false;
    };
  }, [endpoint, key]);
  const reload = useCallback(async () => {
    setState((s) => ({ ...s, busy: true }));
    try {
      const data = await call(endpoint, JSON.parse(key) as Req);
      setState({ key, data, failed: false, busy: false });
      return data;
    } catch {
      setState((s) => ({ ...s, failed: true, busy: false }));
      return undefined;
    }
  }, [endpoint, key]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    loading: !current || state.busy,
    failed: current && state.failed,
    reload,
  };
}

let groupSnapshot: AccessGroup = getAccessGroup();
function readGroup(): AccessGroup {
  const next = getAccessGroup();
  if (JSON.stringify(next) !== JSON.stringify(groupSnapshot)) groupSnapshot = next;
  return groupSnapshot;
}

/** True when the logged-in account holds the btn code (accessGroup.btn), kept in step with the session. */
export function useButton(code: string): boolean {
  const group = useSyncExternalStore(onSessionChange, readGroup, readGroup);
  return hasButton(code, group);
}
