import { loadAdminApp, loadAdminLayout } from "../../layout/adminChunks";
import { HOME_PATH, safeReducePath } from "../../providers/guard";

/** Performance mark set when the prefetch starts: `npm run bench` counts the scripts after it apart from /login's. */
export const ADMIN_PREFETCH_MARK = "admin-prefetch";

/** Where a login without `reduce` lands (/ redirects there). */
const LANDING_PATH = "/dashboard";

let started = false;

/**
 * Fetches the admin code (refine, the layout) and the landing page's code (the deep link kept in `reduce`, else
 * 首页) ahead of the login, once. A failure is forgotten: React loads the code again when the route renders.
 */
export function prefetchAdmin(reduce: string | null): void {
  if (started) return;
  started = true;
  performance.mark?.(ADMIN_PREFETCH_MARK);
  const target = safeReducePath(reduce);
  const path =
    !target || target === HOME_PATH ? LANDING_PATH : new URL(target, "http://console.invalid").pathname;
  Promise.all([
    loadAdminApp(),
    loadAdminLayout(),
    import("../../resources"),
    import("../../layout/progress/loadPage"),
  ])
    .then(([, , resources, pages]) => {
      const route = resources.findRoute(path);
      // Kept as loaded, so the page renders with the frame (no suspense, no reveal delay).
      return route?.load ? pages.loadAndKeepPage(route.path, route.load) : undefined;
    })
    .catch(() => undefined);
}

/** Runs `task` once the page is idle after its first paint (at the latest `maxWaitMs` later); returns a cancel. */
export function whenIdle(task: () => void, maxWaitMs = 1500): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: maxWaitMs });
    else task();
  }, 0);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
