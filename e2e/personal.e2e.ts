/**
 * The personal centre (/personal/index 基本信息) as `demo` uses it: the profile edited with a new avatar (the header
 * follows), the mobile changed in two SMS steps and the new mobile used for an SMS login, a deposit paid through the
 * cashier (the stand-in's test hook completes the payment) showing 已支付 without a reload, and a failed contract
 * reset and signed again.
 */
import type { Page } from "playwright-core";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import { login, newPage, resetDb, screenshot, toastAfter, url } from "./harness";
import { confirmButton, gone, hasText, menuItem, visible } from "./harness/locators";

const PNG = samplePng(64, 64, [22, 119, 255], [250, 173, 20]);
const NEW_MOBILE = "13912345678";

async function openPersonal(page: Page, tab?: string): Promise<void> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto(tab ? `/personal/index?tab=${tab}` : "/personal/index");
  await visible(page.getByRole("tab", { name: "基本信息" }));
}

async function hook(path: string, body: unknown): Promise<void> {
  const response = await fetch(url(path), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe("personal centre", () => {
  beforeEach(async () => {
    await resetDb();
  });
  afterAll(async () => {
    await resetDb();
  });

  it("edits the profile: new avatar and contact; the header shows the avatar at once", async () => {
    const page = await newPage();
    await openPersonal(page);
    await visible(page.getByText("统一社会信用代码"));
    await hasText(page.locator(".ant-descriptions"), "李明");
    await screenshot(page, "personal-profile");

    await page.getByRole("button", { name: "修改基本信息" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog);
    // The form starts from the profile as the server has it (getProviderProfileByToken).
    await visible(dialog.getByLabel("联系人"));
    expect(await dialog.getByLabel("联系人").inputValue()).toBe("李明");
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: PNG });
    await visible(dialog.locator("img").first());
    await dialog.getByLabel("联系人").fill("王");
    await dialog.getByRole("button", { name: /保\s?存/ }).click();
    await visible(dialog.getByText("联系人须为2-20个字符"));
    await dialog.getByLabel("联系人").fill("王芳");
    await toastAfter(page, "基本信息已保存", () => dialog.getByRole("button", { name: /保\s?存/ }).click());
    await gone(dialog);
    await hasText(page.locator(".ant-descriptions"), "王芳");
    const headerAvatar = page.locator(".header-user img");
    await visible(headerAvatar);
    expect(await headerAvatar.getAttribute("src")).toContain("file/download?filePath=");
  });

  it("shows the identification and the read-only areas; a wrong ID checksum is refused in the form", async () => {
    const page = await newPage();
    await openPersonal(page, "abilities");
    const areas = page.getByRole("tabpanel", { name: "服务能力与区域" });
    await visible(areas.getByText("服务能力与服务区域以入驻审核结果为准，如需调整请联系平台客服。"));
    await hasText(areas, "南山区");
    await screenshot(page, "personal-abilities");

    await page.getByRole("tab", { name: "实名认证" }).click();
    const panel = page.getByRole("tabpanel", { name: "实名认证" });
    await visible(panel.getByText("已认证"));
    await hasText(panel, "陈志强");
    await screenshot(page, "personal-identity");
    await panel.getByRole("button", { name: "重新认证" }).click();
    await panel.getByLabel("真实姓名").fill("王小明");
    await panel.getByLabel("身份证号").fill("110105194912310021");
    await panel.getByRole("button", { name: "提交认证" }).click();
    await visible(panel.getByText("身份证号校验位不正确"));
    await visible(panel.getByText("请上传身份证人像面"));
    await screenshot(page, "personal-identity-form");
  });

  it("changes the mobile in two SMS steps, then logs in with the new mobile by SMS", async () => {
    const page = await newPage();
    await openPersonal(page, "mobile");
    const panel = page.getByRole("tabpanel", { name: "修改手机号" });
    await visible(panel.getByText("验证原手机号"));
    await toastAfter(page, "验证码已发送", () => panel.getByRole("button", { name: "获取验证码" }).click());
    await visible(panel.getByRole("button", { name: /\d+s后重新获取/ }));
    await panel.getByPlaceholder("请输入验证码").fill("000000");
    await toastAfter(page, "验证码错误或已过期", () => panel.getByRole("button", { name: "下一步" }).click());
    await panel.getByPlaceholder("请输入验证码").fill("123456");
    await panel.getByRole("button", { name: "下一步" }).click();

    await visible(panel.getByPlaceholder("请输入新手机号"));
    await panel.getByPlaceholder("请输入新手机号").fill("12912345678");
    await panel.getByRole("button", { name: "获取验证码" }).click();
    await visible(panel.getByText("手机格式不正确"));
    await panel.getByPlaceholder("请输入新手机号").fill("13800000002");
    await toastAfter(page, "验证码已发送", () => panel.getByRole("button", { name: "获取验证码" }).click());
    await panel.getByPlaceholder("请输入验证码").fill("123456");
    await toastAfter(page, "该手机号已注册", () => panel.getByRole("button", { name: "确认修改" }).click());

    await panel.getByPlaceholder("请输入新手机号").fill(NEW_MOBILE);
    await toastAfter(page, "验证码已发送", () => panel.getByRole("button", { name: "获取验证码" }).click());
    await panel.getByPlaceholder("请输入验证码").fill("123456");
    await screenshot(page, "personal-mobile-step2");
    await panel.getByRole("button", { name: "确认修改" }).click();
    await visible(panel.getByText("手机号修改成功"));
    await hasText(page.locator(".header-user .masked-mobile"), "139****5678");

    // Log out and in again by SMS with the new mobile (its resend window ended by the test hook).
    await hook("/api/__test__/personal/smsWindow", { mobile: NEW_MOBILE });
    await page.locator(".header-user-trigger").hover();
    await (await menuItem(page, "退出登录")).click();
    await page.waitForURL("**/login**");
    await page.getByText("短信验证码登录").click();
    await page.getByPlaceholder("请输入手机号").fill(NEW_MOBILE);
    await toastAfter(page, "验证码已发送", () => page.getByRole("button", { name: "获取验证码" }).click());
    await page.getByPlaceholder("请输入验证码").fill("123456");
    await page.getByRole("button", { name: /登\s?录/ }).click();
    await page.waitForURL("**/dashboard");
    await hasText(page.locator(".header-user"), "深圳安居家装服务有限公司");
  });

  it("pays a deposit through the cashier and shows 已支付 without a reload", async () => {
    const page = await newPage();
    await openPersonal(page, "deposit");
    const card = page.getByTestId("deposit-card").filter({ hasText: "2026年度服务保证金补充协议" });
    await hasText(card.getByTestId("deposit-status"), "待支付");
    await hasText(card, "¥3,000.00");
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await card.getByRole("button", { name: "缴纳保证金" }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "收银台" });
    await visible(dialog);
    await expect.poll(() => dialog.getByTestId("cashier-no").textContent()).toMatch(/^FT\d+/);
    const no = ((await dialog.getByTestId("cashier-no").textContent()) ?? "").trim();
    await screenshot(page, "personal-deposit-cashier");
    await toastAfter(page, "支付成功", () => hook(`/api/__test__/payments/${no}/status`, { payStatus: 3 }));
    await gone(dialog, 10_000);
    await hasText(card.getByTestId("deposit-status"), "已支付");
    await gone(card.getByRole("button", { name: "缴纳保证金" }));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(page, "personal-deposit-paid");
  });

  it("resets a failed contract and signs it again", async () => {
    const page = await newPage();
    await openPersonal(page, "contracts");
    const row = page.locator(".ant-table-row").filter({ hasText: "区域独家服务补充协议" });
    await hasText(row, "签署失败");
    await hasText(row, "签署人身份信息与实名认证不一致");
    await screenshot(page, "personal-contracts");
    await row.getByRole("button", { name: /重\s?置/ }).click();
    await toastAfter(page, "合同已重置，请重新签署", async () =>
      (await confirmButton(page, /确\s?定|OK/)).click(),
    );
    await hasText(row, "待签署");
    await row.getByRole("button", { name: /签\s?署/ }).click();
    await toastAfter(page, "合同签署成功", () =>
      page
        .locator(".ant-popconfirm:visible")
        .getByRole("button", { name: /确\s?定|OK/ })
        .click(),
    );
    await hasText(row, "已签署");

    await row.getByRole("button", { name: "详情" }).click();
    await visible(page.getByRole("dialog").getByText("万家到家服务平台"));
  });
});
