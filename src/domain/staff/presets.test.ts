import { SCREENS } from "../../api/screens";
import { menuGroups, routes } from "../../resources";
import { settledList, stayList } from "../../resources/orders/list";
import { BUTTON_LABELS, isButtonCode } from "../../api/buttons";
import { buildPermissionTree, normalizeSelection, selectionGrants } from "./permissionTree";
import { PERMISSION_PRESETS, type PermissionPreset } from "./presets";
import { linkedScreens } from "./screenLinks";

const presetOf = (key: PermissionPreset["key"]): PermissionPreset => {
  const preset = PERMISSION_PRESETS.find((candidate) => candidate.key === key);
  if (!preset) throw new Error(`no preset ${key}`);
  return preset;
};

describe("permission presets", () => {
  const tree = buildPermissionTree(routes, menuGroups, BUTTON_LABELS);
  const entries = tree.flatMap((menu) => menu.entries.map((entry) => entry.path));

  it.each(PERMISSION_PRESETS.map((preset) => [preset.label, preset] as const))(
    "%s names only menu entries and catalogue buttons, each button with its menu",
    (_label, preset) => {
      const screens: readonly string[] = Object.values(SCREENS);
      for (const menu of preset.menus) {
        expect(screens, menu).toContain(menu);
        expect(entries, menu).toContain(menu);
      }
      for (const code of preset.buttons) expect(isButtonCode(code), code).toBe(true);
      // Applied to the whole tree nothing is lost: every button's menu is in the preset.
      const applied = selectionGrants(tree, normalizeSelection(tree, preset));
      expect(applied.buttons).toEqual(expect.arrayContaining([...preset.buttons]));
      expect(applied.buttons).toHaveLength(preset.buttons.length);
    },
  );

  it.each(PERMISSION_PRESETS.map((preset) => [preset.label, preset] as const))(
    "%s opens every page its lists link to (audit N4)",
    (_label, preset) => {
      const applied = selectionGrants(tree, normalizeSelection(tree, preset));
      for (const menu of preset.menus)
        expect(applied.menus, menu).toEqual(expect.arrayContaining(linkedScreens(menu)));
    },
  );

  it("gives 财务 the orders it reconciles", () => {
    const applied = selectionGrants(tree, normalizeSelection(tree, presetOf("finance")));
    expect(applied.menus).toEqual(expect.arrayContaining([SCREENS.orderStay, SCREENS.orderDetail]));
    expect(applied.buttons).toContain("order:view");
  });

  // 导出订单 exactly when 财务's order lists offer 导出 (audit S3 / E3: they do since issue 43, with order:export).
  it("promises 导出订单 to 财务 exactly when its order lists export", () => {
    const exports = [stayList, settledList].some((list) => list.export !== undefined);
    expect(presetOf("finance").buttons.includes("order:export")).toBe(exports);
  });

  it("names 调度, 客服 and 财务", () => {
    expect(PERMISSION_PRESETS.map((preset) => preset.label)).toEqual(["调度", "客服", "财务"]);
  });
});
