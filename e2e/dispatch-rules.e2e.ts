/**
 * Dispatch a provider can rely on (issue 41 "Done when"): the 手动派单 selector shows a worker whose day is full
 * disabled with its reason, 代接单 moves a 待接单 order on to 待预约, and a worker's refusal made on the stand-in's
 * development page reaches the console as a notification.
 */
import type { Page } from "playwright-core";
import { FIRST_DEMO_WORKER } from "../mocks/workers/seed/workers";
import { login, newPage, resetDb, screenshot, toastAfter, url } from "./harness";
import { gone, hasText, visible } from "./harness/locators";
import { DEMO_PROVIDER, noticesOf, pushOpened, recordNotices } from "./harness/live";

const list = (page: Page) => page.locator('[data-tab^="/order/index"]');
const rows = (page: Page) => list(page).locator(".ant-table-tbody .ant-table-row");
const dialog = (page: Page) => page.getByRole("dialog");
const ok = (page: Page) =>
  dialog(page)
    .getByRole("button", { name: /确\s?定/ })
    .click();
const openOptions = (page: Page) =>
  page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option");

async function settled(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/providerOrderQuery/orderList")),
    action(),
  ]);
  await expect.poll(() => list(page).locator(".ant-spin-spinning").count()).toBe(0);
}

async function demo(page: Page): Promise<void> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
}

/** Opens 手动派单 on the `index`th row of the 待派单 tab and types the worker's name into its selector. */
async function openDispatch(page: Page, index: number): Promise<string> {
  await settled(page, () => page.goto("/order/index?tab=10"));
  const row = rows(page).nth(index);
  const orderNo = ((await row.locator("a").first().innerText()) ?? "").trim();
  await row.getByRole("button", { name: "手动派单" }).click();
  await visible(dialog(page));
  await dialog(page).getByRole("combobox").first().click();
  await dialog(page).getByRole("combobox").first().fill(FIRST_DEMO_WORKER.workerName);
  return orderNo;
}

describe("dispatch a provider can rely on", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("the 手动派单 selector shows a worker whose day is full disabled with the reason", async () => {
    const page = await newPage();
    await demo(page);
    // 张建国 takes at most one order a day (接单设置 on his archive).
    await page.goto(`/worker/watch/archives?workerId=${FIRST_DEMO_WORKER.workerId}`);
    await page.getByRole("button", { name: "接单设置", exact: true }).first().click();
    await visible(dialog(page).getByLabel("每日最多接单数"));
    await dialog(page).getByLabel("每日最多接单数").fill("1");
    await toastAfter(page, "设置成功", () => ok(page));
    await gone(dialog(page));

    // His first order of the day is accepted…
    await openDispatch(page, 0);
    const option = openOptions(page).filter({ hasText: FIRST_DEMO_WORKER.workerName }).first();
    await visible(option);
    if ((await option.getAttribute("aria-disabled")) !== "true") {
      await option.click();
      await toastAfter(page, "派单成功", () => ok(page));
      await gone(dialog(page));
      await openDispatch(page, 0);
    }
    // …and for the next one he is listed, disabled, with why.
    const full = openOptions(page).filter({ hasText: FIRST_DEMO_WORKER.workerName }).first();
    await hasText(full, "接单已满（1/1）");
    expect(await full.getAttribute("aria-disabled")).toBe("true");
    await screenshot(page, "dispatch-rules-full-worker");
  });

  it("代接单 moves a 待接单 order on to 待预约, with the reason in its track", async () => {
    const page = await newPage();
    await demo(page);
    await settled(page, () => page.goto("/order/index?tab=11"));
    const row = rows(page).first();
    const orderNo = (await row.locator("a").first().innerText()).trim();
    await row.getByRole("button", { name: "代接单" }).click();
    await visible(dialog(page));
    await ok(page);
    await visible(dialog(page).getByText("请输入代接单原因"));
    await dialog(page).getByLabel("代接单原因").fill("师傅电话确认接单");
    await toastAfter(page, "代接单成功", () => ok(page));
    await gone(dialog(page));

    await page.goto(`/order/watch/detail?orderNo=${orderNo}`);
    const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${orderNo}"]`);
    await hasText(detail.locator(".engine-section-track"), "代师傅接单：师傅电话确认接单");
    await hasText(detail, "待预约");
    await screenshot(page, "dispatch-rules-accept-on-behalf");
  });

  it("a refusal made on the development page shows its notification in the open console", async () => {
    const page = await newPage();
    await recordNotices(page.context());
    const opened = pushOpened(page.context());
    await demo(page);
    await opened;

    const dev = await newPage();
    await dev.goto(url(`/api/__dev__/dispatch?provider=${DEMO_PROVIDER}`));
    const devRow = dev.locator("tr[data-order-no]").first();
    const orderNo = await devRow.getAttribute("data-order-no");
    await devRow.getByLabel("拒单原因").fill("距离太远");
    await devRow.getByRole("button", { name: "师傅拒单" }).click();
    await visible(dev.locator(".notice"));

    await expect
      .poll(async () => (await noticesOf(page)).join("\n"), { timeout: 5_000 })
      .toContain("师傅拒单");
    const notice = (await noticesOf(page)).find((text) => text.includes("师傅拒单")) ?? "";
    expect(notice).toContain("距离太远");
    expect(notice).toContain(orderNo ?? "");
    await screenshot(page, "dispatch-rules-refusal-notice");
  });
});
