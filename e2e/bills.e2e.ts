/**
 * Bills (账单信息) and the home counters as `demo` uses them: a provider bill confirmed and downloaded (the file's
 * figures are the list row's), a worker bill looked at and settled, and each home counter opening its list filtered
 * to the same count. `limited` sees no bill counters.
 */
import type { Locator, Page } from "playwright-core";
import { downloadedBytes, login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { gone, hasText, visible } from "./harness/locators";

const billList = (page: Page) => page.locator('[data-tab="/bill/index"] .engine-list');
const rows = (page: Page) => billList(page).locator(".ant-table-tbody .ant-table-row");
const cell = (row: Locator, index: number) => row.locator("td").nth(index);
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");

async function listSettled(page: Page): Promise<void> {
  await expect.poll(() => billList(page).locator(".ant-spin-spinning").count()).toBe(0);
}

async function loginAs(page: Page, username: string): Promise<void> {
  await login(page, username);
  await page.waitForURL((u) => u.pathname === "/dashboard");
}

/** "¥1,234.50" → "1234.50". */
const plainMoney = (text: string) => text.replace(/[¥,\s]/g, "");

/** The "共 N 条" total of the list in the open tab of the layout. */
async function listTotal(page: Page, tabPath: string): Promise<number> {
  const total = page.locator(`[data-tab="${tabPath}"] .ant-pagination-total-text`);
  await visible(total);
  return Number(/\d+/.exec(await total.innerText())?.[0]);
}

/** Picks `title` in the search form's select labelled `label`. */
async function choose(page: Page, label: string, title: string): Promise<void> {
  await billList(page)
    .locator(".ant-form-item")
    .filter({ hasText: label })
    .locator(".ant-select-selector")
    .click();
  await dropdown(page).locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect.poll(() => dropdown(page).count()).toBe(0);
}

async function searchStatus(page: Page, status: string): Promise<void> {
  await choose(page, "账单状态", status);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/bill/") && r.url().includes("/pageList")),
    billList(page)
      .getByRole("button", { name: /查\s?询/ })
      .click(),
  ]);
  await listSettled(page);
}

