/**
 * 师傅视角 (workerOrderDetail, issue 33 §2): on an order's detail, 服务过的师傅 offers 查看 per worker; the drawer
 * shows the order as that worker sees it. After a 转单 the replaced worker sees neither customer nor address and
 * earns nothing; the new worker sees the customer and the worker pay.
 */
import type { Page } from "playwright-core";
import { api } from "../src/api";
import { login, newPage, resetDb, screenshot } from "./harness";
import { apiCall } from "./harness/api";
import { audit, blocking, describeViolations } from "./harness/axe";
import { gone, hasText, visible } from "./harness/locators";

const AWAITING_APPOINTMENT = "SO202611209000011"; // showcase 待预约 with a worker (e2e/orders.e2e.ts)

async function demoToken(page: Page): Promise<string> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  return (token ?? "").replace(/^"|"$/g, "");
}

const section = (page: Page) => page.locator(".engine-section-serviceWorkers");
const drawer = (page: Page, workerName: string) =>
  page.getByRole("dialog", { name: `师傅视角：${workerName}` });

describe("师傅视角 on the order detail", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("shows each worker's view: the replaced worker's hides the customer and pays nothing", async () => {
    const page = await newPage();
    const token = await demoToken(page);
    const before = (await apiCall(token, api.order.admin.queryWorkerInfo, { orderNo: AWAITING_APPOINTMENT }))
      .data!;
    const customer = (
      await apiCall(token, api.order.admin.queryOrderCustomInfo, { orderNo: AWAITING_APPOINTMENT })
    ).data;
    const workers = (
      await apiCall(token, api.worker.roster.workerList, { current: 1, size: 20, accountStatus: 3 })
    ).data.records;
    const next = workers.find((w) => w.workerId !== before.workerId)!;
    const moved = await apiCall(token, api.worker.roster.transferOrders, {
      fromWorkerId: before.workerId,
      toWorkerId: next.workerId,
      orderNos: [AWAITING_APPOINTMENT],
      transferType: 1,
      reason: "师傅请假",
    });
    expect(moved.code, moved.msg ?? "").toBe(1);

    await page.goto(`/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}`);
    const rows = section(page).locator(".ant-table-tbody .ant-table-row");
    await hasText(rows.filter({ hasText: before.workerName }).last(), "已取消");

    await rows
      .filter({ hasText: before.workerName })
      .last()
      .getByRole("button", { name: `查看 ${before.workerName} 的师傅视角` })
      .click();
    const old = drawer(page, before.workerName);
    await visible(old.getByRole("alert"));
    await hasText(old.getByRole("alert"), "已看不到客户和地址");
    expect(await old.getByText("已不可见").count()).toBe(2);
    await visible(old.getByText("¥0.00（已不再服务此订单）"));
    await expect.poll(() => old.getByText(customer.customerName, { exact: true }).count()).toBe(0);
    await screenshot(page, "order-worker-view-replaced", { fullPage: false });
    const result = await audit(page, "师傅视角");
    expect(describeViolations(result, blocking(result))).toEqual([]);
    await old.locator(".ant-drawer-close").click();
    await gone(old);

    await rows
      .filter({ hasText: next.workerName })
      .getByRole("button", { name: `查看 ${next.workerName} 的师傅视角` })
      .click();
    const current = drawer(page, next.workerName);
    await visible(current.getByText(customer.customerName, { exact: true }));
    await hasText(current, "服务师傅");
    // A transfer gives the order to the new worker, who has not taken it yet (issue 28: 转单 → 待接单).
    await hasText(current, "待接单");
    await expect.poll(() => current.getByRole("alert").count()).toBe(0);
    expect(await current.getByText(/^¥\d/).count()).toBeGreaterThan(0);
    await screenshot(page, "order-worker-view-current", { fullPage: false });
  });
});
