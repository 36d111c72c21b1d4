/**
 * Error texts a user sees when a call fails (issue 8 §1): a msg in an HTTP error body replaces the catalogue text
 * even when the body carries no `code`, every failed call shows exactly one toast, and user info failing right
 * after the token call asks for a new login.
 */
import type { Page } from "playwright-core";
import { faults, login, newPage, resetDb, toastsShown } from "./harness";
import { hasValue, visible } from "./harness/locators";

/** Texts of the error toasts on screen. */
function errorToasts(page: Page): Promise<string[]> {
  return toastsShown(page, "error").allInnerTexts();
}

describe("error toasts", () => {
  beforeAll(async () => {
    await resetDb();
  });
  afterEach(async () => {
    await faults.clear();
  });

  it("shows the msg of an HTTP 500 body without code on the message list, in exactly one toast", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    let failed = 0;
    await page.route("**/queryMsgRecordPage*", async (route) => {
      failed += 1;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ msg: "自定义错误" }),
      });
    });
    await page.goto("/message/index");
    await expect.poll(() => failed, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => errorToasts(page), { timeout: 10_000 }).toEqual(["自定义错误"]);
    // The catalogue text never shows, and retries (if any) do not stack toasts.
    await page.waitForTimeout(1500);
    expect(await errorToasts(page)).toEqual(["自定义错误"]);
    expect(await page.getByText("服务器端出错").count()).toBe(0);
  });

  it("says 请重新登录, keeps no token and stays on /login when user info fails right after the token call", async () => {
    const page = await newPage();
    await page.goto("/login");
    await faults.set({ status: 500, match: "user/info" });
    await login(page, "demo");
    await visible(page.getByText("请重新登录"));
    expect(await errorToasts(page)).toEqual(["请重新登录"]);
    expect(await page.getByText("服务器端出错").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("accessGroup"))).toBeNull();
    // Nothing typed is lost, and the next try gets in.
    await hasValue(page.getByPlaceholder("请输入用户名"), "demo");
    await page.getByRole("button", { name: /登\s?录/ }).click();
    await page.waitForURL("**/dashboard");
  });
});
