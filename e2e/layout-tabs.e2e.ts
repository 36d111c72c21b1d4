/**
 * The admin layout's tab strip (spec §2, issue 4 §4), keep-alive and breadcrumb, in a real browser.
 */
import type { Page } from "playwright-core";
import { afterFrames, login, newPage, resetDb, screenshot } from "./harness";
import { menuItem } from "./harness/locators";

const TAGS_VIEW = "tags_view";

async function loggedIn(page: Page, username = "demo"): Promise<void> {
  await login(page, username);
  await page.waitForURL("**/dashboard");
  await page.locator(".tabs-view").waitFor();
}

/**
 * In-app navigation (what a menu link does), without reloading the console; waits until the page is shown (its tab
 * active), since a page whose code is still loading when the next navigation starts is never shown and gets no tab.
 */
async function go(page: Page, path: string, { tab = true } = {}): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  if (tab) await page.locator(`.tabs-view .ant-tabs-tab-active[data-node-key="${path}"]`).waitFor();
}

const tabs = (page: Page) => page.locator(".tabs-view .ant-tabs-nav-list .ant-tabs-tab");
const tab = (page: Page, title: string) => tabs(page).filter({ hasText: title });
const tabTitles = (page: Page) => tabs(page).allInnerTexts();
const activeTitle = (page: Page) => page.locator(".tabs-view .ant-tabs-tab-active").innerText();
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const openDropdown = (page: Page) => page.locator(".ant-dropdown:not(.ant-dropdown-hidden)");

/**
 * Opens a tab's right-click menu and waits until it has settled open. antd closes a menu aligned to the pointer when
 * an ancestor of its trigger scrolls (a page still laying out can scroll the window): a menu closed that way is
 * opened again, as a user would.
 */
async function contextMenu(page: Page, title: string) {
  for (let attempt = 1; ; attempt++) {
    await tab(page, title).click({ button: "right" });
    const dropdown = openDropdown(page);
    await dropdown.locator(".ant-dropdown-menu").waitFor();
    await expect.poll(() => dropdown.getAttribute("class")).not.toMatch(/slide-up/);
    await afterFrames(page, 2);
    if ((await openDropdown(page).count()) > 0 || attempt === 3)
      return dropdown.locator(".ant-dropdown-menu");
  }
}

/** Chooses from the 标签操作 menu at the end of the strip. */
async function fromStripMenu(page: Page, action: string): Promise<void> {
  await page.getByRole("button", { name: "标签操作" }).click();
  await (await menuItem(page, action)).click();
}

async function chooseFromMenu(page: Page, title: string, action: string): Promise<void> {
  const menu = await contextMenu(page, title);
  await menu.getByRole("menuitem", { name: action }).click();
}

async function storedTabs(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TAGS_VIEW);
  return (JSON.parse(raw ?? "[]") as { fullPath: string }[]).map((t) => t.fullPath);
}

async function openSeveral(page: Page): Promise<void> {
  await go(page, "/message/index");
  await go(page, "/order/index");
  await go(page, "/worker/index");
  await expect
    .poll(() => tabTitles(page))
    .toEqual(["首页", "师傅服务数据", "我的消息", "订单管理列表", "师傅列表"]);
}

// The seeded accounts as seeded: another file may have changed or removed one (the staff tests remove 李调度).
beforeAll(async () => {
  await resetDb();
});

