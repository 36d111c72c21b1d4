/**
 * Issue 43 (audit S1): 编辑权限's tree offers only what the stand-in accepts. A button is checked only together with
 * one of its own menus by the server's rule (src/api/buttons `buttonHasMenu`, which
 * mocks/accounts/staffRules.ts checks on the pages the menus reach), whatever the clicks.
 */
import { SCREENS } from "../../api/screens";
import { menuGroups, routes } from "../../resources";
import { BUTTON_LABELS } from "../../api/buttons";
import { buttonHasMenu } from "../../api/buttons";
import {
  buildPermissionTree,
  carrierTitles,
  grantableTree,
  normalizeSelection,
  selectionGrants,
  type Grants,
  type Selection,
  type TreeMenu,
} from "./permissionTree";
import { nodeKey, toggleNode } from "./treeNodes";
import { openedBy } from "./screenLinks";

const tree = buildPermissionTree(routes, menuGroups, BUTTON_LABELS);
const empty: Selection = { menus: new Set(), buttons: new Set() };
const entries = tree.flatMap((menu) => menu.entries);
const buttons = tree.flatMap((menu) => menu.buttons);

const click = (selection: Selection, key: string, checked = true) =>
  toggleNode(tree, selection, key, checked);
const grantsAfter = (...keys: string[]) =>
  selectionGrants(
    tree,
    keys.reduce((s, key) => click(s, key), empty),
  );

/** What the stand-in would answer the lists: every button with one of its menus among the pages they reach. */
function serverAccepts(grants: Grants): boolean {
  const reached = openedBy(grants.menus);
  return grants.buttons.every((code) => buttonHasMenu(code, reached));
}

const menuOf = (key: string): TreeMenu => {
  const menu = tree.find((candidate) => candidate.key === key);
  if (!menu) throw new Error(`no menu ${key}`);
  return menu;
};

describe("a button goes with one of its own menus (audit S1)", () => {
  it("checks 订单预警 with 预警备注, not the menu's first entry", () => {
    const grants = grantsAfter(nodeKey.button("order:alertRemark"));
    expect(grants.buttons).toEqual(["order:alertRemark"]);
    expect(grants.menus).toContain(SCREENS.orderWarning);
    expect(grants.menus).not.toContain(SCREENS.orderList);
  });

  it("adds 订单预警 when only 订单管理列表 is held, and 售后服务单列表 for 查看售后服务单", () => {
    const alert = grantsAfter(nodeKey.entry(SCREENS.orderList), nodeKey.button("order:alertRemark"));
    expect(alert.menus).toEqual(expect.arrayContaining([SCREENS.orderList, SCREENS.orderWarning]));
    const service = grantsAfter(
      nodeKey.entry(SCREENS.workOrderList),
      nodeKey.button("aftersales:serviceOrderView"),
    );
    expect(service.menus).toEqual(expect.arrayContaining([SCREENS.workOrderList, SCREENS.afterSaleList]));
  });

  it("drops the buttons only the unchecked entry carried", () => {
    const held = [
      nodeKey.entry(SCREENS.orderList),
      nodeKey.button("order:alertRemark"),
      nodeKey.button("order:appointment"),
    ].reduce((s, key) => click(s, key), empty);
    const without = selectionGrants(tree, click(held, nodeKey.entry(SCREENS.orderWarning), false));
    expect(without.buttons).toEqual(["order:appointment"]);
  });

  it("keeps 订单预警 with 预约: its list opens the detail that offers it", () => {
    const grants = grantsAfter(nodeKey.entry(SCREENS.orderWarning), nodeKey.button("order:appointment"));
    expect(grants.menus).not.toContain(SCREENS.orderList);
    expect(grants.buttons).toEqual(["order:appointment"]);
    expect(serverAccepts(grants)).toBe(true);
  });

  it("does not keep 订单管理列表 + 预警备注 as saved lists", () => {
    const kept = normalizeSelection(tree, {
      menus: [SCREENS.orderList, SCREENS.orderDetail],
      buttons: ["order:alertRemark", "order:view"],
    });
    expect(selectionGrants(tree, kept).buttons).toEqual(["order:view"]);
  });

  it("names the entries of a button that only some of its menu's entries carry", () => {
    const alertRemark = menuOf("order").buttons.find((button) => button.code === "order:alertRemark");
    const appointment = menuOf("order").buttons.find((button) => button.code === "order:appointment");
    if (!alertRemark || !appointment) throw new Error("missing buttons");
    expect(carrierTitles(menuOf("order"), alertRemark)).toEqual(["订单预警"]);
    expect(carrierTitles(menuOf("order"), appointment)).toEqual([]);
  });

  it("agrees with the server for every button on every single entry, checked either way round", () => {
    for (const entry of entries) {
      const alone: Grants = { menus: entry.paths, buttons: buttons.map((button) => button.code) };
      const kept = selectionGrants(tree, normalizeSelection(tree, alone));
      const carried = buttons
        .map((button) => button.code)
        .filter((code) => buttonHasMenu(code, openedBy([entry.path])));
      expect(kept.buttons, entry.title).toEqual(carried);
      for (const button of buttons) {
        const first = grantsAfter(nodeKey.entry(entry.path), nodeKey.button(button.code));
        const second = grantsAfter(nodeKey.button(button.code), nodeKey.entry(entry.path));
        expect(serverAccepts(first), `${entry.title} + ${button.label}`).toBe(true);
        expect(serverAccepts(second), `${button.label} + ${entry.title}`).toBe(true);
        expect(first.buttons, `${entry.title} + ${button.label}`).toEqual([button.code]);
      }
    }
  });

  it("offers no button the main account's menus do not carry", () => {
    const cut = grantableTree(tree, {
      menus: [SCREENS.orderList, SCREENS.orderDetail],
      buttons: ["order:view", "order:alertRemark"],
    });
    expect(cut.flatMap((menu) => menu.buttons.map((button) => button.code))).toEqual(["order:view"]);
  });
});
