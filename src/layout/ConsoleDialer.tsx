import { lazy, Suspense } from "react";
import { useMayDo } from "../providers/usePermission";

const HotlineDialer = lazy(() => import("../widgets/hotline").then((m) => ({ default: m.HotlineDialer })));

/** The btn code that lets an account call out (spec §1 dialer): the order's 联系客户. */
export const DIALER_BUTTON = "order:callCustomer";

/**
 * The console's one floating hotline dialer (spec §1), on every admin page for accounts with the dialer's btn code:
 * its round button opens the pad, and 联系客户 (or any screen's requestCall) opens it with a number.
 */
export function ConsoleDialer() {
  if (!useMayDo(DIALER_BUTTON)) return null;
  return (
    <Suspense fallback={null}>
      <HotlineDialer placement="floating" followsRequests />
    </Suspense>
  );
}