describe("tab strip", () => {
  it("opens one tab per visited page (pinned first, titles from the declarations), none for /404", async () => {
    const page = await newPage();
    await loggedIn(page);
    expect(await tabTitles(page)).toEqual(["首页", "师傅服务数据"]);
    await openSeveral(page);
    expect(await activeTitle(page)).toBe("师傅列表");
    await go(page, "/order/watch/detail?orderNo=X");
    await go(page, "/order/watch/detail?orderNo=Y");
    expect((await tabTitles(page)).filter((t) => t === "订单详情")).toHaveLength(2);
    await go(page, "/404", { tab: false });
    await page.goBack();
    await expect.poll(() => tabTitles(page)).toHaveLength(7);
    // Pinned tabs have no close button.
    await expect.poll(() => tab(page, "首页").locator(".ant-tabs-tab-remove").count()).toBe(0);
    await expect.poll(() => tab(page, "师傅服务数据").locator(".ant-tabs-tab-remove").count()).toBe(0);
    await screenshot(page, "tabs-strip");
  });

  it("switches by clicking a tab", async () => {
    const page = await newPage();
    await loggedIn(page);
    await openSeveral(page);
    await tab(page, "我的消息").click();
    await page.waitForURL("**/message/index");
    await tab(page, "首页").click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => activeTitle(page)).toBe("首页");
  });

  it("closes one tab; closing the active tab moves to its right neighbour, else its left one", async () => {
    const page = await newPage();
    await loggedIn(page);
    await openSeveral(page);
    await tab(page, "我的消息").click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/message/index");
    await tab(page, "我的消息").locator(".ant-tabs-tab-remove").click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/order/index");
    expect(await tabTitles(page)).toEqual(["首页", "师傅服务数据", "订单管理列表", "师傅列表"]);
    // The last tab has no right neighbour: its left one takes over.
    await tab(page, "师傅列表").click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/worker/index");
    await tab(page, "师傅列表").locator(".ant-tabs-tab-remove").click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/order/index");
    // Closing an inactive tab stays where it is.
    await go(page, "/message/index");
    await tab(page, "订单管理列表").locator(".ant-tabs-tab-remove").click();
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据", "我的消息"]);
    expect(pathOf(page)).toBe("/message/index");
    expect(await storedTabs(page)).toEqual(["/dashboard", "/dashboard/list", "/message/index"]);
  });

  it("context menu: 刷新 / 关闭 / 关闭其他 / 关闭所有, with 关闭 disabled on a pinned tab", async () => {
    const page = await newPage();
    await loggedIn(page);
    await openSeveral(page);

    const menu = await contextMenu(page, "订单管理列表");
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      "刷新",
      "关闭",
      "关闭其他",
      "关闭所有",
    ]);
    await screenshot(page, "tabs-context-menu", { fullPage: false });
    await menu.getByRole("menuitem", { name: "关闭", exact: true }).click();
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据", "我的消息", "师傅列表"]);
    expect(pathOf(page)).toBe("/worker/index");

    const pinned = await contextMenu(page, "首页");
    await expect
      .poll(() => pinned.getByRole("menuitem", { name: "关闭", exact: true }).getAttribute("aria-disabled"))
      .toBe("true");
    // A click outside the menu closes it.
    await page.locator(".app-header").click({ position: { x: 700, y: 28 } });
    await pinned.waitFor({ state: "hidden" });

    await go(page, "/order/index");
    await chooseFromMenu(page, "我的消息", "关闭其他");
    await page.waitForURL("**/message/index");
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据", "我的消息"]);

    await go(page, "/order/index");
    await chooseFromMenu(page, "订单管理列表", "关闭所有");
    await page.waitForURL("**/dashboard");
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据"]);
    expect(await storedTabs(page)).toEqual(["/dashboard", "/dashboard/list"]);
  });

  it("closes others and all from the button at the end of the strip", async () => {
    const page = await newPage();
    await loggedIn(page);
    await openSeveral(page);
    await fromStripMenu(page, "关闭其他");
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据", "师傅列表"]);
    await fromStripMenu(page, "关闭所有");
    await page.waitForURL("**/dashboard");
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据"]);
  });

  it("keeps the tabs across a reload", async () => {
    const page = await newPage();
    await loggedIn(page);
    await openSeveral(page);
    await go(page, "/order/watch/detail?orderNo=X");
    const before = await tabTitles(page);
    expect(await storedTabs(page)).toEqual([
      "/dashboard",
      "/dashboard/list",
      "/message/index",
      "/order/index",
      "/worker/index",
      "/order/watch/detail?orderNo=X",
    ]);
    await page.reload();
    await page.locator(".tabs-view").waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(before);
    expect(await activeTitle(page)).toBe("订单详情");
    expect(pathOf(page)).toBe("/order/watch/detail?orderNo=X");
  });

  it("a corrupted tags_view resets quietly and the console works", async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await loggedIn(page);
    await go(page, "/message/index");
    for (const garbage of ["{not json", '{"path":"/message/index"}', '[1,null,{"path":42}]']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TAGS_VIEW, garbage]);
      await page.reload();
      await page.locator(".tabs-view").waitFor();
      await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据", "我的消息"]);
      await page.locator(".ant-table").waitFor();
      expect(await storedTabs(page)).toEqual(["/dashboard", "/dashboard/list", "/message/index"]);
    }
    expect(errors).toEqual([]);
  });

  it("drops restored tabs of routes the user may not open", async () => {
    const page = await newPage();
    await page.goto("/login");
    const stored = [
      { path: "/worker/index", search: "", fullPath: "/worker/index", title: "师傅列表" },
      { path: "/order/index", search: "", fullPath: "/order/index", title: "订单管理列表" },
      { path: "/bill/index", search: "", fullPath: "/bill/index", title: "账单信息" },
    ];
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [TAGS_VIEW, JSON.stringify(stored)],
    );
    await loggedIn(page, "limited");
    await expect.poll(() => tabTitles(page)).toEqual(["首页", "师傅服务数据", "订单管理列表"]);
  });
});

