import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { setAccessGroup } from "../providers/session";
import { groupRedirectElements } from "./groupRedirects";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function landingOf(path: string): string {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {groupRedirectElements()}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId("where").textContent ?? "";
}

describe("a menu group's own path", () => {
  afterEach(() => setAccessGroup(null));

  it.each([
    ["/bill", "/bill/index"],
    ["/personal", "/personal/index"],
    ["/aftersales", "/aftersales/index"],
    ["/order", "/order/index"],
  ])("%s leads to the group's first menu entry %s", (group, entry) => {
    setAccessGroup({
      menu: ["/dashboard", "/order/index", "/aftersales/index", "/bill/index", "/personal/index"],
      btn: [],
    });
    expect(landingOf(group)).toBe(entry);
  });

  it("skips the entries the account may not see", () => {
    setAccessGroup({ menu: ["/order/staylist", "/order/settledlist"], btn: [] });
    expect(landingOf("/order")).toBe("/order/staylist");
  });

  it("leads to /401 when the account sees nothing of the group", () => {
    setAccessGroup({ menu: ["/dashboard"], btn: [] });
    expect(landingOf("/bill")).toBe("/401");
  });

  it("leaves every other path alone", () => {
    setAccessGroup({ menu: ["/bill/index"], btn: [] });
    expect(landingOf("/bill/index")).toBe("/bill/index");
  });
});
