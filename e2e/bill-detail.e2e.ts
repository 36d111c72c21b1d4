/**
 * A provider bill seen before it is confirmed (issue 32 §2) and settled money that does not change (§1), as `demo`
 * uses them: 查看 on a 服务完成 bill lists its orders, whose amounts add up to the bill's total; 确认账单 names that
 * total; an 异常费用 on one of its orders afterwards leaves the bill as it was and goes to this month's bill as an
 * adjustment line naming the order and the settled bill.
 */
import type { Locator, Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { hasText, visible } from "./harness/locators";

const billList = (page: Page) => page.locator('[data-tab="/bill/index"] .engine-list');
const rows = (page: Page) => billList(page).locator(".ant-table-tbody .ant-table-row");
const cell = (row: Locator, index: number) => row.locator("td").nth(index);
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const drawer = (page: Page) => page.locator(".ant-drawer-content");
const lineRows = (page: Page) => drawer(page).locator(".ant-table-tbody .ant-table-row");

/** "¥1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, "")) * 100);

async function listSettled(page: Page): Promise<void> {
  await expect.poll(() => billList(page).locator(".ant-spin-spinning").count()).toBe(0);
}

async function search(page: Page, options: { status?: string; billNo?: string }): Promise<void> {
  if (options.billNo) await billList(page).getByPlaceholder("请输入账单编号").fill(options.billNo);
  if (options.status) {
    await billList(page)
      .locator(".ant-form-item")
      .filter({ hasText: "账单状态" })
      .locator(".ant-select-selector")
      .click();
    await dropdown(page).locator(`.ant-select-item-option[title="${options.status}"]`).click();
    await expect.poll(() => dropdown(page).count()).toBe(0);
  }
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/bill/pro/pageList")),
    billList(page)
      .getByRole("button", { name: /查\s?询/ })
      .click(),
  ]);
  await listSettled(page);
}

/** Opens the row's 查看 and reads every line (page by page): their order numbers and Σ 订单金额 in cents. */
async function readLines(page: Page, row: Locator, billNo: string) {
  await row.getByRole("button", { name: "查看" }).click();
  await hasText(drawer(page), billNo);
  await hasText(drawer(page), "订单明细");
  await expect.poll(() => lineRows(page).count()).toBeGreaterThan(0);
  const orderNos: string[] = [];
  let sum = 0;
  for (;;) {
    await expect.poll(() => drawer(page).locator(".ant-spin-spinning").count()).toBe(0);
    for (const line of await lineRows(page).all()) {
      orderNos.push((await cell(line, 0).innerText()).trim());
      sum += cents(await cell(line, 4).innerText());
    }
    const next = drawer(page).locator(".ant-pagination-next");
    if ((await next.getAttribute("aria-disabled")) === "true") break;
    const first = await cell(lineRows(page).first(), 0).innerText();
    await Promise.all([page.waitForResponse((r) => r.url().includes("/bill/pro/orderList")), next.click()]);
    await expect.poll(() => cell(lineRows(page).first(), 0).innerText()).not.toBe(first);
  }
  const shownTotal = cents(await drawer(page).locator(".bill-total").innerText());
  return { orderNos, sum, shownTotal };
}

async function closeDrawer(page: Page): Promise<void> {
  await drawer(page)
    .getByRole("button", { name: /close|关闭/i })
    .first()
    .click();
  await expect.poll(() => page.locator(".ant-drawer-open").count()).toBe(0);
}

describe("a provider bill's detail", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("lists orders that add up to the total, confirms it naming the total, and keeps it after a fee", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await page.goto("/bill/index");
    await rows(page).first().waitFor();
    await listSettled(page);
    // This month's bill (newest first): the open bill a later fee goes to.
    const current = rows(page).first();
    await hasText(cell(current, 5), "待生成账单");
    const currentNo = (await cell(current, 1).innerText()).trim();
    const currentTotal = cents(await cell(current, 3).innerText());
    await search(page, { status: "服务完成" });
    const row = rows(page).first();
    const billNo = (await cell(row, 1).innerText()).trim();
    const orderCount = Number(await cell(row, 2).innerText());
    const amountText = (await cell(row, 3).innerText()).trim();

    const before = await readLines(page, row, billNo);
    expect(before.orderNos.length).toBe(orderCount);
    expect(before.sum).toBe(cents(amountText));
    expect(before.shownTotal).toBe(cents(amountText));
    await screenshot(page, "bill-detail", { fullPage: false });
    // Found by its number.
    await drawer(page).getByPlaceholder("订单号").fill(before.orderNos[0]);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/bill/pro/orderList")),
      drawer(page).getByPlaceholder("订单号").press("Enter"),
    ]);
    await expect.poll(() => lineRows(page).count()).toBe(1);
    await hasText(lineRows(page).first(), before.orderNos[0]);
    await closeDrawer(page);

    await row.getByRole("button", { name: "确认账单" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await hasText(confirm, billNo);
    await hasText(confirm, `合计 ${amountText}`);
    await toastAfter(page, "账单已确认", () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/bill/pro/billFinish")),
        confirm.getByRole("button", { name: /确\s?定/ }).click(),
      ]),
    );

    // An order of the bill that offers 异常费用 (finished, with a worker).
    let feeOrder: Locator | undefined;
    let feeOrderNo = "";
    for (const orderNo of before.orderNos) {
      await page.goto(`/order/watch/detail?orderNo=${orderNo}`);
      const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${orderNo}"]`);
      await visible(detail.locator(".engine-section-track"));
      // The header's actions follow the account's codes (loaded apart from the order): wait for them.
      await detail
        .getByRole("button", { name: /异常费用|退款/ })
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
      const button = detail.getByRole("button", { name: "异常费用" });
      if ((await button.count()) > 0) {
        feeOrder = button;
        feeOrderNo = orderNo;
        break;
      }
    }
    if (!feeOrder) throw new Error(`no order of ${billNo} offers 异常费用`);
    await feeOrder.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("异常费用金额").fill("88");
    await dialog.getByLabel("费用原因").fill("二次上门");
    await toastAfter(page, "异常费用已提交", () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("abnormalFee")),
        dialog.getByRole("button", { name: /确\s?定/ }).click(),
      ]),
    );

    await page.goto("/bill/index");
    await rows(page).first().waitFor();
    await search(page, { billNo });
    await expect.poll(() => rows(page).count()).toBe(1);
    const settled = rows(page).first();
    await hasText(cell(settled, 5), "已结算");
    expect((await cell(settled, 3).innerText()).trim()).toBe(amountText);
    expect((await cell(settled, 4).innerText()).trim()).toBe(amountText);
    const after = await readLines(page, settled, billNo);
    expect(after).toEqual(before);
    await closeDrawer(page);

    // This month's bill carries the fee: one line naming the order and the settled bill; its lines add up.
    await page.goto("/bill/index");
    await search(page, { billNo: currentNo });
    const open = rows(page).first();
    expect(cents(await cell(open, 3).innerText())).toBe(currentTotal + 8800);
    const openLines = await readLines(page, open, currentNo);
    expect(openLines.sum).toBe(currentTotal + 8800);
    expect(openLines.shownTotal).toBe(currentTotal + 8800);
    await drawer(page).getByPlaceholder("订单号").fill(feeOrderNo);
    await drawer(page).getByPlaceholder("订单号").press("Enter");
    await expect.poll(() => lineRows(page).count()).toBe(1);
    const adjustment = lineRows(page).first();
    await hasText(adjustment, "账单调整");
    await hasText(adjustment, `原账单 ${billNo}`);
    expect(cents(await cell(adjustment, 4).innerText())).toBe(8800);
    await screenshot(page, "bill-detail-adjustment", { fullPage: false });
  });
});

