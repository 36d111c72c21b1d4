/**
 * One queue for the whole team (issue 40 "Done when"): two consoles of one provider, each in its own browser
 * context (its own storage, its own push connection), as two colleagues in an office have them. A change made in one
 * shows in the other's open detail, list and counts without a reload; a write made on a screen a colleague has since
 * changed is refused with the colleague's name; a staff account without 售后 hears no work-order news.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { chooseOption, confirmButton, hasText, hasValue, visible } from "./harness/locators";
import { noticesOf, pushOpened, recordNotices } from "./harness/live";
import { baseURL } from "./harness";
import { DEMO_PROVIDER } from "./harness/live";

/** Showcase orders of the demo provider (mocks/orders/seed/orders.ts). */
const AWAITING_APPOINTMENT = "SO202611209000011"; // own, 待预约
const AWAITING_DISPATCH = "SO202611209000007"; // own, 待派单

const dialog = (page: Page) => page.getByRole("dialog");
const detailOf = (page: Page, orderNo: string) =>
  page.locator(`[data-tab="/order/watch/detail?orderNo=${orderNo}"]`);

/** A console logged in as `username`, its push channel open. */
async function console_(username: string): Promise<Page> {
  const page = await newPage();
  await recordNotices(page.context());
  const opened = pushOpened(page.context());
  await login(page, username);
  await page.waitForURL((u) => u.pathname !== "/login");
  await opened;
  return page;
}

/** How many documents the page has loaded: a reload would add one. */
const loads = (page: Page) => page.evaluate(() => performance.getEntriesByType("navigation").length);

async function openDetail(page: Page, orderNo: string) {
  await page.goto(`/order/watch/detail?orderNo=${orderNo}`);
  const detail = detailOf(page, orderNo);
  await visible(detail.locator(".engine-section-track"));
  return detail;
}

/** Fills the 预约 dialog (date and slot) without submitting. */
async function fillAppointment(page: Page, date: string, slot: string): Promise<void> {
  await visible(dialog(page));
  await dialog(page).getByPlaceholder("请选择预约日期").fill(date);
  await dialog(page).getByPlaceholder("请选择预约日期").press("Enter");
  await chooseOption(page, dialog(page).getByLabel("预约时段"), slot);
}

const submit = (page: Page) =>
  dialog(page)
    .getByRole("button", { name: /确\s?定/ })
    .click();

async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole("button", { name: /^消息通知，\d+条未读$/ }).getAttribute("aria-label");
  return Number(/(\d+)条未读/.exec(label ?? "")?.[1] ?? NaN);
}

