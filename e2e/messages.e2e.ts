/**
 * 我的消息 (/message/index): list, type filter, keyword, read state, mark-read on open (查看), 清空消息, and message
 * content shown as text (the seed's newest demo message is markup). The list is the engine's (listPage): a filter
 * applies on 查询 or Enter. Issue 43 (N2): read state is each account's, so a colleague's 清空消息 leaves the owner's
 * bell as it was.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb, screenshot } from "./harness";
import { pushOpened } from "./harness/live";
import { confirmButton } from "./harness/locators";

const MARKUP = "<img src=x onerror=alert(1)>";

const scope = (page: Page) => page.locator('[data-tab="/message/index"]');
const rows = (page: Page) => scope(page).locator(".ant-table-tbody .ant-table-row");
const column = (page: Page, index: number) =>
  rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()),
    index,
  );

async function openMessages(page: Page, username = "demo"): Promise<void> {
  // The push channel open, as in any console: a change that concerned this account would reach it at once.
  const opened = pushOpened(page.context());
  await login(page, username);
  await page.waitForURL("**/dashboard");
  await opened;
  await page.goto("/message/index");
  await rows(page).first().waitFor();
}

/** 查看 on a row: opens the message in its drawer. */
const view = (page: Page, index: number) =>
  rows(page)
    .nth(index)
    .getByRole("button", { name: /^查\s?看$/ })
    .click();

const query = (page: Page) =>
  scope(page)
    .getByRole("button", { name: /^查\s?询$/ })
    .click();

const openOption = (page: Page, text: string) =>
  page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", {
    hasText: text,
  });

async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole("button", { name: /^消息通知，\d+条未读$/ }).getAttribute("aria-label");
  return Number(/(\d+)条未读/.exec(label ?? "")?.[1] ?? NaN);
}

async function listSettled(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes("queryMsgRecordPage")), action()]);
  await expect.poll(() => scope(page).locator(".ant-spin-spinning").count()).toBe(0);
}

