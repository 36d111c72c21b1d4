/**
 * Orders on the engine, as a provider uses them: the list filtered by status, source and time; a combo order's
 * split rows and its 起步价差价 line; operations from a row, the detail header and a batch, each changing the
 * status, the track and the list; and what the `limited` account is not offered.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { chooseOption, gone, hasText, visible } from "./harness/locators";

/** Showcase orders of the demo provider (mocks/orders/seed/orders.ts SHOWCASE). */
const COMBO = "SO202611209000001"; // 待预约, three goods, 起步价差价
const AWAITING_DISPATCH = "SO202611209000007"; // 待派单
const AWAITING_ACCEPTANCE = "SO202611209000008"; // 待接单
const AWAITING_APPOINTMENT = "SO202611209000011"; // 待预约
const COMPLETED = "SO202611209000015"; // 已完成
const AWAITING_VERIFICATION = "SO202611209000013"; // 待核销

const list = (page: Page) => page.locator('[data-tab="/order/index"]');
const rows = (page: Page) => list(page).locator(".ant-table-tbody .ant-table-row");
const statusTags = (page: Page) =>
  rows(page).evaluateAll((trs) =>
    trs
      .map((tr) => tr.querySelector("td:nth-child(3) .ant-tag")?.textContent?.trim())
      .filter((text): text is string => Boolean(text)),
  );

async function settled(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/providerOrderQuery/orderList")),
    action(),
  ]);
  await expect.poll(() => list(page).locator(".ant-spin-spinning").count()).toBe(0);
}

async function openOrders(page: Page, user = "demo"): Promise<void> {
  await login(page, user);
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto("/order/index");
  await rows(page).first().waitFor();
}

async function searchOrder(page: Page, orderNo: string): Promise<void> {
  await list(page).getByPlaceholder("请输入订单号").fill(orderNo);
  await settled(page, () =>
    list(page)
      .getByRole("button", { name: /查\s?询/ })
      .click(),
  );
}

/** Picks an option of the antd select labelled `label` in `scope`. */
async function choose(page: Page, scope: ReturnType<Page["locator"]>, label: string, option: string) {
  await chooseOption(page, scope.getByLabel(label), option);
}

const dialog = (page: Page) => page.getByRole("dialog");

