/**
 * After-sales work orders as a provider works them: from the 工单列表 badge to the 待处理 tab (same count), into a
 * work order, a reply with a photo, and the badge dropping by one; and the `limited` account (no 售后管理 menu)
 * sent to /401 by the routes and refused (403) by the server.
 */
import type { Page } from "playwright-core";
import { api } from "../src/api";
import type { Endpoint } from "../src/api/endpoint";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { signedFetch } from "./harness/api";
import { hasText, visible } from "./harness/locators";

const SIDER = ".app-sider";
const PHOTO = samplePng(64, 48, [22, 119, 255], [250, 173, 20]);

const list = (page: Page) => page.locator('[data-tab^="/aftersales/index"]');
const detail = (page: Page) => page.locator('[data-tab^="/aftersales/details/workorder"]');
const badge = (page: Page) => page.locator(`${SIDER} .sider-badged-link .ant-badge-count`);
const badgeCount = async (page: Page) => Number((await badge(page).getAttribute("title")) ?? "0");

describe("after-sales work orders", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("finds a work order from the badge, replies with a photo and sees the badge drop", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    // The badge sits on 工单列表, inside the 售后管理 group.
    await page.locator(SIDER).getByText("售后管理").click();
    await expect.poll(() => badgeCount(page)).toBeGreaterThan(0);
    const before = await badgeCount(page);

    await page.locator(`${SIDER} .sider-badged-link`).click();
    await page.waitForURL("**/aftersales/index**");
    const todo = list(page).getByRole("tab", { name: /待处理/ });
    await Promise.all([page.waitForResponse((r) => r.url().includes("/workOrder/fetchList")), todo.click()]);
    // The tab shows the badge's count, and lists exactly that many work orders.
    await expect.poll(async () => (await todo.textContent())?.replace(/\D/g, "")).toBe(String(before));
    await hasText(list(page).locator(".ant-pagination"), `共 ${before} 条`);
    await screenshot(page, "aftersales-todo");

    await list(page).locator(".ant-table-tbody .ant-table-row").first().getByText("查看").click();
    await page.waitForURL("**/aftersales/details/workorder**");
    await visible(detail(page).getByText("沟通记录"));
    await detail(page).getByRole("button", { name: "回复" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("回复内容").fill("已安排师傅明天上门处理");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "现场.png",
      mimeType: "image/png",
      buffer: PHOTO,
    });
    await dialog.getByTestId("upload-file").waitFor();
    const replied = page.waitForResponse((r) => r.url().includes("/workOrder/reply"));
    await toastAfter(page, "回复成功", () => dialog.getByRole("button", { name: /确\s?定/ }).click());
    expect(((await (await replied).json()) as { code: number }).code).toBe(1);

    await visible(detail(page).getByText("已安排师傅明天上门处理"));
    await expect.poll(() => badgeCount(page)).toBe(before - 1);
    await screenshot(page, "aftersales-replied");
  });

  it("appends to a cancel request and refuses it with a reason: 待确认", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto("/aftersales/index");
    await list(page).locator(".ant-table-tbody .ant-table-row").first().waitFor();
    // The type filter's options come from getWorkType.
    await list(page).getByLabel("工单类型").click();
    await page
      .locator(".ant-select-dropdown:visible")
      .getByTitle("申请取消工单配置", { exact: true })
      .click();
    await list(page).getByLabel("结果状态").click();
    await page.locator(".ant-select-dropdown:visible").getByTitle("待服务商响应", { exact: true }).click();
    await page.keyboard.press("Escape");
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/workOrder/fetchList")),
      list(page)
        .getByRole("button", { name: /查\s?询/ })
        .click(),
    ]);
    const first = list(page).locator(".ant-table-tbody .ant-table-row").first();
    await hasText(first, "申请取消工单配置");
    await first.getByText("查看").click();
    await page.waitForURL("**/aftersales/details/workorder**");
    const dialog = page.getByRole("dialog");

    await detail(page).getByRole("button", { name: "追加留言" }).click();
    await dialog.getByLabel("追加内容").fill("已电话联系客户确认");
    await toastAfter(page, "追加留言成功", () => dialog.getByRole("button", { name: /确\s?定/ }).click());
    await visible(detail(page).getByText("已电话联系客户确认"));

    await detail(page).getByRole("button", { name: "确认撤销" }).click();
    await dialog.getByText("不同意").click();
    await dialog.getByLabel("驳回原因").fill("师傅已上门安装");
    await toastAfter(page, "处理成功", () => dialog.getByRole("button", { name: /确\s?定/ }).click());
    await visible(detail(page).getByText("不同意取消，原因：师傅已上门安装"));
    await visible(detail(page).locator(".ant-tag", { hasText: "待确认" }));
    // A work order no longer waiting for the provider offers no answer any more.
    await expect.poll(() => detail(page).getByRole("button", { name: "确认撤销" }).count()).toBe(0);
  });

  it("reads an after-sales service order: its items and the worker's feedback with a masked mobile", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto("/aftersales/serverlist");
    const servers = page.locator('[data-tab^="/aftersales/serverlist"]');
    await servers.locator(".ant-table-tbody .ant-table-row").first().waitFor();
    await servers.getByLabel("确认状态").click();
    await page.locator(".ant-select-dropdown:visible").getByTitle("已完结", { exact: true }).click();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/queryServerAfterSaleList")),
      servers.getByRole("button", { name: /查\s?询/ }).click(),
    ]);
    const first = servers.locator(".ant-table-tbody .ant-table-row").first();
    await hasText(first, "已完结");
    await first.getByText("查看").click();
    await page.waitForURL("**/aftersales/details/server**");
    const detail = page.locator('[data-tab^="/aftersales/details/server"]');
    await visible(detail.getByText("售后明细"));
    await visible(detail.getByText("师傅反馈"));
    await visible(detail.getByText(/^1\d{2}\*{4}\d{4}$/).first());
    await screenshot(page, "aftersales-service-order");
  });

  it("sends the limited account to /401 and the server refuses its calls (403)", async () => {
    const page = await newPage();
    await login(page, "limited");
    await page.waitForURL("**/dashboard");
    for (const path of ["/aftersales/index", "/aftersales/details/workorder?workOrderId=1"]) {
      await page.goto(path);
      await page.waitForURL("**/401");
    }
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    for (const [endpoint, payload] of [
      [api.workOrders.fetchList, { current: 1, size: 10 }],
      [api.workOrders.detail, { workOrderId: "1" }],
      [api.workOrders.reply, { workOrderId: "1", content: "x" }],
      [api.workOrders.switchWorkerShow, { workOrderId: "1", workerShow: 0 }],
    ] as const) {
      const response = await signedFetch(endpoint as Endpoint<unknown, unknown>, payload, token ?? "");
      expect(response.status, endpoint.path).toBe(403);
    }
  });
});
