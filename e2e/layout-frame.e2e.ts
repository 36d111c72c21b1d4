/**
 * The admin layout frame (issue 4): sider (permissions, accordion, collapse memory, narrow windows, single-route
 * links, the 工单列表 badge), header (bell, masked mobile, user menu, placeholders), titles on every route, root font
 * scaling, route code loading failures, and the routes without layout / redirects.
 */
import type { Page } from "playwright-core";
import { routes } from "../src/resources";
import { countsAsTodo } from "../src/domain/workOrderStatus";
import { SEED_PROVIDERS } from "../mocks/accounts/seed/accounts";
import { seededTestDb } from "../mocks/testing";
import { login, newPage, resetDb, screenshot, toast, toastAfter } from "./harness";
import { confirmButton, gone, menuItem, popupsSettled, visible } from "./harness/locators";

const SIDER = ".app-sider";
const TOP_LEVEL = ".ant-menu-root > li.ant-menu-item, .ant-menu-root > li > .ant-menu-submenu-title";

async function loggedIn(username = "demo", options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const page = await newPage(options);
  await login(page, username);
  await page.waitForURL("**/dashboard");
  await page.locator(SIDER).or(page.locator(".app-header")).first().waitFor();
  return page;
}

/** Client-side navigation (no reload), as a click on a link would do. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

async function topLevelTitles(page: Page, root = SIDER): Promise<string[]> {
  return (await page.locator(`${root} ${TOP_LEVEL.split(", ").join(`, ${root} `)}`).allInnerTexts()).map(
    (t) => t.trim(),
  );
}

async function openSubmenus(page: Page): Promise<string[]> {
  return (
    await page.locator(`${SIDER} .ant-menu-submenu-open > .ant-menu-submenu-title`).allInnerTexts()
  ).map((t) => t.trim());
}

/** The count the badge must show, computed from a freshly seeded database (the e2e stand-in's is reset first). */
function expectedNeedDeal(): number {
  const db = seededTestDb();
  try {
    const demo = SEED_PROVIDERS.demo.id;
    const rows = db
      .prepare(
        "SELECT result_status AS r, response_status AS s FROM work_orders WHERE provider_id = ? AND assigned_type = 2 AND worker_id = ?",
      )
      .all(demo, demo) as { r: number; s: number }[];
    return rows.filter((row) => countsAsTodo(row.r, row.s)).length;
  } finally {
    db.close();
  }
}

