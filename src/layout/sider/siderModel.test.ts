import { routes } from "../../resources";
import { menuGroups } from "../../resources/groups";
import type { RouteDeclaration } from "../../resources/types";
import { exportLog, staffList } from "../../api/staff";
import { setServedCalls } from "../../providers/servedCalls";
import { accordionKeys, buildSiderModel, groupMenuKey, isSingle, locateInMenu } from "./siderModel";

/** Every visible route path of the declarations (what the seed's full account holds, plus the hidden ones). */
const ALL_PATHS = routes.map((route) => route.path);
const full = { menu: ALL_PATHS, btn: [] };
/** The seed's `limited` account: home, orders and messages only. */
const limited = {
  menu: ALL_PATHS.filter(
    (p) => p.startsWith("/dashboard") || p.startsWith("/order/") || p === "/message/index",
  ),
  btn: [],
};

describe("buildSiderModel", () => {
  it("leaves out a screen whose chosen call the gateway does not serve (issue 42 §3), once that is known", () => {
    const personal = () =>
      buildSiderModel(routes, menuGroups, full)
        .find((g) => g.key === "personal")!
        .items.map((i) => i.title);
    expect(personal()).toContain("账号管理");
    setServedCalls([`${exportLog.method} ${exportLog.path}`]);
    expect(personal()).not.toContain("账号管理");
    expect(personal()).toContain("导出记录");
    setServedCalls([`${exportLog.method} ${exportLog.path}`, `${staffList.method} ${staffList.path}`]);
    expect(personal()).toContain("账号管理");
    setServedCalls(null);
  });

  it("has the spec's groups, in order, with their titles", () => {
    const model = buildSiderModel(routes, menuGroups, full);
    expect(model.map((g) => [g.key, g.title])).toEqual([
      ["home", "首页"],
      ["order", "订单管理"],
      ["aftersales", "售后管理"],
      ["worker", "辖区师傅管理"],
      ["bill", "账单管理"],
      ["personal", "个人中心"],
      ["message", "消息中心"],
    ]);
  });

  it("leaves out hidden routes, full-page routes and development routes", () => {
    const model = buildSiderModel(routes, menuGroups, full);
    const paths = model.flatMap((g) => g.items.map((i) => i.path));
    expect(paths).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/order/index",
      "/order/staylist",
      "/order/settledlist",
      "/order/earlywarning",
      "/order/servicelist",
      "/aftersales/index",
      "/aftersales/serverlist",
      "/worker/index",
      "/bill/index",
      "/personal/index",
      "/personal/staff",
      "/personal/exports",
      "/message/index",
    ]);
    const dev: RouteDeclaration = { path: "/dev/widgets", title: "组件示例", group: "home", ungated: true };
    const withDev = buildSiderModel([...routes, dev], menuGroups, {
      menu: [...ALL_PATHS, "/dev/widgets"],
      btn: [],
    });
    expect(withDev[0].items.map((i) => i.path)).not.toContain("/dev/widgets");
  });

  it("filters by accessGroup.menu on each route's real path and drops empty groups", () => {
    const model = buildSiderModel(routes, menuGroups, limited);
    expect(model.map((g) => g.title)).toEqual(["首页", "订单管理", "消息中心"]);
    const partial = buildSiderModel(routes, menuGroups, {
      menu: ["/order/staylist", "/aftersales/serverlist"],
      btn: [],
    });
    expect(partial.map((g) => [g.title, g.items.map((i) => i.path)])).toEqual([
      ["订单管理", ["/order/staylist"]],
      ["售后管理", ["/aftersales/serverlist"]],
    ]);
    expect(buildSiderModel(routes, menuGroups, { menu: [], btn: [] })).toEqual([]);
    // A permission on a group path alone permits no route of it.
    expect(buildSiderModel(routes, menuGroups, { menu: ["/order"], btn: [] })).toEqual([]);
  });

  it("links a group with one item straight to it; groups with more are submenus", () => {
    const model = buildSiderModel(routes, menuGroups, full);
    const byKey = Object.fromEntries(model.map((g) => [g.key, g]));
    expect(isSingle(byKey.worker)).toBe(true);
    expect(groupMenuKey(byKey.worker)).toBe("/worker/index");
    expect(groupMenuKey(byKey.message)).toBe("/message/index");
    expect(groupMenuKey(byKey.bill)).toBe("/bill/index");
    expect(isSingle(byKey.home)).toBe(false);
    expect(groupMenuKey(byKey.home)).toBe("/");
    expect(groupMenuKey(byKey.order)).toBe("/order");
    // Permission can make a submenu group single.
    const onlyStay = buildSiderModel(routes, menuGroups, { menu: ["/order/staylist"], btn: [] });
    expect(groupMenuKey(onlyStay[0])).toBe("/order/staylist");
  });
});

describe("locateInMenu", () => {
  const model = buildSiderModel(routes, menuGroups, full);

  it("selects the route's item and opens its submenu", () => {
    expect(locateInMenu("/order/staylist", routes, model)).toEqual({
      selectedKey: "/order/staylist",
      openKey: "/order",
    });
    expect(locateInMenu("/dashboard", routes, model)).toEqual({ selectedKey: "/dashboard", openKey: "/" });
    expect(locateInMenu("/order/staylist/", routes, model).selectedKey).toBe("/order/staylist");
  });

  it("opens no submenu for a single-route group", () => {
    expect(locateInMenu("/worker/index", routes, model)).toEqual({ selectedKey: "/worker/index" });
  });

  it("selects the list item of a hidden detail route (backTo)", () => {
    expect(locateInMenu("/aftersales/details/workorder", routes, model)).toEqual({
      selectedKey: "/aftersales/index",
      openKey: "/aftersales",
    });
    expect(locateInMenu("/worker/edit/worker", routes, model)).toEqual({ selectedKey: "/worker/index" });
    expect(locateInMenu("/order/detail-map-dispatch", routes, model)).toEqual({ openKey: "/order" });
  });

  it("finds nothing for unknown paths or routes outside the permitted menu", () => {
    expect(locateInMenu("/nowhere", routes, model)).toEqual({});
    const small = buildSiderModel(routes, menuGroups, limited);
    expect(locateInMenu("/bill/index", routes, small)).toEqual({});
  });
});

describe("accordionKeys", () => {
  it("keeps only the group just opened", () => {
    expect(accordionKeys(["/order"], ["/order", "/aftersales"])).toEqual(["/aftersales"]);
    expect(accordionKeys([], ["/"])).toEqual(["/"]);
  });

  it("closes the open group", () => {
    expect(accordionKeys(["/order"], [])).toEqual([]);
  });
});
