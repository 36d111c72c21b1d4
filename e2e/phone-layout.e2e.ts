/**
 * The console on a phone (390 × 844, touch), issue 44 "A phone that works": the order list as cards (the order
 * number its link, the filters behind 筛选 in a drawer, the first actions and 更多 a menu), an action run from a
 * card in a dialog that fits, an order's detail that fits, the worker list as cards; the tab strip and the hotline
 * in reach; and nothing scrolls sideways.
 */
import type { Locator, Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import {
  audit,
  axeBuilder,
  blocking,
  describeViolations,
  duplicateIds,
  englishNames,
  type Audit,
} from "./harness/axe";
import { gone, hasText, popupsSettled, visible } from "./harness/locators";

/** Showcase orders of the demo provider (mocks/orders/seed/orders.ts SHOWCASE). */
const AWAITING_APPOINTMENT = "SO202611209000011"; // 待预约

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const orders = (page: Page) => page.locator('[data-tab="/order/index"]');
const cards = (list: Locator) => list.locator(".engine-card");
const dialog = (page: Page) => page.getByRole("dialog");

/** The document is no wider than the window: nothing scrolls sideways. */
async function fitsWidth(page: Page): Promise<void> {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The element lies within the window's width. */
async function withinWidth(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.viewport.width);
}

/**
 * axe's WCAG 2.1 A/AA rules (critical and serious), English names and ids given twice: none. `within` audits a
 * modal overlay alone: the page behind it is inert, and its colours under the overlay's mask are no one's to read.
 */
async function accessible(page: Page, label: string, within?: string): Promise<void> {
  let result: Audit;
  if (within) {
    const found = await axeBuilder(page).include(within).analyze();
    result = { label, violations: found.violations, engine: found.testEngine.version, rulesRun: [] };
  } else result = await audit(page, label);
  const problems = [
    ...describeViolations(result, blocking(result)),
    ...(await englishNames(page)),
    ...(await duplicateIds(page)),
  ];
  expect(problems, problems.join("\n")).toEqual([]);
}

async function settled(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/providerOrderQuery/orderList")),
    action(),
  ]);
  await expect.poll(() => orders(page).locator(".ant-spin-spinning").count()).toBe(0);
}

async function phoneLogin(): Promise<Page> {
  const page = await newPage(PHONE);
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  return page;
}

async function openOrders(page: Page): Promise<void> {
  await page.goto("/order/index");
  await visible(cards(orders(page)));
}