describe("admin layout frame", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("shows only the permitted groups (limited: 首页/订单管理/消息中心; demo: all seven)", async () => {
    const limited = await loggedIn("limited");
    expect(await topLevelTitles(limited)).toEqual(["首页", "订单管理", "消息中心"]);
    await screenshot(limited, "layout-frame-limited");

    const demo = await loggedIn("demo");
    expect(await topLevelTitles(demo)).toEqual([
      "首页",
      "订单管理",
      "售后管理",
      "辖区师傅管理",
      "账单管理",
      "个人中心",
      "消息中心",
    ]);
    // Hidden routes are left out.
    await demo.locator(`${SIDER} .ant-menu-submenu-title`, { hasText: "订单管理" }).click();
    await expect.poll(() => demo.locator(`${SIDER} .ant-menu-item`).allInnerTexts()).toContain("订单预警");
    const items = await demo.locator(`${SIDER} .ant-menu-item`).allInnerTexts();
    expect(items).not.toContain("订单详情");
    expect(items).not.toContain("订单地图转派");
    await screenshot(demo, "layout-frame-demo");
  });

  it("keeps one group open at a time and opens the current route's group on navigation", async () => {
    const page = await loggedIn("demo");
    expect(await openSubmenus(page)).toEqual(["首页"]);
    await expect.poll(() => page.locator(`${SIDER} .ant-menu-item-selected`).innerText()).toBe("首页");

    await page.locator(`${SIDER} .ant-menu-submenu-title`, { hasText: "订单管理" }).click();
    await expect.poll(() => openSubmenus(page)).toEqual(["订单管理"]);
    await page.locator(`${SIDER} .ant-menu-submenu-title`, { hasText: "售后管理" }).click();
    await expect.poll(() => openSubmenus(page)).toEqual(["售后管理"]);

    await page.getByRole("menuitem", { name: /售后服务单列表/ }).click();
    await page.waitForURL("**/aftersales/serverlist");
    await expect
      .poll(() => page.locator(`${SIDER} .ant-menu-item-selected`).innerText())
      .toBe("售后服务单列表");

    // Navigating elsewhere (not through the menu) opens that route's group and selects its item.
    await go(page, "/order/staylist");
    await expect.poll(() => openSubmenus(page)).toEqual(["订单管理"]);
    await expect.poll(() => page.locator(`${SIDER} .ant-menu-item-selected`).innerText()).toBe("待结算列表");
    // A hidden detail route selects its list item.
    await go(page, "/aftersales/details/workorder");
    await expect.poll(() => openSubmenus(page)).toEqual(["售后管理"]);
    await expect
      .poll(() => page.locator(`${SIDER} .ant-menu-item-selected`).innerText())
      .toMatch(/^工单列表/);
  });

  it("links a group with one route straight to it", async () => {
    const page = await loggedIn("demo");
    const link = page.locator(SIDER).getByRole("link", { name: "辖区师傅管理" });
    expect(await link.getAttribute("href")).toBe("/worker/index");
    await link.click();
    await page.waitForURL("**/worker/index");
    await expect.poll(() => page.title()).toBe("师傅列表-服务商工作台");
    await expect
      .poll(() => page.locator(`${SIDER} .ant-menu-item-selected`).innerText())
      .toBe("辖区师傅管理");
    expect(await page.locator(SIDER).getByRole("link", { name: "消息中心" }).getAttribute("href")).toBe(
      "/message/index",
    );
  });

  it("remembers the collapse state (sidebarStatus 1/0) across reloads", async () => {
    const page = await loggedIn("demo");
    expect((await page.locator(SIDER).boundingBox())?.width).toBe(210);
    await page.getByRole("button", { name: "收起菜单" }).click();
    await expect.poll(async () => (await page.locator(SIDER).boundingBox())?.width).toBe(64);
    expect(await page.evaluate(() => localStorage.getItem("sidebarStatus"))).toBe("0");
    await screenshot(page, "layout-frame-collapsed");

    await page.reload();
    await page.getByRole("button", { name: "展开菜单" }).waitFor();
    expect((await page.locator(SIDER).boundingBox())?.width).toBe(64);

    await page.getByRole("button", { name: "展开菜单" }).click();
    await expect.poll(async () => (await page.locator(SIDER).boundingBox())?.width).toBe(210);
    expect(await page.evaluate(() => localStorage.getItem("sidebarStatus"))).toBe("1");
    await page.reload();
    await page.getByRole("button", { name: "收起菜单" }).waitFor();
  });

  it("below 992 px collapses by itself into a drawer that closes after navigation", async () => {
    const page = await loggedIn("demo");
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => page.locator(SIDER).count()).toBe(0);
    expect(
      await page
        .locator(".sider-drawer .ant-drawer-content")
        .isVisible()
        .catch(() => false),
    ).toBe(false);

    await page.getByRole("button", { name: "展开菜单" }).click();
    const drawer = page.locator(".sider-drawer .ant-drawer-content");
    await drawer.waitFor({ state: "visible" });
    await screenshot(page, "layout-frame-drawer");
    await drawer.locator(".ant-menu-submenu-title", { hasText: "订单管理" }).click();
    await drawer.getByRole("menuitem", { name: "已结算订单列表" }).click();
    await page.waitForURL("**/order/settledlist");
    await drawer.waitFor({ state: "hidden" });
    // The remembered desktop choice is untouched; widening brings the inline sider back.
    expect(await page.evaluate(() => localStorage.getItem("sidebarStatus"))).toBeNull();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await page.locator(SIDER).boundingBox())?.width).toBe(210);
  });

  it("shows the stand-in's count of work orders needing handling on 工单列表, refreshed on focus", async () => {
    const expected = expectedNeedDeal();
    expect(expected).toBeGreaterThan(0);
    const page = await newPage();
    await login(page, "demo");
    const answer = await page.waitForResponse((r) => r.url().includes("/needDealNums"));
    const body = (await answer.json()) as { code: number; data: number };
    const sent = JSON.parse(answer.request().postData() ?? "{}") as Record<string, unknown>;
    expect(sent).toEqual({
      isProvider: true,
      resultStatus: [2, 4, 5, 7],
      responseStatus: [1, 2, 5],
      assignedType: 2,
      providerId: SEED_PROVIDERS.demo.id,
      workerId: SEED_PROVIDERS.demo.id,
    });
    expect(body).toMatchObject({ code: 1, data: expected });

    await go(page, "/aftersales/index");
    const badge = page.locator(`${SIDER} .sider-badged-link .ant-badge-count`);
    await expect.poll(() => badge.getAttribute("title")).toBe(String(expected));
    await screenshot(page, "layout-frame-badge");

    const again = page.waitForResponse((r) => r.url().includes("/needDealNums"), { timeout: 10_000 });
    await page.waitForTimeout(2_100);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    expect((await again).ok()).toBe(true);
  });

  it("bell: unread count, popover of up to 10, 查看全部 / 已是当前列表, 清空消息", async () => {
    const page = await loggedIn("demo");
    const bell = page.getByRole("button", { name: /^消息通知，\d+条未读$/ });
    await expect
      .poll(async () => Number((await bell.getAttribute("aria-label"))?.match(/\d+/)?.[0]))
      .toBeGreaterThan(0);
    const unread = Number((await bell.getAttribute("aria-label"))?.match(/\d+/)?.[0]);

    await bell.click();
    const panel = page.locator(".bell-panel");
    await panel.waitFor();
    await expect.poll(() => panel.locator(".bell-message").count()).toBe(Math.min(10, unread));
    // Message content is untrusted text: markup in it shows as text and never runs.
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    expect(await panel.locator(".bell-list img, .bell-list script").count()).toBe(0);
    await screenshot(page, "layout-frame-bell");

    await panel.getByRole("button", { name: "查看全部" }).click();
    await page.waitForURL("**/message/index");
    await gone(panel);
    await bell.click();
    await visible(panel);
    await popupsSettled(page);
    await toastAfter(page, "已是当前列表", () =>
      page.locator(".bell-panel").getByRole("button", { name: "查看全部" }).click(),
    );

    await page.locator(".bell-panel").getByRole("button", { name: "清空消息" }).click();
    await (await confirmButton(page, /清\s?空/)).click();
    await page.getByText(/已清空\d+条消息/).waitFor();
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("消息通知，0条未读");
    await page.locator(".bell-panel").getByText("暂无未读消息").waitFor();
    expect(dialogs).toBe(0);
    await resetDb();
  });

  it("masked mobile: hover reveals, click copies with 复制成功", async () => {
    const page = await loggedIn("demo", { permissions: ["clipboard-read", "clipboard-write"] });
    const mobile = page.locator(".app-header .masked-mobile");
    expect(await mobile.innerText()).toBe("138****0001");
    await mobile.hover();
    await expect.poll(() => mobile.innerText()).toBe("13800000001");
    await page.mouse.move(5, 500);
    await expect.poll(() => mobile.innerText()).toBe("138****0001");
    await toastAfter(page, "复制成功", () => mobile.click());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("13800000001");
  });

  it("a toast opened while the previous one is closing shows, then closes after its own time", async () => {
    const page = await loggedIn("demo", { permissions: ["clipboard-read", "clipboard-write"] });
    const mobile = page.locator(".app-header .masked-mobile");
    await toastAfter(page, "复制成功", () => mobile.click());
    // The second copy is clicked the moment the first toast starts to leave (in the page, to hit that window).
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('.ant-message-notice-wrapper[class*="-leave"]')) return;
            observer.disconnect();
            document.querySelector<HTMLElement>(".app-header .masked-mobile")?.click();
            done();
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        }),
    );
    await visible(toast(page, "复制成功"));
    // Re-opened under the key of the leaving toast, it stayed on screen for good.
    await gone(toast(page, "复制成功"), 6000);
  });

  it("user menu (基本信息, 退出登录) and the unfinished header items", async () => {
    const page = await loggedIn("demo");
    const header = page.locator(".app-header");
    expect(await header.innerText()).toContain("深圳安居家装服务有限公司");
    expect(await header.locator(".ant-avatar").innerText()).toBe("深");

    await header.getByRole("button", { name: "帮助中心" }).click();
    await page.getByText("功能开发中，敬请期待").waitFor();

    await header.getByRole("button", { name: "用户菜单" }).click();
    await (await menuItem(page, "基本信息")).click();
    await page.waitForURL("**/personal/index");
    await header.getByRole("button", { name: "用户菜单" }).click();
    await (await menuItem(page, "退出登录")).click();
    await page.waitForURL("**/login");
  });

  it("titles every route `route title-服务商工作台`; / → /dashboard; unknown → /404; /newOrderDetail has no layout", async () => {
    const page = await loggedIn("demo");
    for (const route of routes) {
      await go(page, route.path);
      await expect.poll(() => page.title(), { message: route.path }).toBe(`${route.title}-服务商工作台`);
      expect(new URL(page.url()).pathname).toBe(route.path);
      // The title follows the route at once; the frame is swapped when the route's screen has loaded (a route
      // whose chunk is not loaded yet keeps the previous page on screen meanwhile), so it is read until it is there.
      await expect
        .poll(async () => (await page.locator(".app-header").count()) > 0, { message: route.path })
        .toBe(route.layout !== "none");
    }
    await go(page, "/newOrderDetail");
    await expect.poll(() => page.locator(SIDER).count()).toBe(0);
    await screenshot(page, "layout-frame-no-layout");

    await page.goto("/");
    await page.waitForURL("**/dashboard");
    await page.goto("/no/such/page");
    await page.waitForURL("**/404");
  });

  it("scales the root font size with the width: 16 px × min(w / 1440, 2), at least 12 px", async () => {
    const page = await loggedIn("demo");
    const size = () => page.evaluate(() => document.documentElement.style.fontSize);
    expect(await size()).toBe("16px");
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(size).toBe("12px");
    await page.setViewportSize({ width: 2000, height: 1000 });
    await expect.poll(size).toBe("22.22px");
    await page.setViewportSize({ width: 3200, height: 1000 });
    await expect.poll(size).toBe("32px");
  });

  it("shows the footer text, and a clear message with 重试 when a page's code fails to load", async () => {
    const page = await newPage();
    let block = true;
    // Its address with a query too: a chunk that failed is asked for again as `…js?retry=n` (src/widgets/importAgain.ts).
    await page.route(/\/assets\/DashboardPage-[^/?]+\.js(\?.*)?$/, (r) => (block ? r.abort() : r.continue()));
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.getByText("页面加载失败").waitFor();
    expect(await page.locator("footer").innerText()).toContain("粤ICP备");
    await screenshot(page, "layout-frame-chunk-failed");
    block = false;
    await page.getByRole("button", { name: /重\s?试/ }).click();
    await page.getByText(/欢迎回来/).waitFor();
  });
});
