import { SCREENS } from "../../api/screens";
import { MAIN_ACCOUNT_SCREENS, withMainAccountScreens } from "./mainAccount";

describe("the main account's own screens", () => {
  const group = { menu: [SCREENS.orderList], btn: ["order:view"] };

  it("are added to the main account's menu, once", () => {
    const main = withMainAccountScreens(group, true);
    expect(main.menu).toEqual([
      SCREENS.orderList,
      SCREENS.staffAccounts,
      SCREENS.staffPermissions,
      SCREENS.exportLog,
    ]);
    expect(withMainAccountScreens(main, true)).toBe(main);
  });

  it("are never a staff account's", () => {
    expect(withMainAccountScreens(group, false)).toBe(group);
    expect(withMainAccountScreens(group, undefined).menu).not.toEqual(
      expect.arrayContaining([...MAIN_ACCOUNT_SCREENS]),
    );
  });
});
