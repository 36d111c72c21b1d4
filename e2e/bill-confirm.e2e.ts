/**
 * 确认账单 settles only the total the provider saw (issue 43, audit B1): a colleague's 异常费用 on an order of the
 * bill between opening the confirmation and 确定 makes the stand-in refuse, saying from what total to what; the
 * confirmation stays open with that message, the list shows the new total, and a confirmation opened again names it
 * and settles.
 */
import type { Locator, Page } from "playwright-core";
import { api } from "../src/api";
import { formatMoney } from "../src/domain/format";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { apiCall } from "./harness/api";
import { hasText, visible } from "./harness/locators";

const billList = (page: Page) => page.locator('[data-tab="/bill/index"] .engine-list');
const rows = (page: Page) => billList(page).locator(".ant-table-tbody .ant-table-row");
const cell = (row: Locator, index: number) => row.locator("td").nth(index);
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const confirmation = (page: Page) => page.locator(".ant-modal-confirm");

/** "¥1,234.50" → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, "")) * 100);

/** 异常费用 of `amount` on the first order of the bill that takes one (finished, with a worker). */
async function feeOnBill(token: string, billNo: string, amount: number): Promise<string> {
  const lines = await apiCall(token, api.finance.proBillOrders, { billNo, current: 1, size: 40 });
  for (const line of lines.data.records) {
    const fee = await apiCall(token, api.order.operations.abnormalFee, {
      orderNo: line.orderNo,
      amount,
      reason: "同事补录二次上门费",
    });
    if (fee.code === 1) return line.orderNo;
  }
  throw new Error(`no order of ${billNo} takes 异常费用`);
}

async function listSettled(page: Page): Promise<void> {
  await expect.poll(() => billList(page).locator(".ant-spin-spinning").count()).toBe(0);
}

describe("确认账单 on a bill that changed", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("is refused with what changed, keeps the confirmation open, and settles the total shown again", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname === "/dashboard");
    const token = ((await page.evaluate(() => localStorage.getItem("token"))) ?? "").replace(/^"|"$/g, "");
    await page.goto("/bill/index");
    await rows(page).first().waitFor();
    await listSettled(page);
    await billList(page)
      .locator(".ant-form-item")
      .filter({ hasText: "账单状态" })
      .locator(".ant-select-selector")
      .click();
    await dropdown(page).locator('.ant-select-item-option[title="服务完成"]').click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/bill/pro/pageList")),
      billList(page)
        .getByRole("button", { name: /查\s?询/ })
        .click(),
    ]);
    await listSettled(page);
    const row = rows(page).first();
    const billNo = (await cell(row, 1).innerText()).trim();
    const seen = (await cell(row, 3).innerText()).trim();

    await row.getByRole("button", { name: "确认账单" }).click();
    await hasText(confirmation(page), `合计 ${seen}`);
    // Meanwhile a colleague adds ¥66 on one of the bill's orders.
    await feeOnBill(token, billNo, 66);
    const now = formatMoney((cents(seen) + 6600) / 100);

    const refusal = `账单金额已变化（${seen} → ${now}），请刷新后再确认`;
    await toastAfter(page, refusal, () =>
      Promise.all([
        page.waitForResponse((r) => r.url().includes("/bill/pro/billFinish")),
        confirmation(page)
          .getByRole("button", { name: /确\s?定/ })
          .click(),
      ]),
    );
    // The confirmation stays open on what the provider read; the list behind it shows the bill as it is now.
    await visible(confirmation(page));
    await hasText(confirmation(page), `合计 ${seen}`);
    await hasText(cell(row, 3), now);
    await hasText(cell(row, 5), "服务完成");
    await screenshot(page, "bill-confirm-refused", { fullPage: false });

    await confirmation(page)
      .getByRole("button", { name: /取\s?消/ })
      .click();
    await expect.poll(() => confirmation(page).count()).toBe(0);
    await row.getByRole("button", { name: "确认账单" }).click();
    await hasText(confirmation(page), `合计 ${now}`);
    await toastAfter(page, "账单已确认", () =>
      confirmation(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    const confirmed = await apiCall(token, api.finance.proBillPageList, { billNo, current: 1, size: 1 });
    expect(confirmed.data.records[0]).toMatchObject({
      billStatus: 3,
      settledAmount: (cents(seen) + 6600) / 100,
    });
  });
});
