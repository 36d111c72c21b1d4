/**
 * Issue 33 §1, where the console said something else than the spec: the group paths of spec §2, the console-wide
 * hotline dialer of spec §1, the status tag types of spec §3, one name for 发送核销码, and no sentence joined with
 * ，(the page sizes of the 师傅服务数据 violation dialog: worker-settings.e2e.ts).
 */
import { login, newPage, screenshot } from "./harness";
import { visible } from "./harness/locators";

const ORDER = "SO202611209000011"; // 待预约, demo's
const AWAITING_VERIFICATION = "SO202611209000013"; // 待核销

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

  it("tags a status with one of spec §3's three types and a value that is no status as a plain tag", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.goto("/order/index");
    const list = page.locator('[data-tab="/order/index"]');
    for (const [status, type] of [
      ["待预约", "warning"],
      ["已完成", "success"],
      ["已取消", "danger"],
    ]) {
      await Promise.all([
        page.waitForResponse((r) => r.url().includes("/providerOrderQuery/orderList")),
        list.getByRole("tab", { name: status }).click(),
      ]);
      const tag = list.locator(".ant-table-row").first().locator(".ant-tag", { hasText: status }).first();
      await visible(tag);
      expect(await tag.getAttribute("class"), status).toContain(`status-tag-${type}`);
    }
    // The scope mark (众包 / 总包) is no status: a plain tag, no type.
    const scope = list.locator(".ant-table-row .ant-tag", { hasText: /^(众包|总包)$/ }).first();
    await visible(scope);
    expect(await scope.getAttribute("class")).not.toContain("status-tag");
  });

  it("names order:verifyCode 发送核销码, and lists an upload's limits without a sentence of ，", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.goto(`/order/watch/detail?orderNo=${AWAITING_VERIFICATION}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${AWAITING_VERIFICATION}"]`);
    await visible(detail.getByRole("button", { name: "发送核销码" }));
    expect(await detail.getByRole("button", { name: "查看核销码" }).count()).toBe(0);

    await page.goto("/personal/index");
    await page.getByRole("button", { name: "修改基本信息" }).click();
    const dialog = page.getByRole("dialog", { name: "修改基本信息" });
    const hint = dialog.getByText("单个文件不超过 10MB");
    await visible(hint);
    const hintLine = await hint.locator("xpath=..").innerText();
    expect(hintLine).not.toContain("，");
    expect(hintLine).toContain("最多 1 个");
  });
});
