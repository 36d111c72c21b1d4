import { useLogout } from "@refinedev/core";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { protocolAlert, type ProtocolAlert } from "../api/basicPublic";
import { AGREEMENTS_PENDING_CODE, agreementsToAccept, CONSOLE_PROTOCOLS } from "../domain/protocols";
import { onBusinessCode } from "../providers/businessCodes";
import { endpointQueryKey, useEndpointQueries } from "../queries/endpoint";

const AgreementDialog = lazy(() => import("./AgreementDialog").then((m) => ({ default: m.AgreementDialog })));
const AgreementCheckDialog = lazy(() =>
  import("./AgreementDialog").then((m) => ({ default: m.AgreementCheckDialog })),
);

const ALERT_REQUESTS = CONSOLE_PROTOCOLS.map((protocolCode) => ({ protocolCode }));
const ALERT_KEY = endpointQueryKey(protocolAlert);

/** While an alert has failed, the alerts are asked again this often (and at once when a call is refused for them). */
export const ALERT_RETRY_MS = 10_000;

/** Names a list of agreements by code and version (the same list once accepted is not asked again). */
function keyOf(list: readonly ProtocolAlert[]): string {
  return list.map((a) => `${a.protocolCode}@${a.version}`).join(",");
}

export interface PendingAgreements {
  /** The agreements to (re)accept, in the console's order, of the alerts answered; empty until every alert is in. */
  pending: ProtocolAlert[];
  /** An alert failed: what must be accepted is not known (it is asked again, it never counts as "nothing"). */
  failed: boolean;
}

/**
 * The agreements the logged-in account must (re)accept (protocol/alert per code, through refine's data provider,
 * quietly). A failed alert is no answer, never "nothing to accept": `failed`, and the prompt asks again every
 * ALERT_RETRY_MS; the agreements that did answer are shown meanwhile.
 */
export function usePendingAgreements(): PendingAgreements {
  const alerts = useEndpointQueries(protocolAlert, ALERT_REQUESTS, { silent: true });
  return {
    pending: alerts.data ? agreementsToAccept(alerts.data) : [],
    failed: alerts.data?.some((answer) => answer === null) ?? false,
  };
}

/**
 * The agreement prompt (issue 33 §2), mounted by the admin layout: after login and on every page load it asks the
 * server which agreements the account must accept; for any, a dialog shows them one by one until each is accepted
 * (AgreementDialog) — or the provider logs out. Accepted, the server stops asking, so the prompt does not come back.
 *
 * Issue 43 (A1): the gateway holds every business call of an account with an agreement to accept (code 200336003,
 * AGREEMENTS_PENDING_CODE). Such a refusal, from any screen, asks the alerts again at once (a version published while
 * the console was open is then shown), shows no error toast (src/providers/http.ts `onBusinessCode`), and when the
 * alerts cannot be read, a dialog says so with 重新加载 and 退出登录 instead of leaving empty screens unexplained.
 * Once everything is accepted, every query is read again: the screens refused meanwhile fill.
 */
export function AgreementPrompt() {
  const { mutate: logout } = useLogout();
  const queryClient = useQueryClient();
  const { pending, failed } = usePendingAgreements();
  const checking = useIsFetching({ queryKey: ALERT_KEY }) > 0;
  // The list accepted in this dialog: not shown again while the alerts still hold the answers read before.
  const [accepted, setAccepted] = useState<string | null>(null);
  // A call was refused for the agreements: a failed alert is then shown, not only retried.
  const [refused, setRefused] = useState(false);
  const key = keyOf(pending);

  // A read already under way is kept (a burst of refusals asks once).
  const recheck = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ALERT_KEY }, { cancelRefetch: false }),
    [queryClient],
  );
  useEffect(() => {
    onBusinessCode(AGREEMENTS_PENDING_CODE, () => {
      setRefused(true);
      recheck();
    });
    return () => onBusinessCode(AGREEMENTS_PENDING_CODE, null);
  }, [recheck]);
  useEffect(() => {
    if (!failed) return undefined;
    const timer = setInterval(recheck, ALERT_RETRY_MS);
    return () => clearInterval(timer);
  }, [failed, recheck]);

  const onLogout = useCallback(() => logout(), [logout]);
  const onDone = useCallback(() => {
    setAccepted(key);
    setRefused(false);
    void queryClient.invalidateQueries();
  }, [key, queryClient]);

  if (pending.length > 0 && accepted !== key) {
    return (
      <Suspense fallback={null}>
        <AgreementDialog key={key} pending={pending} onLogout={onLogout} onDone={onDone} />
      </Suspense>
    );
  }
  if (failed && refused) {
    return (
      <Suspense fallback={null}>
        <AgreementCheckDialog checking={checking} onRetry={recheck} onLogout={onLogout} />
      </Suspense>
    );
  }
  return null;
}
