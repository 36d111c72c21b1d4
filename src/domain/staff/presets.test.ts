import { SCREENS } from "../../api/screens";
import { menuGroups, routes } from "../../resources";
import { BUTTON_LABELS, isButtonCode } from "../buttonCodes";
import { buildPermissionTree, normalizeSelection, selectionGrants } from "./permissionTree";
import { PERMISSION_PRESETS } from "./presets";

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

  it("names 调度, 客服 and 财务", () => {
    expect(PERMISSION_PRESETS.map((preset) => preset.label)).toEqual(["调度", "客服", "财务"]);
  });
});
