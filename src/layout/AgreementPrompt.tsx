import { useLogout } from "@refinedev/core";
import { lazy, Suspense, useCallback, useState } from "react";
import { protocolAlert, type ProtocolAlert } from "../api/basicPublic";
import { agreementsToAccept, CONSOLE_PROTOCOLS } from "../domain/protocols";
import { useEndpointQueries } from "../queries/endpoint";

const AgreementDialog = lazy(() => import("./AgreementDialog").then((m) => ({ default: m.AgreementDialog })));

const ALERT_REQUESTS = CONSOLE_PROTOCOLS.map((protocolCode) => ({ protocolCode }));

/** Names a list of agreements by code and version (the same list once accepted is not asked again). */
function keyOf(list: readonly ProtocolAlert[]): string {
  return list.map((a) => `${a.protocolCode}@${a.version}`).join(",");
}

/**
 * The agreements the logged-in account must (re)accept, in the console's order (protocol/alert per code, through
 * refine's data provider, quietly). A failed alert counts as nothing to accept: the console stays usable, the next
 * page load asks again. Empty until every alert has answered.
 */
export function usePendingAgreements(): ProtocolAlert[] {
  const alerts = useEndpointQueries(protocolAlert, ALERT_REQUESTS, { silent: true });
  return alerts.data ? agreementsToAccept(alerts.data) : [];
}

/**
 * The agreement prompt (issue 33 §2), mounted by the admin layout: after login and on every page load it asks the
 * server which agreements the account must accept; for any, a dialog shows them one by one until each is accepted
 * (AgreementDialog) — or the provider logs out. Accepted, the server stops asking, so the prompt does not come back.
 */
export function AgreementPrompt() {
  const { mutate: logout } = useLogout();
  const pending = usePendingAgreements();
  // The list accepted in this dialog: not shown again while the alerts still hold the answers read before.
  const [accepted, setAccepted] = useState<string | null>(null);
  const key = keyOf(pending);
  const onLogout = useCallback(() => logout(), [logout]);
  const onDone = useCallback(() => setAccepted(key), [key]);
  if (pending.length === 0 || accepted === key) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog key={key} pending={pending} onLogout={onLogout} onDone={onDone} />
    </Suspense>
  );
}
