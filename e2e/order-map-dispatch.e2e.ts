/**
 * 订单地图转派 (/order/detail-map-dispatch): as demo, open the map of a 待派单 order from its row in the order list, widen the radius, pick the
 * nearest worker, confirm, see 派单成功 and the order detail; the order then has that worker (the same page now
 * offers a 转单). Also a 天猫 order: its map comes from tmall/byOrderAndArea.
 */
import type { Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { axeBuilder } from "./harness/axe";

/** axe-core's WCAG 2.1 A/AA violations inside the page's card (rule id and the offending elements). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).include("[data-testid=map-dispatch-page]").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Showcase orders of the demo provider (mocks/README.md): the own and the 天猫 order in status 3 待派单. */
const OWN_AWAITING_DISPATCH = "SO202611209000007";
const TMALL_AWAITING_DISPATCH = "SO202611199000018";

const mapUrl = (orderNo: string) => `/order/detail-map-dispatch?orderNo=${orderNo}`;
const scope = (page: Page) => page.getByTestId("map-dispatch-page");
const field = (page: Page, label: string) =>
  scope(page)
    .locator(".ant-descriptions-item-label", { hasText: label })
    .locator("+ .ant-descriptions-item-content");

async function openMap(page: Page, orderNo: string): Promise<void> {
  await page.goto(mapUrl(orderNo));
  await scope(page).getByTestId("worker-map-plot").waitFor();
}

async function chooseRadius(page: Page, km: number): Promise<void> {
  const select = scope(page).locator(".ant-select", {
    has: page.getByRole("combobox", { name: "搜索半径" }),
  });
  await select.locator(".ant-select-selector").click();
  const option = page.locator(".ant-select-dropdown:visible .ant-select-item-option", {
    hasText: `${km} km`,
  });
  await Promise.all([page.waitForResponse((r) => r.url().includes("/byOrderAndArea")), option.click()]);
  await expect.poll(() => scope(page).locator(".ant-spin-spinning").count()).toBe(0);
}

describe("订单地图转派", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("dispatches a 待派单 order to a worker picked on the map", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    // From the 地图转派 action of the order's row in the order list.
    await page.goto(`/order/index?orderNo=${OWN_AWAITING_DISPATCH}`);
    const row = page.locator('[data-tab="/order/index"] .ant-table-row', { hasText: OWN_AWAITING_DISPATCH });
    const answered = page.waitForResponse((r) => r.url().includes("/map/byOrderAndArea"));
    await row.getByRole("button", { name: "地图转派" }).click();
    await page.waitForURL(`**${mapUrl(OWN_AWAITING_DISPATCH)}`);
    await scope(page).getByTestId("worker-map-plot").waitFor();
    expect((await answered).request().postDataJSON()).toEqual({
      orderNo: OWN_AWAITING_DISPATCH,
      radiusKm: 5,
    });
    expect(await page.title()).toBe("订单地图转派-服务商工作台");
    expect(await field(page, "订单号").textContent()).toBe(OWN_AWAITING_DISPATCH);
    expect(await field(page, "当前师傅").textContent()).toBe("未派单");

    await chooseRadius(page, 20);
    const rows = scope(page).locator("tr[data-worker-id]");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const markers = scope(page).locator(".worker-map-marker");
    expect(await markers.count()).toBe(await rows.count());

    // The first worker of the list (who may take the order, by fit), picked on the map by keyboard (the markers are
    // focused in the list's order).
    const nearest = rows.first();
    const name = (await nearest.locator("td").nth(1).textContent()) ?? "";
    await markers.first().focus();
    await page.keyboard.press("Enter");
    expect(await markers.first().getAttribute("aria-pressed")).toBe("true");
    expect(await nearest.getAttribute("aria-selected")).toBe("true");
    expect(await scope(page).getByTestId("map-selected-worker").textContent()).toContain(`已选师傅：${name}`);
    await screenshot(page, "order-map-dispatch");
    expect(await axeViolations(page)).toEqual([]);

    await scope(page).getByRole("button", { name: "派单给所选师傅" }).click();
    const dialog = page.locator(".ant-modal-confirm:visible");
    await dialog.waitFor();
    expect(await dialog.locator(".ant-modal-confirm-title").textContent()).toBe("确认派单");
    expect(await dialog.textContent()).toContain(`确定将订单 ${OWN_AWAITING_DISPATCH} 派给师傅${name}（距离`);
    await dialog.getByLabel("备注").fill("地图转派测试");
    await screenshot(page, "order-map-dispatch-confirm");
    const dispatched = page.waitForResponse((r) => r.url().includes("/manualDistribute"));
    await toastAfter(page, "派单成功", () => dialog.getByRole("button", { name: "确定" }).click());
    expect((await dispatched).status()).toBe(200);
    await page.waitForURL(`**/order/watch/detail?orderNo=${OWN_AWAITING_DISPATCH}`);

    // The order now has that worker, 待接单 until they accept (src/domain/orders/flow.ts): the map offers another
    // 派单 (not yet a transfer), without them among the candidates.
    await openMap(page, OWN_AWAITING_DISPATCH);
    expect(await field(page, "当前师傅").textContent()).toBe(name);
    expect(await scope(page).getByRole("button", { name: "派单给所选师傅" }).count()).toBe(1);
    await chooseRadius(page, 20);
    expect(await scope(page).locator("tr[data-worker-id]", { hasText: name }).count()).toBe(0);
  });

  it("a 天猫 order's map comes from tmall/byOrderAndArea and dispatches by direct distribute", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    const answered = page.waitForResponse((r) => r.url().includes("/map/tmall/byOrderAndArea"));
    await openMap(page, TMALL_AWAITING_DISPATCH);
    await answered;
    expect(await field(page, "订单来源").textContent()).toBe("天猫");
    await chooseRadius(page, 20);
    const rows = scope(page).locator("tr[data-worker-id]");
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await rows.first().locator("td").nth(1).click();
    await scope(page).getByText("在途天猫订单").waitFor();
    // The worker's 天猫 orders have loaded (the list stops growing under the button).
    await expect.poll(() => scope(page).locator(".ant-list .ant-spin-spinning").count()).toBe(0);
    await screenshot(page, "order-map-dispatch-tmall");

    await scope(page).getByRole("button", { name: "派单给所选师傅" }).click();
    const dialog = page.locator(".ant-modal-confirm:visible");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`确定将天猫订单 ${TMALL_AWAITING_DISPATCH} 派给师傅`);
    const dispatched = page.waitForResponse((r) => r.url().includes("/tmall/directDistribute"));
    await toastAfter(page, "派单成功", () => dialog.getByRole("button", { name: "确定" }).click());
    expect((await dispatched).status()).toBe(200);
    await page.waitForURL(`**/order/watch/detail?orderNo=${TMALL_AWAITING_DISPATCH}`);
  });
});
