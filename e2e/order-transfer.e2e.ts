/**
 * 转单 on an order's detail, with the transfer form the worker's 转移订单 shares (src/domain/orders/transfer.ts):
 * 手动转单 by default, the receiving worker required (请选择接单师傅), the reason optional; the order then has the
 * other worker, seen in its track.
 */
import type { Page } from "playwright-core";
import { api } from "../src/api";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { activeWorkers, apiCall } from "./harness/api";
import { hasText, visible } from "./harness/locators";

/** The demo provider's own order 待预约 (mocks/orders/seed/orders.ts SHOWCASE). */
const AWAITING_APPOINTMENT = "SO202611209000011";
const dialog = (page: Page) => page.getByRole("dialog");

describe("order transfer", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("transfers an order to another worker with the shared transfer form", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    const token = ((await page.evaluate(() => localStorage.getItem("token"))) ?? "").replace(/^"|"$/g, "");
    const order = (await apiCall(token, api.order.provider.orderDetail, { orderNo: AWAITING_APPOINTMENT }))
      .data;
    const other = (await activeWorkers(token)).find((w) => w.workerId !== order.workerId)!;

    await page.goto(`/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}"]`);
    await visible(detail.locator(".engine-section-track"));
    await detail.getByRole("button", { name: "转单", exact: true }).click();
    await visible(dialog(page).getByText("转单类型"));
    expect(await dialog(page).getByRole("radio", { name: "手动转单" }).isChecked()).toBe(true);
    await dialog(page)
      .getByRole("button", { name: /确\s?定/ })
      .click();
    await visible(dialog(page).getByText("请选择接单师傅"));
    // The reason is optional: no message for it.
    expect(await dialog(page).getByText("请输入转单原因").count()).toBe(0);

    await dialog(page).locator(".worker-select .ant-select-selector").click();
    await page.keyboard.type(other.workerName);
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: other.workerName })
      .first()
      .click();
    await screenshot(page, "order-transfer-dialog");
    await toastAfter(page, "转单成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await hasText(detail.locator(".engine-section-track"), `转给师傅 ${other.workerName}`);
  });
});
