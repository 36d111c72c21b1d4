/**
 * The dispatch queue (issue 28 §1): the home counters 待派单 / 待接单 open the order list's queue tabs; 派单 of a 待派单
 * order moves it to 待接单 (src/domain/orders/flow.ts) and the tabs' counts follow; the worker's 师傅接单 on the
 * stand-in's development page moves it on to 待预约.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter, url } from "./harness";
import { hasText, visible } from "./harness/locators";

/** The demo provider and its own showcase order 待派单 (mocks/orders/seed/orders.ts SHOWCASE). */
const DEMO_PROVIDER = "1790000000000000001";
const AWAITING_DISPATCH = "SO202611209000007";

const list = (page: Page) => page.locator('[data-tab="/order/index"]');
const rows = (page: Page) => list(page).locator(".ant-table-tbody .ant-table-row");
const dialog = (page: Page) => page.getByRole("dialog");
const tab = (page: Page, label: string) => list(page).getByRole("tab", { name: new RegExp(`^${label}`) });

/** The count shown after a queue tab's label (antd's Badge keeps the number in its title). */
async function tabCount(page: Page, label: string): Promise<number> {
  const badge = tab(page, label).locator(".queue-tab-count .ant-badge-count");
  await badge.waitFor();
  return Number(await badge.getAttribute("title"));
}

async function counterValue(page: Page, key: string): Promise<number> {
  const value = page.locator(`[data-counter="${key}"] .ant-statistic-content-value`);
  await expect.poll(async () => /^\d+$/.test((await value.innerText()).trim())).toBe(true);
  return Number((await value.innerText()).trim());
}

async function settled(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/providerOrderQuery/orderList")),
    action(),
  ]);
  await expect.poll(() => list(page).locator(".ant-spin-spinning").count()).toBe(0);
}

describe("dispatch queue", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("派单 moves a 待派单 order to 待接单, and 师傅接单 on to 待预约, the counts following", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    const waiting = await counterValue(page, "queue-10");
    const given = await counterValue(page, "queue-11");
    expect(waiting).toBeGreaterThan(0);

    // The home counter opens the list on its tab, with the same count.
    await page.locator('[data-counter="queue-10"]').click();
    await page.waitForURL((u) => u.pathname === "/order/index" && u.searchParams.get("tab") === "10");
    await visible(tab(page, "待派单").and(page.locator('[aria-selected="true"]')));
    expect(await tabCount(page, "待派单")).toBe(waiting);
    expect(await tabCount(page, "待接单")).toBe(given);
    await rows(page).first().waitFor();
    const tags = await rows(page).locator("td:nth-child(3) .ant-tag").allInnerTexts();
    expect(new Set(tags)).toEqual(new Set(["待派单"]));
    await screenshot(page, "dispatch-queue-tabs");

    // 手动派单 from the 待派单 tab.
    await list(page).getByPlaceholder("请输入订单号").fill(AWAITING_DISPATCH);
    await settled(page, () =>
      list(page)
        .getByRole("button", { name: /查\s?询/ })
        .click(),
    );
    const row = rows(page).filter({ hasText: AWAITING_DISPATCH });
    await row.getByRole("button", { name: "手动派单" }).click();
    await visible(dialog(page));
    await dialog(page).getByRole("combobox").first().click();
    await dialog(page).getByRole("combobox").first().fill("张建国");
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="张建国 139****0001"]')
      .click();
    await toastAfter(page, "派单成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    // It leaves the 待派单 tab for 待接单, and the counts move with it.
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => tabCount(page, "待派单")).toBe(waiting - 1);
    await expect.poll(() => tabCount(page, "待接单")).toBe(given + 1);
    await settled(page, () => tab(page, "待接单").click());
    await hasText(row, "待接单");
    await hasText(row, "张建国");

    // The worker accepts in the worker app: the development page stands in for it.
    const dev = await newPage();
    await dev.goto(url(`/api/__dev__/dispatch?provider=${DEMO_PROVIDER}`));
    const devRow = dev.locator(`tr[data-order-no="${AWAITING_DISPATCH}"]`);
    await devRow.getByRole("button", { name: "师傅接单" }).click();
    await hasText(dev.locator(".notice"), `订单 ${AWAITING_DISPATCH}：师傅接单成功`);
    expect(await devRow.count()).toBe(0);

    // The console, reloaded: no longer 待接单, now 待预约.
    await settled(page, () => page.reload());
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => tabCount(page, "待接单")).toBe(given);
    await settled(page, () => tab(page, "待预约").click());
    await hasText(row, "待预约");
    await screenshot(page, "dispatch-queue-accepted");
  });

  it("keeps the dispatch tabs beside the 天猫 status set when the source is 天猫 (audit D3)", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.goto("/order/index?orderSource=2");
    await rows(page).first().waitFor();
    await visible(tab(page, "服务中（待预约）"));
    await visible(tab(page, "待派单"));
    await visible(tab(page, "待接单"));
  });
});