describe("the console on a phone", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("shows the orders as cards, folds the filters behind 筛选, and opens an order from its number", async () => {
    const page = await phoneLogin();
    await openOrders(page);
    // Cards, not the table: each with its number as a link, its status tag, its lines and its first actions.
    await gone(orders(page).locator(".ant-table"));
    const first = cards(orders(page)).first();
    await visible(first.getByRole("link", { name: /^SO\d+$/ }));
    await visible(first.locator(".ant-card-extra .ant-tag"));
    for (const label of ["等待时长", "服务地址", "师傅"]) await hasText(first, label);
    await visible(first.getByRole("button", { name: /查看详情/ }));
    await fitsWidth(page);
    await accessible(page, "phone orders");
    await screenshot(page, "phone-orders", { fullPage: false });

    // The tab strip and the hotline are there, in reach.
    await withinWidth(page.getByRole("tab", { name: "订单管理列表" }));
    const dialer = page.getByRole("button", { name: "智能外呼" });
    await withinWidth(dialer);
    await dialer.tap();
    const pad = page.getByRole("dialog", { name: "智能外呼" });
    await visible(pad);
    await withinWidth(pad);
    await pad.getByRole("button", { name: "关闭外呼面板" }).tap();
    await gone(pad);

    // The search form is in the 筛选 drawer (a dialog); 查询 queries, closes it and counts the filters set.
    await gone(orders(page).getByPlaceholder("请输入订单号"));
    await orders(page).getByRole("button", { name: "筛选" }).tap();
    const filters = page.getByRole("dialog", { name: "筛选" });
    await visible(filters);
    await withinWidth(filters);
    // Audited once the drawer has stopped moving and the worker filter's search has replaced its stand-in (a
    // disabled select without a label), and before typing: a filled input's clear icon is a button without a name,
    // on the desktop's form too.
    await expect.poll(() => page.locator('.ant-drawer [class*="-motion-"]').count()).toBe(0);
    await expect.poll(() => filters.locator(".ant-select-disabled").count()).toBe(0);
    await accessible(page, "phone orders: 筛选", ".engine-filter-drawer");
    await filters.getByPlaceholder("请输入订单号").fill(AWAITING_APPOINTMENT);
    await screenshot(page, "phone-orders-filter", { fullPage: false });
    await settled(page, () => filters.getByRole("button", { name: /查\s?询/ }).tap());
    await gone(filters);
    await expect.poll(() => cards(orders(page)).count()).toBe(1);
    await visible(orders(page).getByRole("button", { name: "筛选（1）" }));

    // 更多 is a menu button: the rest of the card's actions in a menu.
    const card = cards(orders(page)).first();
    const more = card.getByRole("button", { name: /更多/ });
    expect(await more.getAttribute("aria-haspopup")).toBe("menu");
    await more.tap();
    await visible(page.getByRole("menu"));
    await popupsSettled(page);
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    await visible(page.getByRole("menuitem", { name: "挂起" }));
    await accessible(page, "phone orders: 更多");
    await fitsWidth(page);
    await screenshot(page, "phone-orders-more", { fullPage: false });
    await page.keyboard.press("Escape");
    await gone(page.getByRole("menu"));

    // A tap on the order number opens its detail.
    await card.getByRole("link", { name: AWAITING_APPOINTMENT }).tap();
    await page.waitForURL(`**/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}`);
    await visible(page.locator(".engine-section-track"));
  });

  it("runs an action from a card in a dialog that fits the width", async () => {
    const page = await phoneLogin();
    await page.goto(`/order/index?orderNo=${AWAITING_APPOINTMENT}`);
    await expect.poll(() => cards(orders(page)).count()).toBe(1);
    const card = cards(orders(page)).first();
    await card.getByRole("button", { name: /预\s?约/ }).tap();
    await visible(dialog(page));
    await withinWidth(dialog(page).locator(".ant-modal-content"));
    await fitsWidth(page);
    await screenshot(page, "phone-order-dialog", { fullPage: false });
    await dialog(page).getByPlaceholder("请选择预约日期").fill("2026-12-28");
    await dialog(page).getByPlaceholder("请选择预约日期").press("Enter");
    await dialog(page).getByLabel("预约时段").click();
    await popupsSettled(page);
    await page.locator(".ant-select-dropdown:visible").getByTitle("09-11", { exact: true }).tap();
    await expect.poll(() => page.locator(".ant-select-dropdown:visible").count()).toBe(0);
    await toastAfter(page, "预约成功", () =>
      settled(page, () =>
        dialog(page)
          .getByRole("button", { name: /确\s?定/ })
          .tap(),
      ),
    );
    await gone(dialog(page));
    await hasText(card.locator(".ant-card-extra"), "待上门");
  });

  it("fits an order's detail to the width: the heading whole, the actions below it, the sections", async () => {
    const page = await phoneLogin();
    await page.goto(`/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${AWAITING_APPOINTMENT}"]`);
    await visible(detail.locator(".engine-section-track"));
    const heading = detail.getByText(`订单详情：${AWAITING_APPOINTMENT}`);
    await visible(heading);
    await withinWidth(heading);
    // The heading is not cut: its text fits in its box.
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const action = detail.getByRole("button", { name: /预\s?约/ });
    await withinWidth(action);
    await withinWidth(detail.locator(".engine-section").first());
    await fitsWidth(page);
    await screenshot(page, "phone-order-detail", { fullPage: false });
    // Further down: the sections' tables scroll inside their cards, not the page.
    const goods = detail.locator(".engine-section-goods");
    await goods.scrollIntoViewIfNeeded();
    await withinWidth(goods);
    await fitsWidth(page);
    await screenshot(page, "phone-order-detail-sections", { fullPage: false });
  });

  it("shows the workers as cards: name, account status, mobile, area and orders in hand; 查看档案 opens one", async () => {
    const page = await phoneLogin();
    await page.goto("/worker/index");
    const workers = page.locator('[data-tab="/worker/index"]');
    await visible(cards(workers));
    await gone(workers.locator(".ant-table"));
    const first = cards(workers).first();
    await visible(first.locator(".ant-card-extra .ant-tag"));
    for (const label of ["手机号", "服务区域", "在途订单"]) await hasText(first, label);
    await visible(workers.getByRole("button", { name: "新增师傅" }));
    await fitsWidth(page);
    await screenshot(page, "phone-workers", { fullPage: false });
    const name = (await first.locator(".ant-card-head-title").innerText()).trim();
    await first.getByRole("button", { name: /查看档案/ }).tap();
    await page.waitForURL((u) => u.pathname === "/worker/watch/archives");
    await visible(page.getByText(`查看档案：${name}`));
    await fitsWidth(page);
    await screenshot(page, "phone-worker-archive", { fullPage: false });
  });
});
