import { useIsAuthenticated } from "@refinedev/core";
import { Outlet } from "react-router";
import { checkNow } from "../providers/authProvider";
import { LOGIN_PATH } from "../providers/guard";
import { useSession } from "../providers/useSession";
import { AdminSkeleton } from "./boot/BootSkeleton";
import { Redirect } from "./guards";

/**
 * The admin area's guard, refine's way: every authenticated route renders inside it, and refine asks the auth
 * provider's `check` (src/providers/authProvider.ts: the token, the user info, the settlePhase rule). The frame's
 * skeleton shows until the answer is known; a refusal leads where `check` says (/login keeping the address, or
 * /apply/index while onboarding is not complete). An answer refused earlier in the session (onboarding since
 * completed) is not followed while it is asked again. A password someone else set is changed first (RouteGate shows
 * that page once the user is known; nothing of the console shows meanwhile).
 */
export function AdminGate() {
  // Known at once when the session is (after a login, on a later page): no skeleton frame in between.
  const { data, isFetching } = useIsAuthenticated({ queryOptions: { initialData: checkNow } });
  const { user } = useSession();
  if (!data || (!data.authenticated && isFetching)) return <AdminSkeleton />;
  if (!data.authenticated) return <Redirect to={data.redirectTo ?? LOGIN_PATH} />;
  if (user?.mustChangePassword) return <AdminSkeleton />;
  return <Outlet />;
}
