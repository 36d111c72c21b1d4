import { useEffect } from "react";
import { useNavigate } from "react-router";
import { loginPathFor } from "../providers/guard";
import { onUnauthorized } from "../providers/http";

/**
 * Sends the user to /login (keeping the current path in `reduce`) when any call answers 401; the HTTP client has
 * already cleared the auth and shown 未授权，请重新登录. Mounted in the authenticated part (src/AdminApp.tsx), so
 * the public pages don't load the HTTP client for it.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    onUnauthorized(() =>
      navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true }),
    );
    return () => onUnauthorized(null);
  }, [navigate]);
  return null;
}
