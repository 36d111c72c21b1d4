import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { decideRoute, isPublicPath } from "../providers/guard";
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
 * Applies the spec §4 route guard to every route: public routes, the token check with `reduce`, the user info
 * fetch, the settlePhase rules.
 * It runs before refine is loaded (refine wraps the authenticated branch, src/AdminApp.tsx, and the onboarding page,
 * src/pages/shared/PublicRefine.tsx), so it reads the session directly.
 */
export function RouteGate() {
  const location = useLocation();
  const fullPath = location.pathname + location.search + location.hash;
  const { hasToken, user } = useSession();

  const decision = decideRoute({
    path: location.pathname,
    fullPath,
    hasToken,
    settlePhase: user?.settlePhase,
  });
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