describe("bills", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("confirms a provider bill and downloads it: the file matches the list row", async () => {
    const page = await newPage({ acceptDownloads: true });
    await loginAs(page, "demo");
    await page.goto("/bill/index");
    await rows(page).first().waitFor();
    await screenshot(page, "bills-provider");

    await searchStatus(page, "服务完成");
    const row = rows(page).first();
    await hasText(cell(row, 5), "服务完成");
    const billNo = (await cell(row, 1).innerText()).trim();
    const month = (await cell(row, 0).innerText()).trim();
    const orderCount = (await cell(row, 2).innerText()).trim();
    const amount = plainMoney(await cell(row, 3).innerText());

    await row.getByRole("button", { name: "确认账单" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await hasText(confirm, billNo);
    await screenshot(page, "bills-confirm", { fullPage: false });
    await toastAfter(page, "账单已确认", () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/bill/pro/billFinish")),
        confirm.getByRole("button", { name: /确\s?定/ }).click(),
      ]),
    );
    // The list (filtered on 服务完成) no longer holds it; by its number it now reads 已结算, settled in full.
    await billList(page).getByPlaceholder("请输入账单编号").fill(billNo);
    await choose(page, "账单状态", "已结算");
    await billList(page)
      .getByRole("button", { name: /查\s?询/ })
      .click();
    await expect.poll(() => rows(page).count()).toBe(1);
    const confirmed = rows(page).first();
    await hasText(cell(confirmed, 5), "已结算");
    expect(plainMoney(await cell(confirmed, 4).innerText())).toBe(amount);

    const [download] = await toastAfter(page, "下载成功", () =>
      Promise.all([
        page.waitForEvent("download"),
        confirmed.getByRole("button", { name: "下载账单" }).click(),
      ]),
    );
    expect(download.suggestedFilename()).toBe(`服务商账单_${month}_${billNo}.csv`);
    const content = (await downloadedBytes(download)).toString("utf8").replace(/^\uFEFF/, "");
    const lines = content.trim().split("\r\n");
    expect(lines[1].split(",")).toEqual([billNo, month, orderCount, amount, amount, "已结算"]);
    expect(lines.length).toBe(4 + Number(orderCount));
  });

  it("shows a worker bill's detail and settles it", async () => {
    const page = await newPage({ acceptDownloads: true });
    await loginAs(page, "demo");
    await page.goto("/bill/index#worker");
    await rows(page).first().waitFor();
    const summary = billList(page).locator(".bill-summary");
    await visible(summary);
    await hasText(summary, "应结总额");
    await screenshot(page, "bills-worker");

    await searchStatus(page, "服务完成");
    const row = rows(page).first();
    const billNo = (await cell(row, 1).innerText()).trim();
    const orderCount = Number(await cell(row, 3).innerText());

    await row.getByRole("button", { name: "查看" }).click();
    const drawer = page.locator(".ant-drawer-content");
    await hasText(drawer, billNo);
    await hasText(drawer, "订单明细");
    await hasText(drawer, "奖惩记录");
    await expect
      .poll(() => drawer.locator(".ant-table-tbody .ant-table-row").first().locator("td").count())
      .toBeGreaterThan(0);
    await screenshot(page, "bills-worker-detail", { fullPage: false });
    const orderRows = drawer.locator(".ant-table").first().locator(".ant-table-tbody .ant-table-row");
    expect(await orderRows.count()).toBe(Math.min(orderCount, 10));
    await drawer.locator(".ant-drawer-close").or(page.locator(".ant-drawer-close")).first().click();
    await gone(drawer);

    await row.getByRole("button", { name: "师傅结算" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await visible(confirm);
    await toastAfter(page, "结算成功", () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/bill/worker/billFinish")),
        confirm.getByRole("button", { name: /确\s?定/ }).click(),
      ]),
    );
    // Filtered on 服务完成, the settled bill has left the list.
    await expect
      .poll(async () => (await rows(page).allInnerTexts()).some((t) => t.includes(billNo)))
      .toBe(false);
  });

  // Five counters, each followed from a fresh home page to its list: a long path on a loaded machine.
  it("links each home counter to its list filtered to the same count", { timeout: 150_000 }, async () => {
    const page = await newPage();
    await loginAs(page, "demo");
    const counter = (key: string) => page.locator(`[data-counter="${key}"]`);
    await visible(counter("monthBill"));
    await expect
      .poll(() => counter("orders-2").locator(".ant-statistic-content-value").innerText())
      .toMatch(/^\d/);
    await screenshot(page, "dashboard");

    for (const [key, tabPath, query] of [
      ["orders-2", "/order/index", "tab=2"],
      ["billsToConfirm", "/bill/index", "billStatus=2"],
      ["workOrders", "/aftersales/index", "tab=todo"],
      ["alerts", "/order/earlywarning", "tab=1"],
      ["unread", "/message/index", "isRead=0"],
    ] as const) {
      await page.goto("/dashboard");
      const value = counter(key).locator(".ant-statistic-content-value");
      await expect.poll(() => value.innerText()).toMatch(/^\d/);
      const count = Number((await value.innerText()).replace(/,/g, ""));
      await counter(key).click();
      await page.waitForURL((u) => u.pathname === tabPath && u.search.includes(query));
      await expect.poll(() => listTotal(page, tabPath)).toBe(count);
    }

    await page.goto("/dashboard");
    await counter("monthBill").click();
    await page.waitForURL((u) => u.pathname === "/bill/index" && u.search.includes("billMonth="));
    await expect.poll(() => rows(page).count()).toBe(1);
  });

  it("shows `limited` only the counters of lists it may open", async () => {
    const page = await newPage();
    await loginAs(page, "limited");
    await visible(page.locator('[data-counter="orders-2"]'));
    await visible(page.locator('[data-counter="unread"]'));
    expect(await page.locator('[data-counter="monthBill"], [data-counter="workOrders"]').count()).toBe(0);
  });
});
