import { getAccessGroup } from "../providers/session";
import { loadAdminApp } from "./adminChunks";
import { loadAdminLayout } from "./adminLayoutChunk";

/**
 * An admin route's code and first read, asked for together as soon as the route is known (issue 44): the admin code
 * (refine, the layout), the route's page with the views it awaits, and a list's first page. Found one after the other
 * as each part rendered, a cold load of /order/index made some ten round trips in a row before its rows were asked
 * for (the admin code, the session's calls, the layout, the sider, the page, its view, the cards, then the list):
 * each of them a round trip of a phone's network.
 *
 * The login page asks for them while the user types (src/pages/login/prefetchAdmin.ts); a cold load of an admin
 * address (a reload, a bookmark, a link) asks for them as the admin code is first asked for (`loadAdminAppAhead`).
 */
let asked = false;

/**
 * Loads the admin code and the page of `path` (kept as loaded, so the screen renders with the frame: no suspense, no
 * reveal delay), all at once. Never rejects: a failure is forgotten, and React loads what the route renders.
 */
export function loadAdminRoute(path: string): Promise<void> {
  asked = true;
  // The page's code does not wait for the admin code: it needs only the route table.
  const page = Promise.all([import("../resources"), import("./progress/loadPage")]).then(
    ([resources, pages]) => {
      const route = resources.findRoute(path);
      return route?.screen ? pages.loadAndKeepPage(route.path, route.screen) : undefined;
    },
  );
  return Promise.all([loadAdminApp(), loadAdminLayout(), page]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts the first read of the page at `target` (an address) before the frame renders: on the order list the frame's
 * render took some 250 ms before the list was asked for (src/layout/progress/loadPage.ts, `readAhead`). It waits for
 * the data provider and the page's own module (its `firstRead`), not for the views the page awaits (the list's table
 * or cards). Only a page on the account's menu is asked (a refused read would only be a 403 more).
 */
export function readRouteAhead(target: string): void {
  const at = new URL(target, "http://console.invalid");
  Promise.all([loadAdminApp(), import("../resources"), import("./progress/loadPage")])
    .then(async ([admin, resources, pages]) => {
      const route = resources.findRoute(at.pathname);
      if (!route?.screen || !getAccessGroup().menu.includes(route.path)) return;
      const page = await route.screen();
      pages.readAhead(page.default, route.path, admin.dataProvider.readListEarly, at);
    })
    .catch(() => undefined); // the page reads as it renders
}

/**
 * AdminApp's loader (React's lazy, src/layout/AppRoutes.tsx). On a cold load, the address's page and its first read
 * are asked for with the admin code; after a login they have been asked for already.
 */
export function loadAdminAppAhead(): Promise<typeof import("../AdminApp")> {
  if (!asked) {
    const { pathname, search } = window.location;
    void loadAdminRoute(pathname);
    readRouteAhead(`${pathname}${search}`);
  }
  return loadAdminApp();
}
