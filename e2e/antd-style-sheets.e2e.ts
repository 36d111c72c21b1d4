/**
 * antd's styles come from the build's style sheets (scripts/vitePlugins/antdStyleSheets.ts, issue 44): the login
 * page with the public sheet, the admin pages with the admin sheet, linked before the console's own CSS; antd then
 * writes no <style> of its own for them. A style antd writes here means a component the sheets do not hold, or
 * sheets that no longer match antd's names for its styles (another theme, another antd): the first render pays for
 * it again.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb } from "./harness";

/** The styles antd wrote in the page itself (the start of each, to say which). */
function writtenStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("style[data-css-hash]")].map((style) =>
      (style.textContent ?? "").slice(0, 60),
    ),
  );
}

/** The style sheets linked in the head, in their order: antd's by their mark, the console's as "console". */
function sheetOrder(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.dataset.antdStyles ?? "console",
    ),
  );
}

describe("antd's styles from the build's style sheets", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("the login page: the public sheet, and antd writes none", async () => {
    const page = await newPage();
    await page.goto("/login");
    await page.getByPlaceholder("请输入用户名").waitFor();
    expect((await sheetOrder(page))[0]).toBe("public");
    expect(await writtenStyles(page)).toEqual([]);
  });

  it("after 登录 and on a cold admin route: the admin sheet after the public one, before the console's CSS", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.locator(".admin-layout [role=menu]").first().waitFor();
    expect(await writtenStyles(page)).toEqual([]);

    // The same session, the order list opened cold: the frame, the search form, the tabs and the table.
    const cold = await page.context().newPage();
    await cold.goto("/order/index");
    await cold.locator('[data-tab="/order/index"] .ant-table-row').first().waitFor();
    const order = await sheetOrder(cold);
    expect(order.slice(0, 2)).toEqual(["public", "admin"]);
    expect(order.slice(2).every((sheet) => sheet === "console")).toBe(true);
    expect(await writtenStyles(cold)).toEqual([]);
  });
});
