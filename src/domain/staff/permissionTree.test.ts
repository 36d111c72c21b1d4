import { SCREENS } from "../../api/screens";
import { menuGroups, routes } from "../../resources";
import { BUTTON_LABELS } from "../../api/buttons";
import {
  buildPermissionTree,
  grantableTree,
  menuSummary,
  normalizeSelection,
  selectionGrants,
  type Selection,
} from "./permissionTree";
import { checkedKeys, nodeKey, toggleNode } from "./treeNodes";

const tree = buildPermissionTree(routes, menuGroups, BUTTON_LABELS);
const empty: Selection = { menus: new Set(), buttons: new Set() };
const order = () => {
  const menu = tree.find((candidate) => candidate.key === "order");
  if (!menu) throw new Error("no order menu");
  return menu;
};

describe("the permission tree", () => {
  it("is the sider's menus, in its order and with its titles, from the declarations", () => {
    expect(tree.map((menu) => menu.title)).toEqual(menuGroups.map((group) => group.title));
    expect(order().entries.map((entry) => entry.title)).toEqual(
      routes.filter((route) => route.group === "order" && !route.hidden).map((route) => route.title),
    );
    // An entry goes with the pages it links to: 订单管理列表 with the detail and the detail's own pages.
    const list = order().entries.find((entry) => entry.path === SCREENS.orderList);
    expect(list?.paths).toEqual(
      expect.arrayContaining([SCREENS.orderList, SCREENS.orderDetail, SCREENS.orderMapDispatch]),
    );
  });

  it("grants the order detail with every list that links to it (audit S2)", () => {
    const pathsOf = (path: string) => order().entries.find((entry) => entry.path === path)?.paths;
    for (const list of [
      SCREENS.orderStay,
      SCREENS.orderSettled,
      SCREENS.orderWarning,
      SCREENS.serviceOrderList,
    ])
      expect(pathsOf(list), list).toContain(SCREENS.orderDetail);
    expect(pathsOf(SCREENS.serviceOrderList)).toContain(SCREENS.serviceOrderDetail);
    // One entry's pages, not another's: 待结算列表 brings no 售前服务单详情.
    expect(pathsOf(SCREENS.orderStay)).not.toContain(SCREENS.serviceOrderDetail);
    const stay = selectionGrants(tree, toggleNode(tree, empty, nodeKey.entry(SCREENS.orderStay), true));
    expect(stay.menus).toEqual(expect.arrayContaining([SCREENS.orderStay, SCREENS.orderDetail]));
  });

  it("keeps a page two held entries link to when one of them is unchecked", () => {
    const both = [SCREENS.orderStay, SCREENS.orderSettled].reduce(
      (selection, path) => toggleNode(tree, selection, nodeKey.entry(path), true),
      empty,
    );
    const one = toggleNode(tree, both, nodeKey.entry(SCREENS.orderStay), false);
    expect(selectionGrants(tree, one).menus).toEqual(expect.arrayContaining([SCREENS.orderDetail]));
    expect(selectionGrants(tree, one).menus).not.toContain(SCREENS.orderStay);
    // Listed once although two entries bring it.
    const menus = selectionGrants(tree, both).menus;
    expect(menus.filter((path) => path === SCREENS.orderDetail)).toHaveLength(1);
  });

  it("puts each menu's buttons under it with the catalogue's labels, in catalogue order", () => {
    expect(order().buttons[0]).toMatchObject({ code: "order:view", label: "查看详情" });
    expect(order().buttons.map((button) => button.code)).toEqual(
      Object.keys(BUTTON_LABELS).filter((code) => code.startsWith("order:")),
    );
    expect(tree.find((menu) => menu.key === "home")?.buttons).toEqual([]);
  });

  it("shows a newly declared button without another list to edit", () => {
    const grown = buildPermissionTree(routes, menuGroups, { ...BUTTON_LABELS, "worker:newThing": "新按钮" });
    expect(grown.find((menu) => menu.key === "worker")?.buttons.at(-1)).toMatchObject({
      code: "worker:newThing",
      label: "新按钮",
    });
  });

  it("offers only what the main account holds", () => {
    const cut = grantableTree(tree, {
      menus: [SCREENS.orderList, SCREENS.orderDetail],
      buttons: ["order:view"],
    });
    expect(cut).toHaveLength(1);
    expect(cut[0].entries.map((entry) => entry.paths)).toEqual([[SCREENS.orderList, SCREENS.orderDetail]]);
    expect(cut[0].buttons.map((button) => button.code)).toEqual(["order:view"]);
  });
});

describe("menus and their buttons", () => {
  it("checks a menu with its entries and buttons, and clears them with it", () => {
    const all = toggleNode(tree, empty, nodeKey.menu("order"), true);
    expect(all.buttons.size).toBe(order().buttons.length);
    expect(checkedKeys(tree, all).checked).toContain(nodeKey.menu("order"));
    const none = toggleNode(tree, all, nodeKey.menu("order"), false);
    expect(selectionGrants(tree, none)).toEqual({ menus: [], buttons: [] });
  });

  it("checks a button's first menu with it, and keeps the menu half-checked", () => {
    const one = toggleNode(tree, empty, nodeKey.button("order:manualDistribute"), true);
    const grants = selectionGrants(tree, one);
    expect(grants.buttons).toEqual(["order:manualDistribute"]);
    expect(grants.menus).toEqual(order().entries[0].paths);
    expect(checkedKeys(tree, one).halfChecked).toEqual([nodeKey.menu("order")]);
  });

  it("clears the buttons with the menu's last entry", () => {
    const withList = toggleNode(tree, empty, nodeKey.entry(SCREENS.orderList), true);
    const withButton = toggleNode(tree, withList, nodeKey.button("order:view"), true);
    // The menu was held (its list): the button adds no other entry.
    expect(selectionGrants(tree, withButton).menus).toEqual(order().entries[0].paths);
    const cleared = toggleNode(tree, withButton, nodeKey.entry(SCREENS.orderList), false);
    expect(selectionGrants(tree, cleared)).toEqual({ menus: [], buttons: [] });
  });

  it("drops buttons without their menu and what the tree does not offer", () => {
    const selection = normalizeSelection(tree, {
      menus: [SCREENS.bill, "/nowhere"],
      buttons: ["bill:view", "order:view", "nothing:else"],
    });
    expect(selectionGrants(tree, selection)).toEqual({ menus: [SCREENS.bill], buttons: ["bill:view"] });
  });

  it("summarises an account's lists by the menus' titles", () => {
    expect(menuSummary(tree, [SCREENS.orderList, SCREENS.messages])).toEqual(["订单管理", "消息中心"]);
  });
});