describe("orders", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("filters by each status tab, by source (天猫 brings its own status set) and by time range", async () => {
    const page = await newPage();
    await openOrders(page);
    for (const status of [
      "待支付",
      "待预约",
      "待上门",
      "待核销",
      "服务完成",
      "已完成",
      "已取消",
      "验收完成",
    ]) {
      await settled(page, () => list(page).getByRole("tab", { name: status }).click());
      const tags = await statusTags(page);
      expect(tags.length, status).toBeGreaterThan(0);
      expect(new Set(tags), status).toEqual(new Set([status]));
    }
    await settled(page, () => list(page).getByRole("tab", { name: "待结算" }).click());
    expect((await statusTags(page)).every((t) => ["服务完成", "已完成", "验收完成"].includes(t))).toBe(true);

    await choose(page, list(page), "订单来源", "天猫");
    await settled(page, () =>
      list(page)
        .getByRole("button", { name: /查\s?询/ })
        .click(),
    );
    await visible(list(page).getByRole("tab", { name: "服务中（挂起订单）" }));
    const sources = await rows(page).evaluateAll((trs) =>
      // 选择, 订单号, 订单状态, 等待时长, 订单标记, 订单来源.
      trs.map((tr) => (tr.querySelector("td:nth-child(6)") as HTMLElement | null)?.innerText.trim()),
    );
    expect(new Set(sources.filter(Boolean))).toEqual(new Set(["天猫"]));
    expect(new URL(page.url()).searchParams.get("orderSource")).toBe("2");

    // A reload keeps the filters (query string).
    await page.reload();
    await rows(page).first().waitFor();
    await visible(list(page).getByRole("tab", { name: "服务中（挂起订单）" }));
    await screenshot(page, "orders-tmall-filter");

    // A time range (the query string a link or a reload carries): only orders created that day.
    await page.goto(
      `/order/index?timeRange=${encodeURIComponent('["2026-11-20 00:00:00","2026-11-20 23:59:59"]')}`,
    );
    await rows(page).first().waitFor();
    const created = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.textContent ?? "").filter((t) => /SO\d+/.test(t)),
    );
    expect(created.length).toBeGreaterThan(0);
    for (const text of created) expect(text).toContain("2026-11-20");
  });

  it("shows a combo order as one row per goods item with a 起步价差价 row, and the line in its detail", async () => {
    const page = await newPage();
    await openOrders(page);
    await searchOrder(page, COMBO);
    await expect.poll(() => rows(page).count()).toBe(4);
    await hasText(rows(page).nth(3), "起步价差价");
    await screenshot(page, "orders-combo");
    await list(page).getByRole("link", { name: COMBO }).click();
    const goods = page.locator(".engine-section-goods");
    await hasText(goods, "起步价差价");
    await expect.poll(() => goods.locator(".ant-table-row").count()).toBe(4);
  });

  it("books an appointment from a row, hangs the order up from its detail, and both show in the track and the list", async () => {
    const page = await newPage();
    await openOrders(page);
    await searchOrder(page, AWAITING_APPOINTMENT);
    await rows(page).first().getByRole("button", { name: "预约" }).click();
    await visible(dialog(page));
    // Nothing typed: the dialog says what is missing and stays.
    await dialog(page)
      .getByRole("button", { name: /确\s?定/ })
      .click();
    await visible(dialog(page).getByText("请选择预约日期"));
    await dialog(page).getByPlaceholder("请选择预约日期").fill("2026-12-28");
    await dialog(page).getByPlaceholder("请选择预约日期").press("Enter");
    await chooseOption(page, dialog(page).getByLabel("预约时段"), "09-11");
    await toastAfter(page, "预约成功", () =>
      settled(page, () =>
        dialog(page)
          .getByRole("button", { name: /确\s?定/ })
          .click(),
      ),
    );
    await gone(dialog(page));
    await hasText(rows(page).first(), "待上门");

    await list(page).getByRole("link", { name: AWAITING_APPOINTMENT }).click();
    await page.waitForURL(`**/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}"]`);
    await hasText(detail.locator(".engine-section-appointment"), "09-11");
    await hasText(detail.locator(".engine-section-track"), "预约");
    await detail.getByRole("button", { name: /挂\s?起/ }).click();
    await dialog(page).getByLabel("挂起原因").fill("客户出差，下周再约");
    await toastAfter(page, "订单已挂起", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await hasText(detail.locator(".engine-section-hangUp"), "客户出差，下周再约");
    await hasText(detail.locator(".engine-section-track"), "挂起");
    // The server no longer allows 改约 on a hung-up order, so the header no longer offers it.
    await gone(detail.getByRole("button", { name: /改\s?约/ }));
    await visible(detail.getByRole("button", { name: "取消挂起" }));
    await screenshot(page, "order-detail-hung-up");

    // The list, kept alive in its tab, shows the change (the 挂 mark).
    await page.getByRole("tab", { name: "订单管理列表" }).click();
    await hasText(rows(page).first(), "挂");
  });

  it("dispatches two orders at once to a worker", async () => {
    const page = await newPage();
    await openOrders(page);
    // Both are on the first page of 全部 (newest first).
    const targets = rows(page).filter({ hasText: new RegExp(`${AWAITING_DISPATCH}|${AWAITING_ACCEPTANCE}`) });
    await expect.poll(() => targets.count()).toBe(2);
    for (let i = 0; i < 2; i++) await targets.nth(i).locator(".ant-checkbox-input").check();
    await list(page).getByRole("button", { name: "手动派单" }).first().click();
    await visible(dialog(page));
    await dialog(page).getByRole("combobox").first().click();
    await dialog(page).getByRole("combobox").first().fill("张建国");
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="张建国 139****0001"]')
      .click();
    await toastAfter(page, "派单成功", () =>
      settled(page, () =>
        dialog(page)
          .getByRole("button", { name: /确\s?定/ })
          .click(),
      ),
    );
    await expect
      .poll(async () => (await targets.allInnerTexts()).every((t) => t.includes("待接单")))
      .toBe(true);
  });

  it("does not offer 手动派单, 取消, 退款 or 异常费用 to the limited account", async () => {
    const page = await newPage();
    await openOrders(page, "limited");
    await gone(list(page).getByRole("button", { name: "手动派单" }));
    await searchOrder(page, AWAITING_DISPATCH);
    await visible(rows(page).first().getByRole("link", { name: AWAITING_DISPATCH }));
    await gone(rows(page).first().getByRole("button", { name: "手动派单" }));
    await gone(rows(page).first().getByRole("button", { name: "取消订单" }));

    await page.goto(`/order/watch/detail?orderNo=${COMPLETED}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${COMPLETED}"]`);
    await visible(detail.locator(".engine-section-track"));
    for (const label of ["退款", "异常费用", "取消订单", "手动派单"]) {
      await gone(detail.getByRole("button", { name: label }));
    }
  });

  it("shows the merchant-side status and the redeem status beside the order status, and each fee's review", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    const field = (detail: ReturnType<Page["locator"]>, label: string) =>
      detail.locator(".engine-section-base th", { hasText: label }).locator("xpath=following-sibling::td[1]");
    for (const [orderNo, merchant, redeem] of [
      [AWAITING_VERIFICATION, "待核销", "核销中"],
      [COMPLETED, "已完成", "已核销"],
      [AWAITING_APPOINTMENT, "待预约", "未核销"],
    ]) {
      await page.goto(`/order/watch/detail?orderNo=${orderNo}`);
      const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${orderNo}"]`);
      await hasText(field(detail, "商家端状态"), merchant);
      await hasText(field(detail, "核销状态"), redeem);
      if (orderNo === AWAITING_VERIFICATION) {
        await visible(detail.locator(".engine-section-fees th", { hasText: "审核状态" }));
        await field(detail, "核销状态").scrollIntoViewIfNeeded();
        await screenshot(page, "order-detail-merchant-redeem-status");
      }
    }
  });

  it("shows the full-page detail without the admin layout", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.goto(`/newOrderDetail?orderNo=${COMBO}`);
    await visible(page.getByText(`订单详情：${COMBO}`));
    await visible(page.locator(".engine-section-track"));
    await gone(page.locator(".ant-layout-sider"));
  });
});
