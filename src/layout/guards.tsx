import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { decideRoute, HOME_PATH, isPublicPath } from "../providers/guard";
import { useSession } from "../providers/useSession";
import { AdminSkeleton, PublicSplash } from "./boot/BootSkeleton";

const FirstPasswordPage = lazy(() => import("../pages/password/FirstPasswordPage"));

/**
 * A redirect that keeps something on screen: <Navigate> renders nothing, and the navigation that follows is a
 * transition, during which React keeps showing that nothing until the target's code has loaded (a blank page).
 * The skeleton of the target stays instead.
 */
export function Redirect({ to }: { to: string }) {
  const target = new URL(to, "http://console.invalid").pathname;
  return (
    <>
      {isPublicPath(target) ? <PublicSplash /> : <AdminSkeleton />}
      <Navigate to={to} replace />
    </>
  );
}

/**
 * Applies the spec §4 route guard before refine is loaded (refine wraps the authenticated branch, src/AdminApp.tsx,
 * and the onboarding page, src/pages/shared/PublicRefine.tsx), so it reads the session directly: the public pages
 * (and where a logged-in visitor of /login or / goes by settlePhase), the token check with `reduce`. The admin area
 * with a token is refine's: its frame asks the auth provider's `check` (AdminGate), which applies the settlePhase
 * rule, while the admin code loads beside the user info.
 */
export function RouteGate() {
  const location = useLocation();
  const fullPath = location.pathname + location.search + location.hash;
  const { hasToken, user } = useSession();
  const adminArea = hasToken && !isPublicPath(location.pathname) && location.pathname !== HOME_PATH;

  const decision = adminArea
    ? { kind: "allow" as const }
    : decideRoute({ path: location.pathname, fullPath, hasToken, settlePhase: user?.settlePhase });
  if (decision.kind === "redirect") return <Redirect to={decision.to} />;
  // While the user info loads (a failure resets the token, and the guard then sends the user to /login).
  if (decision.kind === "fetchUser") {
    return isPublicPath(location.pathname) ? <PublicSplash /> : <AdminSkeleton />;
  }
  // A password set by someone else (a new staff account, a reset) is changed before anything else (issue 29).
  if (hasToken && user?.mustChangePassword && !isPublicPath(location.pathname)) {
    return (
      <Suspense fallback={<PublicSplash />}>
        <FirstPasswordPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
