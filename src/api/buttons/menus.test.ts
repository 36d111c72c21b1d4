import { describe, expect, it } from "vitest";
import { allEndpoints } from "../allEndpoints";
import { SCREENS } from "../screens";
import { ALL_BUTTON_CODES, buttonHasMenu, buttonsCarriedBy, menusOfButton } from ".";

describe("menusOfButton", () => {
  it("gives every code of the catalogue at least one menu", () => {
    for (const code of ALL_BUTTON_CODES) expect(menusOfButton(code).length, code).toBeGreaterThan(0);
  });

  it("names a menu of every endpoint the code gates (the code is of use where its calls are made)", () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.permission.menu.length === 0) continue;
      for (const code of endpoint.permission.button) {
        if (!ALL_BUTTON_CODES.some((known) => known === code)) continue;
        const carried = endpoint.permission.menu.some((path) => buttonHasMenu(code, [path]));
        expect(carried, `${code} ${endpoint.path}`).toBe(true);
      }
    }
  });

  it("puts the alert board's actions on 订单预警 only", () => {
    expect(menusOfButton("order:alertFinish")).toEqual([SCREENS.orderWarning]);
    expect(buttonHasMenu("order:alertFinish", [SCREENS.orderList])).toBe(false);
    expect(buttonHasMenu("order:manualDistribute", [SCREENS.orderStay])).toBe(true);
  });

  it("carries nothing for an unknown code or without menus", () => {
    expect(buttonHasMenu("order:nope", [SCREENS.orderList])).toBe(false);
    expect(buttonsCarriedBy([])).toEqual([]);
    expect(buttonsCarriedBy([SCREENS.bill]).every((code) => code.startsWith("bill:"))).toBe(true);
  });
});
