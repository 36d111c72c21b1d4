import { SCREENS } from "../../api/screens";
import { loadAdminApp } from "../../layout/adminChunks";
import { loadAdminLayout } from "../../layout/adminLayoutChunk";
import { HOME_PATH, safeReducePath } from "../../providers/guard";
import { getAccessGroup } from "../../providers/session";
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

function prefetchAdmin(reduce: string | null): Promise<void> {
  const target = safeReducePath(reduce);
  const path =
    !target || target === HOME_PATH ? LANDING_PATH : new URL(target, "http://console.invalid").pathname;
  return Promise.all([
    loadAdminApp(),
    loadAdminLayout(),
    import("../../resources"),
    import("../../layout/progress/loadPage"),
  ])
    .then(([, , resources, pages]) => {
      const route = resources.findRoute(path);
      // Kept as loaded, so the screen renders with the frame (no suspense, no reveal delay).
      return route?.screen ? pages.loadAndKeepPage(route.path, route.screen) : undefined;
    })
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * Starts the first read of the page a login opens (`target`) as the login succeeds, before the frame renders: on a
 * deep link to the order list the frame's render took some 250 ms before the list was asked for
 * (src/layout/progress/loadPage.ts, `readAhead`). Only a page whose code is here (prefetched above) and on the
 * account's menu is asked (a refused read would only be a 403 more).
 */
export function readLandingAhead(target: string): void {
  const at = new URL(target, "http://console.invalid");
  Promise.all([loadAdminApp(), import("../../resources"), import("../../layout/progress/loadPage")]).then(
    ([admin, resources, pages]) => {
      const route = resources.findRoute(at.pathname);
      if (!route || !getAccessGroup().menu.includes(route.path)) return;
      pages.readAhead(pages.loadedPage(route.path), route.path, admin.dataProvider.readListEarly, at);
    },
    () => undefined, // the page reads as it renders
  );
}