describe("待结算列表 by bill", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("filters the orders waiting in a bill by its number and by its month", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await page.goto("/bill/index");
    await search(page, { status: "服务完成" });
    const row = rows(page).first();
    const billNo = (await cell(row, 1).innerText()).trim();
    const month = (await cell(row, 0).innerText()).trim();
    const orderCount = Number(await cell(row, 2).innerText());

    await page.goto("/order/staylist");
    const list = page.locator('[data-tab="/order/staylist"] .engine-list');
    const total = page.locator('[data-tab="/order/staylist"] .ant-pagination-total-text');
    const query = () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/orderList")),
        list.getByRole("button", { name: /查\s?询/ }).click(),
      ]);
    await list.getByPlaceholder("请输入账单编号").fill(billNo);
    await query();
    await expect.poll(async () => total.innerText()).toBe(`共 ${orderCount} 条`);
    await list.getByPlaceholder("请输入账单编号").fill("");
    await list
      .locator(".ant-form-item")
      .filter({ hasText: "账单月份" })
      .locator(".ant-select-selector")
      .click();
    await dropdown(page).locator(`.ant-select-item-option[title="${month}"]`).click();
    await query();
    await expect.poll(async () => total.innerText()).toBe(`共 ${orderCount} 条`);
    await screenshot(page, "bill-detail-staylist", { fullPage: false });
  });
});
