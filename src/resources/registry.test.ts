/**
 * The registry finds the resources by a glob: every folder's declaration is there, the routes keep the menu order
 * (menu groups, then declaration order), each path is one of SCREENS, and each route has its screen.
 */
import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { SCREENS } from "../api/screens";
import { findRoute, refineResources, resources, routes } from ".";

describe("resource registry", () => {
  it("registers every folder that has an index.ts, once", () => {
    const folders = readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(__dirname, entry.name, "index.ts")))
      .map((entry) => entry.name);
    expect(resources).toHaveLength(folders.length);
    expect(new Set(resources.map((resource) => resource.name)).size).toBe(resources.length);
  });

  it("keeps the menu order: by group, then in declaration order", () => {
    expect(routes.map((route) => route.path)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/order/index",
      "/order/staylist",
      "/order/settledlist",
      "/order/earlywarning",
      "/order/servicelist",
      "/order/watch/service",
      "/order/watch/detail",
      "/order/detail-map-dispatch",
      "/order/measure-info",
      "/newOrderDetail",
      "/aftersales/index",
      "/aftersales/details/workorder",
      "/aftersales/serverlist",
      "/aftersales/details/server",
      "/worker/index",
      "/worker/edit/worker",
      "/worker/watch/archives",
      "/bill/index",
      "/personal/index",
      "/personal/staff",
      "/personal/staff/permissions",
      "/personal/exports",
      "/message/index",
    ]);
    // refine's resources: the groups, then the same routes in the same order but the record views, which their
    // lists carry (refineResources.test.tsx).
    expect(
      refineResources.filter((resource) => resource.list).map((resource) => resource.identifier),
    ).toEqual(routes.filter((route) => !route.action).map((route) => route.path));
  });

  it("writes each path once, in SCREENS, and gives each route its screen", () => {
    const screens: readonly string[] = Object.values(SCREENS);
    for (const route of routes) {
      expect(screens, route.path).toContain(route.path);
      expect(route.screen, route.path).toBeTypeOf("function");
      if (route.backTo) expect(screens, route.path).toContain(route.backTo);
    }
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    // And every screen of the contract is a route: the stand-in seeds its menu lists from SCREENS
    // (mocks/accounts/seed/accounts.ts), so a screen without a route would be granted and lead nowhere.
    expect([...screens].sort()).toEqual(
      routes
        .filter((route) => !route.ungated)
        .map((route) => route.path)
        .sort(),
    );
  });

  it("names the record parameter of every detail route (hidden routes are opened for one record)", () => {
    for (const route of routes.filter((declared) => declared.hidden)) {
      expect(route.key, route.path).toMatch(/^[a-zA-Z]+$/);
    }
  });

  it("finds a route by its path, with or without a trailing slash", () => {
    expect(findRoute("/order/index")?.title).toBe("订单管理列表");
    expect(findRoute("/order/index/")?.title).toBe("订单管理列表");
    expect(findRoute("/order/watch/detail")?.key).toBe("orderNo");
    expect(findRoute("/nowhere")).toBeUndefined();
  });
});
