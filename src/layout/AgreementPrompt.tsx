import { useLogout } from "@refinedev/core";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { protocolAlert, type ProtocolAlert } from "../api/basicPublic";
import { agreementsToAccept, CONSOLE_PROTOCOLS } from "../domain/protocols";
import { call } from "../providers/http";

const AgreementDialog = lazy(() => import("./AgreementDialog").then((m) => ({ default: m.AgreementDialog })));

/**
 * The agreements the logged-in account must (re)accept, in the console's order (protocol/alert per code). A failed
 * alert counts as nothing to accept: the console stays usable, the next page load asks again.
 */
export async function pendingAgreements(): Promise<ProtocolAlert[]> {
  const answers = await Promise.all(
    CONSOLE_PROTOCOLS.map((protocolCode) =>
      call(protocolAlert, { protocolCode }, { silent: true }).catch(() => null),
    ),
  );
  return agreementsToAccept(answers);
}

/**
 * The agreement prompt (issue 33 §2), mounted by the admin layout: after login and on every page load it asks the
 * server which agreements the account must accept; for any, a dialog shows them one by one until each is accepted
 * (AgreementDialog) — or the provider logs out. Accepted, the server stops asking, so the prompt does not come back.
 */
export function AgreementPrompt() {
  const { mutate: logout } = useLogout();
  const [pending, setPending] = useState<ProtocolAlert[]>([]);
  useEffect(() => {
    let live = true;
    void pendingAgreements().then((list) => live && setPending(list));
    return () => {
      live = false;
    };
  }, []);
  const onLogout = useCallback(() => logout(), [logout]);
  const onDone = useCallback(() => setPending([]), []);
  if (pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog pending={pending} onLogout={onLogout} onDone={onDone} />
    </Suspense>
  );
}
