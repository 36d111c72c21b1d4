import { Spin } from "antd";
import { Navigate, Outlet, useLocation } from "react-router";
import { decideRoute } from "../providers/guard";
import { useSession } from "../providers/useSession";

export function FullPageSpin() {
  return (
    <div style={{ minHeight: "60vh", display: "grid", placeItems: "center" }}>
      <Spin size="large" />
    </div>
  );
}

/**
 * Applies the spec §4 route guard to every route: public routes, the token check with `reduce`, the user info
 * fetch, the settlePhase rules.
 * It runs before refine is loaded (refine lives in the authenticated branch, see src/AdminApp.tsx), so it reads
 * the session directly.
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
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  // While the user info loads (a failure resets the token, and the guard then sends the user to /login).
  if (decision.kind === "fetchUser") return <FullPageSpin />;
  return <Outlet />;
}
