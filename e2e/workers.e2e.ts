/**
 * Workers (辖区师傅管理) as a provider uses them: the list filtered by name and status; 新增师傅 with a bad mobile
 * first (a message, nothing typed lost), then a good one; a worker disabled and enabled again with a reason; and the
 * `limited` account, which has no worker menu and whose worker calls the server refuses.
 */
import type { Locator, Page } from "playwright-core";
import { api } from "../src/api";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import { FIRST_DEMO_WORKER } from "../mocks/workers/seed/workers";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { signedFetch } from "./harness/api";
import { gone, hasText, lacksText, visible } from "./harness/locators";

const PNG = samplePng(60, 80, [200, 40, 40], [40, 40, 200]);

const list = (page: Page) => page.locator('[data-tab="/worker/index"]');
const rows = (page: Page) => list(page).locator(".ant-table-tbody .ant-table-row");
// The first cell is the row selection (批量设置服务区域).
const statusCell = (row: Locator) => row.locator("td").nth(3);
const dialog = (page: Page) => page.getByRole("dialog");
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");

async function settled(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes("/console/worker/list")), action()]);
  await expect.poll(() => list(page).locator(".ant-spin-spinning").count()).toBe(0);
}

async function openWorkers(page: Page): Promise<void> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto("/worker/index");
  await rows(page).first().waitFor();
}

async function search(page: Page, fields: { name?: string; mobile?: string }): Promise<void> {
  await list(page)
    .getByPlaceholder("请输入师傅姓名")
    .fill(fields.name ?? "");
  await list(page)
    .getByPlaceholder("请输入手机号")
    .fill(fields.mobile ?? "");
  await settled(page, () =>
    list(page)
      .getByRole("button", { name: /查\s?询/ })
      .click(),
  );
}

async function choose(page: Page, select: Locator, title: string): Promise<void> {
  await select.locator(".ant-select-selector").click();
  await dropdown(page).locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect.poll(() => dropdown(page).count()).toBe(0);
}

function formItem(page: Page, label: string): Locator {
  return dialog(page).locator(".ant-form-item").filter({ hasText: label });
}

describe("workers", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("filters workers by name and by status", async () => {
    const page = await newPage();
    await openWorkers(page);
    await search(page, { name: "建国" });
    const names = await rows(page).locator("td:nth-child(2)").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes("建国"))).toBe(true);

    await list(page).getByLabel("账号状态").click();
    await dropdown(page).getByTitle("拉黑", { exact: true }).click();
    await search(page, {});
    const statuses = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector("td:nth-child(4)")?.textContent?.trim()),
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === "拉黑")).toBe(true);
    // A blacklisted worker offers no status change.
    await gone(
      rows(page)
        .first()
        .getByRole("button", { name: /启\s?用/ }),
    );
  });

  it("registers a worker: a bad mobile gives a message and keeps what was typed", async () => {
    const page = await newPage();
    await openWorkers(page);
    await list(page).getByRole("button", { name: "新增师傅" }).click();
    await visible(dialog(page));
    await formItem(page, "师傅姓名").locator("input").fill("李新来");
    await formItem(page, "手机号").locator("input").fill("12912345678");
    for (const label of ["身份证人像面", "身份证国徽面"]) {
      await formItem(page, label)
        .locator('input[type="file"]')
        .setInputFiles({ name: `${label}.png`, mimeType: "image/png", buffer: PNG });
      await visible(formItem(page, label).locator("img").first());
    }
    const area = formItem(page, "服务区域");
    await choose(page, area.locator(".address-picker-province"), "北京市");
    await choose(page, area.locator(".address-picker-city"), "北京市");
    await choose(page, area.locator(".address-picker-area"), "东城区");
    await formItem(page, "服务类型").getByLabel("安装").check();

    await dialog(page)
      .getByRole("button", { name: /确\s?定/ })
      .click();
    await visible(formItem(page, "手机号").getByText("手机格式不正确"));
    expect(await formItem(page, "师傅姓名").locator("input").inputValue()).toBe("李新来");
    await screenshot(page, "workers-register-bad-mobile");

    await formItem(page, "手机号").locator("input").fill("13912345678");
    await toastAfter(page, "新增成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await gone(dialog(page));
    await search(page, { mobile: "13912345678" });
    await expect.poll(() => rows(page).count()).toBe(1);
    await hasText(rows(page).first(), "李新来");
    await hasText(statusCell(rows(page).first()), "待开启");
    await hasText(rows(page).first(), "北京市");
  });

  it("disables a worker with a reason and enables him again", async () => {
    const page = await newPage();
    await openWorkers(page);
    await search(page, { mobile: FIRST_DEMO_WORKER.workerMobile });
    const row = rows(page).first();
    await hasText(statusCell(row), "正常");

    await row.getByRole("button", { name: /禁\s?用/ }).click();
    await visible(dialog(page));
    await dialog(page)
      .getByRole("button", { name: /确\s?定/ })
      .click();
    await visible(dialog(page).getByText("请输入禁用原因"));
    await dialog(page).getByPlaceholder("请输入禁用原因").fill("多次投诉未处理");
    await toastAfter(page, "禁用成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await gone(dialog(page));
    await hasText(statusCell(row), "禁用");
    await gone(row.getByRole("button", { name: /禁\s?用/ }));

    await row.getByRole("button", { name: /启\s?用/ }).click();
    await dialog(page).getByPlaceholder("请输入启用原因").fill("已整改");
    await toastAfter(page, "启用成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await hasText(statusCell(row), "正常");

    await row.getByRole("button", { name: "查看档案" }).click();
    await page.waitForURL("**/worker/watch/archives?workerId=*");
    await visible(page.getByText(`查看档案：${FIRST_DEMO_WORKER.workerName}`));
    await visible(page.locator(".engine-section-basic"));
    await screenshot(page, "workers-archive");
  });

  it("gives the limited account no 辖区师傅管理, and the server refuses its worker calls", async () => {
    const page = await newPage();
    await login(page, "limited");
    await page.waitForURL("**/dashboard");
    const menu = page.getByRole("menu").first();
    await hasText(menu, "订单管理");
    await lacksText(menu, "辖区师傅管理");

    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    const bare = (token ?? "").replace(/^"|"$/g, "");
    for (const [endpoint, payload] of [
      [api.worker.roster.workerList, { current: 1, size: 10 }],
      [
        api.worker.roster.workerStatus,
        { workerId: FIRST_DEMO_WORKER.workerId, accountStatus: 4, reason: "x" },
      ],
    ] as const) {
      const response = await signedFetch(endpoint as never, payload as never, bare);
      expect(response.status).toBe(403);
    }
  });
});