describe("one queue for the whole team", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("an appointment made by a colleague shows in the other console's open detail and list without a reload", async () => {
    const owner = await console_("demo");
    const colleague = await console_("limited");

    // The owner watches the 待预约 queue and the order's detail (the list kept in its tab, hidden).
    await owner.goto(`/order/index?tab=2&orderNo=${AWAITING_APPOINTMENT}`);
    const queue = owner.locator('[data-tab^="/order/index"] .ant-table-tbody').first();
    await hasText(queue, AWAITING_APPOINTMENT);
    const watched = await openDetail(owner, AWAITING_APPOINTMENT);
    await hasText(watched, "待预约");
    const before = await loads(owner);

    const detail = await openDetail(colleague, AWAITING_APPOINTMENT);
    await detail.getByRole("button", { name: /^预\s?约$/ }).click();
    await fillAppointment(colleague, "2026-12-28", "09-11");
    await toastAfter(colleague, "预约成功", () => submit(colleague));

    // The open detail follows: status, appointment section and the track naming 李调度 (never a mobile).
    await hasText(watched.locator(".engine-section-appointment"), "09-11");
    await hasText(watched.locator(".engine-section-track"), "李调度");
    await hasText(watched, "待上门");
    await screenshot(owner, "live-team-detail-followed");
    // The 待预约 list, hidden meanwhile, reads again when shown: the order has left it.
    await owner.getByRole("tab", { name: /订单管理列表/ }).click();
    await expect.poll(() => queue.textContent(), { timeout: 10_000 }).not.toContain(AWAITING_APPOINTMENT);
    expect(await loads(owner)).toBe(before);
  });

  it("a write made on a stale screen is refused with the colleague's name and keeps what was typed", async () => {
    const owner = await console_("demo");
    const colleague = await console_("limited");
    const stale = await openDetail(owner, AWAITING_APPOINTMENT);
    await stale.getByRole("button", { name: /^预\s?约$/ }).click();
    await fillAppointment(owner, "2026-12-30", "13-15");

    const detail = await openDetail(colleague, AWAITING_APPOINTMENT);
    await detail.getByRole("button", { name: /^预\s?约$/ }).click();
    await fillAppointment(colleague, "2026-12-28", "09-11");
    await toastAfter(colleague, "预约成功", () => submit(colleague));

    await toastAfter(owner, "该订单已被 李调度 于", () => submit(owner));
    await hasText(owner.locator(".ant-message"), "预约，请刷新后再操作");
    // The dialog stays with what was typed.
    await visible(dialog(owner));
    await hasValue(dialog(owner).getByPlaceholder("请选择预约日期"), "2026-12-30");
    await screenshot(owner, "live-team-stale-refused");
  });

  it("messages cleared in one console leave the other's bell empty without a reload", async () => {
    const first = await console_("demo");
    const second = await console_("demo");
    await expect.poll(() => bellCount(second)).toBeGreaterThan(0);
    const before = await loads(second);

    await first.goto("/message/index");
    await expect.poll(() => bellCount(first)).toBeGreaterThan(0);
    const unread = await bellCount(first);
    await first.getByRole("button", { name: "清空消息" }).first().click();
    await (await confirmButton(first, /^清\s?空$/)).click();
    await first.getByText(`已清空${unread}条消息`).waitFor();

    await expect.poll(() => bellCount(second), { timeout: 5_000 }).toBe(0);
    expect(await loads(second)).toBe(before);
  });

  it("a dispatch made in one console lowers the other's 待派单 count and leaves its open queue", async () => {
    const watcher = await console_("demo");
    const dispatcher = await console_("demo");
    const queue = (page: Page) => page.locator('[data-tab^="/order/index"]');
    const waitingCount = async (page: Page) =>
      Number(
        await queue(page)
          .getByRole("tab", { name: /^待派单/ })
          .locator(".queue-tab-count .ant-badge-count")
          .getAttribute("title"),
      );
    await watcher.goto(`/order/index?tab=10&orderNo=${AWAITING_DISPATCH}`);
    await hasText(queue(watcher).locator(".ant-table-tbody").first(), AWAITING_DISPATCH);
    await expect.poll(() => waitingCount(watcher)).toBeGreaterThan(0);
    const waiting = await waitingCount(watcher);
    const before = await loads(watcher);

    const orderNo = AWAITING_DISPATCH;
    await dispatcher.goto(`/order/index?tab=10&orderNo=${orderNo}`);
    const row = queue(dispatcher).locator(".ant-table-row").filter({ hasText: orderNo });
    await row.getByRole("button", { name: "手动派单" }).click();
    await visible(dialog(dispatcher));
    await dialog(dispatcher).getByRole("combobox").first().click();
    await dialog(dispatcher).getByRole("combobox").first().fill("张建国");
    await dispatcher
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="张建国 139****0001"]')
      .click();
    await toastAfter(dispatcher, "派单成功", () => submit(dispatcher));

    // The watcher's count follows at once; its rows do not move under the pointer: the banner offers them.
    await expect.poll(() => waitingCount(watcher), { timeout: 5_000 }).toBe(waiting - 1);
    const banner = watcher.getByRole("button", { name: /有 \d+ 条新数据，点击刷新/ });
    await banner.click();
    await expect
      .poll(() => queue(watcher).locator(".ant-table-tbody").first().textContent())
      .not.toContain(orderNo);
    expect(await loads(watcher)).toBe(before);
  });

  it("a staff account without 售后 hears no work-order news, the main account does", async () => {
    const owner = await console_("demo");
    const staff = await console_("limited");
    const response = await fetch(`${baseURL}/api/__dev__/live/reply`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ providerId: DEMO_PROVIDER }),
    });
    const body = (await response.json()) as { code: number; data?: { workOrderNo?: string } };
    expect(body.code).toBe(1);
    const workOrderNo = body.data?.workOrderNo ?? "";
    await expect.poll(async () => (await noticesOf(owner)).join("\n"), { timeout: 5_000 }).toContain("工单");
    // Every chance for the staff console to hear it too.
    await staff.waitForTimeout(2_000);
    const heard = await noticesOf(staff);
    expect(heard.filter((text) => text.includes("工单") || text.includes(workOrderNo))).toEqual([]);
  });
});
