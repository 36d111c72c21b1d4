/**
 * Onboarding (issue 11): a new provider from 注册 through the application (steps, a reload keeping the draft), a
 * rejection with its reason and the re-submission, the approval, contract signing and the deposit paid with the
 * cashier, the wait for the platform to open the account (待开通, 刷新) and 开通, to the first entry with its message
 * and the agreements accepted. The platform's review is the stand-in's development page
 * (JSON), the payment its test hook. Every step is screenshotted (test-results/onboarding-*.png).
 */
import type { Locator, Page } from "playwright-core";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import { newPage, resetDb, screenshot, toastAfter, url } from "./harness";
import { watchCaptchas } from "./harness/captcha";
import { visible } from "./harness/locators";

const MOBILE = "13912340001";
const PASSWORD = "Onboard2026";
const PROVIDER = "佛山速达安装服务有限公司";
const PNG = samplePng(60, 80, [200, 40, 40], [40, 40, 200]);

const openDropdown = (page: Page): Locator => page.locator(".ant-select-dropdown:visible");
const item = (page: Page, label: string): Locator =>
  page.locator(".ant-form-item:visible").filter({ has: page.locator(`label[title="${label}"]`) });

async function choose(page: Page, select: Locator, title: string, search?: string): Promise<void> {
  await select.locator(".ant-select-selector").click();
  if (search) await page.keyboard.type(search);
  await openDropdown(page).locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect.poll(() => openDropdown(page).count()).toBe(0);
}

async function pickArea(page: Page, scope: Locator): Promise<void> {
  await choose(page, scope.locator(".address-picker-province"), "广东省", "广东");
  await choose(page, scope.locator(".address-picker-city"), "广州市", "广州");
  await choose(page, scope.locator(".address-picker-area"), "天河区", "天河");
}

async function applicationOf(providerName: string): Promise<{ providerId: string; applyStatus: number }> {
  const response = await fetch(url("/api/__dev__/applications"), { headers: { Accept: "application/json" } });
  const list = (
    (await response.json()) as { data: { providerId: string; providerName: string; applyStatus: number }[] }
  ).data;
  const found = list.find((a) => a.providerName === providerName);
  if (!found) throw new Error(`no application of ${providerName}`);
  return found;
}