describe("keep-alive", () => {
  /** Records the message list calls (the bell's popover list is not open in these tests). */
  function listCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("queryMsgRecordPage")) calls.push(request.postData() ?? "");
    });
    return calls;
  }

  async function messagePageAt2(page: Page): Promise<string> {
    await go(page, "/message/index");
    const rows = page.locator('[data-tab="/message/index"] .ant-table-row');
    await rows.first().waitFor();
    await page.getByPlaceholder("搜索消息内容").fill("未提交的关键词");
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("queryMsgRecordPage")),
      page.locator('[data-tab="/message/index"] .ant-pagination-item-2').click(),
    ]);
    await expect
      .poll(() => page.locator('[data-tab="/message/index"] .ant-pagination-item-active').innerText())
      .toBe("2");
    return rows.first().innerText();
  }

  it("restores a page exactly as left, without refetching; 刷新 remounts it", async () => {
    const page = await newPage();
    await loggedIn(page);
    const calls = listCalls(page);
    const firstRow = await messagePageAt2(page);
    const callsBefore = calls.length;

    await tab(page, "首页").click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.locator('[data-tab="/message/index"]').isVisible()).toBe(false);
    await tab(page, "我的消息").click();
    // The list's own address comes back with it (its page in the query string).
    await page.waitForURL((u) => u.pathname === "/message/index");
    const scope = page.locator('[data-tab="/message/index"]');
    await scope.waitFor({ state: "visible" });
    await expect.poll(() => page.getByPlaceholder("搜索消息内容").inputValue()).toBe("未提交的关键词");
    expect(await scope.locator(".ant-pagination-item-active").innerText()).toBe("2");
    expect(await scope.locator(".ant-table-row").first().innerText()).toBe(firstRow);
    await page.waitForTimeout(800);
    expect(calls.length).toBe(callsBefore);
    await screenshot(page, "keep-alive-restored");

    await chooseFromMenu(page, "我的消息", "刷新");
    await expect.poll(() => page.getByPlaceholder("搜索消息内容").inputValue()).toBe("");
    await expect.poll(() => scope.locator(".ant-pagination-item-active").innerText()).toBe("1");
    expect(calls.length).toBeGreaterThan(callsBefore);
  });

  it("keeps a list one tab whatever its query string", async () => {
    const page = await newPage();
    await loggedIn(page);
    await go(page, "/message/index");
    await page.locator('[data-tab="/message/index"] .ant-table-row').first().waitFor();
    await page.locator('[data-tab="/message/index"]').getByPlaceholder("搜索消息内容").fill("甲");
    await go(page, "/message/index?from=bell", { tab: false });
    await page.locator('.tabs-view .ant-tabs-tab-active[data-node-key="/message/index"]').waitFor();
    // The same tab and the same kept page: what was typed is still there.
    expect((await tabTitles(page)).filter((t) => t === "我的消息")).toHaveLength(1);
    expect(await page.locator("[data-tab^='/message/index']").count()).toBe(1);
    expect(
      await page.locator('[data-tab="/message/index"]').getByPlaceholder("搜索消息内容").inputValue(),
    ).toBe("甲");
  });

  it("remembers the scroll position of each tab", async () => {
    const page = await newPage({ viewport: { width: 1440, height: 560 } });
    await loggedIn(page);
    await go(page, "/message/index");
    await page.locator('[data-tab="/message/index"] .ant-table-row').first().waitFor();
    const scrollable = await page.evaluate(
      () => document.scrollingElement!.scrollHeight > document.scrollingElement!.clientHeight + 200,
    );
    expect(scrollable).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(200);
    await page.waitForTimeout(100);

    await tab(page, "首页").click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await tab(page, "我的消息").click();
    await page.waitForURL("**/message/index");
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(200);
  });
});

describe("breadcrumb", () => {
  const crumbs = (page: Page) => page.locator(".app-breadcrumb li:not(.ant-breadcrumb-separator)");
  const crumbTexts = (page: Page) => crumbs(page).allInnerTexts();
  const linked = (page: Page) => page.locator(".app-breadcrumb a").allInnerTexts();

  it("follows the spec rules", async () => {
    const page = await newPage();
    await loggedIn(page);
    await expect.poll(() => crumbTexts(page)).toEqual(["首页"]);
    expect(await linked(page)).toEqual([]);

    await go(page, "/dashboard/list");
    await expect.poll(() => crumbTexts(page)).toEqual(["首页", "师傅服务数据"]);
    expect(await linked(page)).toEqual(["首页"]);

    await go(page, "/message/index");
    await expect.poll(() => crumbTexts(page)).toEqual(["首页", "消息中心", "我的消息"]);
    expect(await linked(page)).toEqual(["首页"]);

    await go(page, "/order/watch/detail?orderNo=X");
    await expect.poll(() => crumbTexts(page)).toEqual(["首页", "订单管理", "订单管理列表", "订单详情"]);
    expect(await linked(page)).toEqual(["首页", "订单管理列表"]);
    await screenshot(page, "breadcrumb-detail");

    await page.locator(".app-breadcrumb a", { hasText: "订单管理列表" }).click();
    await page.waitForURL("**/order/index");
    await page.locator(".app-breadcrumb a", { hasText: "首页" }).click();
    await page.waitForURL("**/dashboard");
  });
});
