import { Suspense, useCallback, useEffect, useState } from "react";
import { useMayDo } from "../providers/usePermission";
import { subscribeCallRequests } from "../widgets/hotline/callRequests";
import { DialerButton } from "../widgets/hotline/DialerButton";
import { moduleLoader, preloadOf, useLoadThen } from "../widgets/moduleLoader";

/** The pad, loaded when first wanted and shown once here (src/widgets/moduleLoader.ts); the pointer starts the load. */
const hotlineDialer = moduleLoader(() => import("../widgets/hotline"));
const preloadDialer = preloadOf(hotlineDialer);

/** The btn code that lets an account call out (spec §1 dialer): the order's 联系客户. */
export const DIALER_BUTTON = "order:callCustomer";

/**
 * The console's one floating hotline dialer (spec §1), on every admin page for accounts with the dialer's btn code:
 * its round button opens the pad, and 联系客户 (or any screen's requestCall) opens it with a number. The pad's code
 * (the call service, its states, the keypad) loads on the first click or request (issue 30: most visits never call).
 */
export function ConsoleDialer() {
  if (!useMayDo(DIALER_BUTTON)) return null;
  return <DialerOnFirstUse />;
}

function DialerOnFirstUse() {
  const loadThen = useLoadThen();
  // How the dialer was first wanted: its button (open it) or a call request (it takes the request).
  const [wanted, setWanted] = useState<"button" | "request" | null>(null);
  const want = useCallback(
    (how: "button" | "request") => loadThen(hotlineDialer.load, () => setWanted(how)),
    [loadThen],
  );
  useEffect(() => {
    if (wanted) return;
    return subscribeCallRequests(() => want("request"));
  }, [wanted, want]);

  const hotline = hotlineDialer.loaded();
  if (!wanted || !hotline)
    return <DialerButton onClick={() => want("button")} onPointerEnter={preloadDialer} />;
  return (
    <Suspense fallback={<DialerButton />}>
      <hotline.HotlineDialer
        placement="floating"
        followsRequests
        defaultOpen={wanted === "button"}
        takesCurrentRequest={wanted === "request"}
      />
    </Suspense>
  );
}
