/**
 * Issue 33 §1, where the console said something else than the spec: the group paths of spec §2, the console-wide
 * hotline dialer of spec §1 (the page sizes of the 师傅服务数据 violation dialog: worker-settings.e2e.ts).
 */
import { login, newPage, screenshot } from "./harness";
import { visible } from "./harness/locators";

const ORDER = "SO202611209000011"; // 待预约, demo's

describe("the spec's words everywhere", () => {
  it("leads each group path of spec §2 to the group's first entry", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    for (const [group, entry] of [
      ["/bill", "/bill/index"],
      ["/personal", "/personal/index"],
      ["/aftersales", "/aftersales/index"],
    ]) {
      await page.goto(group);
      await page.waitForURL(`**${entry}`);
      await visible(page.getByRole("heading", { level: 1 }));
    }
  });

  it("offers the hotline dialer on every admin page, and 联系客户 opens it with the customer's number", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    for (const path of ["/dashboard", "/worker/index"]) {
      await page.goto(path);
      await visible(page.getByRole("button", { name: "智能外呼" }));
    }
    await page.goto(`/order/watch/detail?orderNo=${ORDER}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${ORDER}"]`);
    await detail.getByRole("button", { name: /联系客户/ }).click();
    const panel = page.getByRole("dialog", { name: "智能外呼" });
    await visible(panel);
    expect(await panel.getByLabel("号码").inputValue()).toMatch(/^1\d{10}$/);
    expect(await page.getByRole("dialog", { name: "智能外呼" }).count()).toBe(1);
    await screenshot(page, "spec-words-dialer");
  });
});