describe("我的消息", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("lists the messages newest first with their read state, 10/20/30/40 per page", async () => {
    const page = await newPage();
    await openMessages(page);
    expect(await page.title()).toBe("我的消息-服务商工作台");
    expect(await rows(page).count()).toBe(10);
    const states = await column(page, 0);
    expect(states.every((s) => s === "未读" || s === "已读")).toBe(true);
    expect(states[0]).toBe("未读");
    const times = await column(page, 3);
    expect([...times].sort().reverse()).toEqual(times);
    await expect.poll(() => scope(page).locator(".ant-pagination-total-text").innerText()).toBe("共 200 条");

    await scope(page).locator(".ant-pagination-options .ant-select").click();
    const options = page.locator(
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
    );
    expect(await options.allInnerTexts()).toEqual(["10 条/页", "20 条/页", "30 条/页", "40 条/页"]);
    await listSettled(page, () => options.filter({ hasText: "40 条/页" }).click());
    await expect.poll(() => rows(page).count()).toBe(40);
    await screenshot(page, "messages-list");
  });

  it("filters by message type (a leaf or a whole group)", async () => {
    const page = await newPage();
    await openMessages(page);
    const typeSelect = scope(page).locator(".ant-select").filter({ hasText: "消息类型" });
    await typeSelect.click();
    await openOption(page, "改约通知").click();
    await listSettled(page, () => query(page));
    await expect.poll(async () => new Set(await column(page, 1))).toEqual(new Set(["改约通知"]));
    await screenshot(page, "messages-type-filter");

    // The groups follow each other with their types: 系统通知 is further down the (virtual) option list.
    await scope(page).locator(".ant-select").filter({ hasText: "改约通知" }).click();
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .rc-virtual-list-holder")
      .evaluate((holder) => holder.scrollTo(0, holder.scrollHeight));
    await openOption(page, "系统通知").click();
    await listSettled(page, () => query(page));
    const types = new Set(await column(page, 1));
    expect([...types].every((t) => t === "平台公告" || t === "合同通知")).toBe(true);
  });

  it("searches the content and filters the read state", async () => {
    const page = await newPage();
    await openMessages(page);
    const search = scope(page).getByPlaceholder("搜索消息内容");
    await search.fill("改约");
    await listSettled(page, () => search.press("Enter"));
    const contents = await column(page, 2);
    expect(contents.length).toBeGreaterThan(0);
    expect(contents.every((c) => c.includes("改约"))).toBe(true);
    const total = await scope(page).locator(".ant-pagination-total-text").innerText();
    expect(Number(/\d+/.exec(total)?.[0])).toBeLessThan(200);

    await scope(page).locator(".ant-select").filter({ hasText: "全部状态" }).click();
    await openOption(page, "未读").click();
    await listSettled(page, () => query(page));
    const states = await column(page, 0);
    expect(states.every((s) => s === "未读")).toBe(true);
  });

  it("opening a message shows it whole and marks it read; the bell's count drops", async () => {
    const page = await newPage();
    await openMessages(page);
    const before = await bellCount(page);
    expect(before).toBeGreaterThan(0);
    const states = await column(page, 0);
    const index = states.indexOf("未读", 1);
    expect(index).toBeGreaterThan(0);
    const content = (await column(page, 2))[index];

    await view(page, index);
    const drawer = page.locator(".ant-drawer-content");
    await drawer.waitFor();
    expect(await drawer.locator(".message-detail-content").innerText()).toBe(content);
    await expect.poll(() => bellCount(page)).toBe(before - 1);
    await expect.poll(async () => (await column(page, 0))[index]).toBe("已读");
    await screenshot(page, "messages-opened");
  });

  it("清空消息 shows the server's msg and leaves nothing unread", async () => {
    const page = await newPage();
    await openMessages(page);
    const unread = await bellCount(page);
    await scope(page).getByRole("button", { name: "清空消息" }).click();
    await (await confirmButton(page, /^清\s?空$/)).click();
    await page.getByText(`已清空${unread}条消息`).waitFor();
    await expect.poll(() => bellCount(page)).toBe(0);
    await expect.poll(async () => (await column(page, 0)).every((s) => s === "已读")).toBe(true);
  });

  it("a colleague's 清空消息 empties the colleague's bell only: the owner's console keeps its count and list", async () => {
    const owner = await newPage();
    await openMessages(owner);
    const colleague = await newPage();
    await openMessages(colleague, "limited");
    const unread = await bellCount(owner);
    expect(unread).toBeGreaterThan(0);
    await expect.poll(() => bellCount(colleague)).toBe(unread);
    const ownerReads = { count: 0 };
    owner.on("request", (request) => {
      if (request.url().includes("unReadNum")) ownerReads.count += 1;
    });

    await scope(colleague).getByRole("button", { name: "清空消息" }).click();
    await (await confirmButton(colleague, /^清\s?空$/)).click();
    await colleague.getByText(`已清空${unread}条消息`).waitFor();
    await expect.poll(() => bellCount(colleague)).toBe(0);

    // The clear's event reaches the colleague's consoles only: the owner's is not even asked to read again.
    await owner.waitForTimeout(2000);
    expect(ownerReads.count).toBe(0);
    expect(await bellCount(owner)).toBe(unread);
    expect((await column(owner, 0)).filter((state) => state === "未读").length).toBeGreaterThan(0);
    // Read afresh, the owner's messages are still unread.
    await owner.reload();
    await expect.poll(() => bellCount(owner)).toBe(unread);
    await screenshot(owner, "messages-colleague-cleared-owner");
  });

  function watchDialogs(page: Page): string[] {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  it("shows markup in a message as text and never runs it: list and detail", async () => {
    const page = await newPage();
    const dialogs = watchDialogs(page);
    await openMessages(page);
    expect((await column(page, 2))[0]).toContain(MARKUP);
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    await view(page, 0);
    const detail = page.locator(".ant-drawer-content .message-detail-content");
    await detail.waitFor();
    expect(await detail.innerText()).toContain(MARKUP);
    await screenshot(page, "messages-markup-drawer");
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it("shows markup in a message as text in the bell's popover", async () => {
    const page = await newPage();
    const dialogs = watchDialogs(page);
    await openMessages(page);
    await page.getByRole("button", { name: /^消息通知/ }).click();
    const panel = page.locator(".bell-panel");
    await panel.waitFor();
    await expect.poll(() => panel.innerText()).toContain(MARKUP);
    await screenshot(page, "messages-markup-bell");
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
