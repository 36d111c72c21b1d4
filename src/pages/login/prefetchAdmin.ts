import { SCREENS } from "../../api/screens";
import { loadAdminRoute, readRouteAhead } from "../../layout/adminAhead";
import { HOME_PATH, safeReducePath } from "../../providers/guard";
import { loadLoginActions } from "./loadLoginActions";

/** Performance mark set when the prefetch starts: `npm run bench` counts the scripts after it apart from /login's. */
export const ADMIN_PREFETCH_MARK = "admin-prefetch";

/** Where a login without `reduce` lands (/ redirects there). */
const LANDING_PATH = SCREENS.dashboard;

let warming: Promise<void> | null = null;

/**
 * Loads what the click on 登录 needs, once, in the order it needs it: the login's own code (the signed token call),
 * then the admin code (refine, the layout) and the landing page's code (the deep link kept in `reduce`, else 首页).
 * One after the other: over HTTP/1.1 a browser opens 6 connections to a host, and the login's chunk queued behind
 * some 50 admin chunks held the token call back by up to half a second. Resolves when both are loaded, or failed:
 * a failure is forgotten (the login loads its code again, and React the admin code when the route renders).
 */
export function warmUpLogin(reduce: string | null): Promise<void> {
  if (!warming) {
    performance.mark?.(ADMIN_PREFETCH_MARK);
    warming = loadLoginActions()
      .catch(() => undefined)
      .then(() => prefetchAdmin(reduce));
  }
  return warming;
}

/** The admin code and the landing page's: the deep link kept in `reduce`, else 首页. */
function prefetchAdmin(reduce: string | null): Promise<void> {
  const target = safeReducePath(reduce);
  return loadAdminRoute(
    !target || target === HOME_PATH ? LANDING_PATH : new URL(target, "http://console.invalid").pathname,
  );
}

/** Starts the first read of the page a login opens (`target`) as the login succeeds, before the frame renders. */
export const readLandingAhead = readRouteAhead;