/** The platform's review through the development page's JSON answer. */
async function review(providerId: string, action: "approve" | "reject", auditAdvise?: string): Promise<void> {
  const response = await fetch(url(`/api/__dev__/applications/${providerId}/${action}`), {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ auditAdvise }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(1);
}

/** 开通 on the development page: only a provider whose deposit is paid (else HTTP 409 with the reason). */
async function openAccount(providerId: string): Promise<{ status: number; code: number; msg: string }> {
  const response = await fetch(url(`/api/__dev__/applications/${providerId}/open`), {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  const body = (await response.json()) as { code: number; msg: string };
  return { status: response.status, code: body.code, msg: body.msg };
}

async function next(page: Page): Promise<void> {
  await page.getByRole("button", { name: "下一步" }).click();
}

describe("onboarding from registration to the first login", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("registers, applies, is rejected, re-submits, signs, pays, waits to be opened and enters", async () => {
    const page = await newPage();
    const captcha = watchCaptchas(page);

    // ---- 注册 from /login
    await page.goto("/login");
    await page.getByRole("link", { name: "注册 / 申请入驻" }).click();
    await page.waitForURL("**/apply/index");
    await visible(page.getByRole("heading", { name: "注册 / 申请入驻" }));
    await visible(page.getByRole("link", { name: "返回登录页" }));
    // The password rule is shown before anything is submitted.
    await visible(page.getByText("密码为8-20位，须同时包含字母和数字"));
    await page.getByPlaceholder("请输入服务商名称").fill(PROVIDER);
    await page.getByPlaceholder("请输入手机号").fill("12345678901");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await visible(page.getByText("手机格式不正确"));
    await page.getByPlaceholder("请输入手机号").fill(MOBILE);
    // The registration's send is guarded by a picture captcha (e2e/register-captcha.e2e.ts).
    await page.getByPlaceholder("请输入图形验证码").fill(await captcha.text());
    await toastAfter(page, "验证码已发送", () => page.getByRole("button", { name: "获取验证码" }).click());
    await visible(page.getByRole("button", { name: /\d+s后重新获取/ }));
    await page.getByPlaceholder("请输入验证码").fill("123456");
    await page.getByPlaceholder("请输入密码").fill("short");
    await page.getByPlaceholder("请再次输入密码").fill("short");
    await page
      .getByRole("button", { name: "注 册" })
      .or(page.getByRole("button", { name: "注册" }))
      .click();
    await visible(page.locator(".ant-form-item-explain-error").filter({ hasText: "密码为8-20位" }));
    await screenshot(page, "onboarding-1-register");
    await page.getByPlaceholder("请输入密码").fill(PASSWORD);
    await page.getByPlaceholder("请再次输入密码").fill(PASSWORD);
    await page
      .getByRole("button", { name: "注 册" })
      .or(page.getByRole("button", { name: "注册" }))
      .click();

    // ---- The application, step by step
    await visible(page.getByRole("heading", { name: "入驻申请" }));
    await next(page);
    await visible(page.getByText("请输入公司名称"));
    await item(page, "公司名称").locator("input").fill(PROVIDER);
    await item(page, "统一社会信用代码").locator("input").fill("91440604MA4UJ8QK3N");
    await item(page, "法人姓名").locator("input").fill("李伟");
    await item(page, "法人身份证号").locator("input").fill("440604199001011231");
    await item(page, "联系人").locator("input").fill("李伟");
    await item(page, "联系人手机号").locator("input").fill("1391234");
    await next(page);
    await visible(page.getByText("身份证号校验位不正确"));
    await visible(page.getByText("手机格式不正确"));
    await item(page, "法人身份证号").locator("input").fill("44060419900101123X");
    await item(page, "联系人手机号").locator("input").fill(MOBILE);
    await pickArea(page, item(page, "公司所在地区"));
    await item(page, "详细地址").locator("input").fill("季华五路10号");
    await screenshot(page, "onboarding-2-company");
    await next(page);

    // A reload keeps the step and what was typed.
    await visible(item(page, "营业执照"));
    await page.reload();
    await visible(item(page, "营业执照"));
    await page.getByRole("button", { name: "上一步" }).click();
    expect(await item(page, "公司名称").locator("input").inputValue()).toBe(PROVIDER);
    await next(page);

    await next(page);
    await visible(page.getByText("请上传营业执照"));
    for (const label of ["营业执照", "法人身份证人像面", "法人身份证国徽面"]) {
      await item(page, label)
        .locator('input[type="file"]')
        .setInputFiles({ name: `${label}.png`, mimeType: "image/png", buffer: PNG });
      await visible(item(page, label).getByTestId("upload-file"));
    }
    await screenshot(page, "onboarding-3-photos");
    await next(page);

    const categories = item(page, "服务类目");
    await choose(page, categories.locator(".service-type-picker-scopeType"), "众包");
    await choose(page, categories.locator(".service-type-picker-categoryId"), "空调", "空调");
    await choose(page, categories.locator(".service-type-picker-subCategoryId"), "挂式空调", "挂式");
    await categories.getByRole("button", { name: "添加类目" }).click();
    await visible(categories.getByText("众包 / 空调 / 挂式空调"));
    await screenshot(page, "onboarding-4-categories");
    await next(page);

    await next(page);
    await visible(page.getByText("请至少添加一个服务区域"));
    const covers = item(page, "服务区域");
    await pickArea(page, covers);
    await covers.getByRole("button", { name: "添加区域" }).click();
    await visible(covers.getByText("广东省 / 广州市 / 天河区"));
    await next(page);

    await visible(page.getByText("请核对以下信息，提交后平台将进行审核。"));
    await visible(page.locator(".ant-descriptions").getByText("众包 / 空调 / 挂式空调"));
    await screenshot(page, "onboarding-5-review");
    await page.getByRole("button", { name: "提交申请" }).click();
    await visible(page.getByRole("heading", { name: "您的入驻申请正在审核中" }));
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith("provider-apply-draft:")),
      ),
    ).toEqual([]);
    await screenshot(page, "onboarding-6-reviewing");

    // ---- Rejected: the reason, the previous values, re-submission
    const { providerId } = await applicationOf(PROVIDER);
    await review(providerId, "reject", "营业执照照片不清晰，请重新上传");
    await page.reload();
    await visible(page.getByText("驳回原因：营业执照照片不清晰，请重新上传"));
    expect(await item(page, "公司名称").locator("input").inputValue()).toBe(PROVIDER);
    await screenshot(page, "onboarding-7-rejected");
    await item(page, "详细地址").locator("input").fill("季华五路18号");
    for (let i = 0; i < 4; i++) await next(page);
    await visible(page.locator(".ant-descriptions").getByText("季华五路18号", { exact: false }));
    await page.getByRole("button", { name: "重新提交申请" }).click();
    await visible(page.getByRole("heading", { name: "您的入驻申请正在审核中" }));
    expect((await applicationOf(PROVIDER)).applyStatus).toBe(1);

    // ---- Approved: sign every contract
    await review(providerId, "approve");
    await page.reload();
    await visible(page.getByText("入驻申请已审核通过"));
    // The personal centre's contract panel: 签署 with its confirmation, one contract after the other.
    const signButtons = page.getByRole("button", { name: /^签\s?署$/ });
    await visible(signButtons.first());
    await screenshot(page, "onboarding-8-contracts");
    for (let left = await signButtons.count(); left > 0; left--) {
      await signButtons.first().click();
      await toastAfter(page, "合同签署成功", () =>
        page
          .locator(".ant-popconfirm:visible")
          .getByRole("button", { name: /确\s?定|OK/ })
          .click(),
      );
      await expect.poll(() => signButtons.count()).toBe(left - 1);
    }

    // ---- The deposit with the cashier (开通 is refused before it is paid)
    await visible(page.getByText("合同已全部签署"));
    expect(await openAccount(providerId)).toMatchObject({
      status: 409,
      msg: "只有保证金已缴、待开通的服务商可以开通",
    });
    await screenshot(page, "onboarding-9-deposit");
    await page.getByRole("button", { name: "缴纳保证金" }).click();
    const cashier = page.getByRole("dialog").filter({ hasText: "收银台" });
    await expect.poll(() => cashier.getByTestId("cashier-no").textContent()).toMatch(/^FT\d+/);
    const no = ((await cashier.getByTestId("cashier-no").textContent()) ?? "").trim();
    await visible(cashier.getByTestId("cashier-qr").locator("canvas"));
    // Past the dialog's opening zoom, for the screenshot.
    await page.waitForTimeout(400);
    await screenshot(page, "onboarding-10-cashier", { fullPage: false });
    const paid = await fetch(url(`/api/__test__/payments/${no}/status`), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ payStatus: 3 }),
    });
    expect(paid.status).toBe(200);
    // ---- 待开通: the deposit is paid, the platform opens the account
    await visible(page.getByRole("heading", { name: "保证金已缴纳，等待平台开通" }));
    await screenshot(page, "onboarding-11-opening");
    await page.getByRole("button", { name: /刷\s?新/ }).click();
    await visible(page.getByText("账号尚未开通，请稍后再刷新。", { exact: false }));
    // Still onboarding: the console stays closed.
    await page.goto("/dashboard");
    await page.waitForURL("**/apply/index");
    await visible(page.getByRole("heading", { name: "保证金已缴纳，等待平台开通" }));
    // The step checks once when shown; opened before that check answers, the page would move on by itself (and 刷新
    // would be gone): let it answer first.
    await page.waitForLoadState("networkidle");
    await expect
      .poll(() => page.getByRole("button", { name: /刷\s?新/ }).getAttribute("class"))
      .not.toContain("ant-btn-loading");
    expect(await openAccount(providerId)).toMatchObject({ status: 200, code: 1 });

    // ---- 开通 seen with 刷新: the first entry, home with the first-entry message
    await page.getByRole("button", { name: /刷\s?新/ }).click();
    await page.waitForURL("**/dashboard");
    await visible(page.getByText("恭喜您，合同已审核通过！", { exact: false }));

    // ---- A new provider accepts the agreements before using the console
    const prompt = page.getByRole("dialog").filter({ hasText: "继续使用服务商工作台" });
    for (const title of ["服务商入驻协议", "隐私政策"]) {
      const box = prompt.getByRole("region", { name: `《${title}》全文` });
      await visible(box);
      await box.hover();
      await page.mouse.wheel(0, 5000);
      const accept = prompt.getByRole("button", { name: /^同\s?意$/ });
      await expect.poll(() => accept.isEnabled()).toBe(true);
      if (title === "服务商入驻协议")
        await screenshot(page, "onboarding-12-first-entry", { fullPage: false });
      await accept.click();
    }
    await expect.poll(() => prompt.filter({ visible: true }).count()).toBe(0);
    await screenshot(page, "onboarding-13-console");
  }, 180_000);
});
