/**
 * The worker selector in the dispatch dialogs (issue 33 §2, issue 32 §4, issue 41 §1): the order's dispatch
 * candidates, every mobile masked (spec §5, `139****0001`), a worker who may not take the order followed by why; a
 * worker is found by typing part of his name (the candidates call with the keyword), and for a 天猫 order the
 * workers who served the customer come first under 服务过该客户 (the seed's returning customer).
 */
import type { Locator, Page } from "playwright-core";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { hasText, lacksText, visible } from "./harness/locators";

/** Showcase orders of the demo provider (mocks/README.md): the own and the 天猫 order in status 3 待派单. */
const OWN_AWAITING_DISPATCH = "SO202611209000007";
const TMALL_AWAITING_DISPATCH = "SO202611199000018";
/** A masked mobile: first 3 and last 4 digits. */
const MASKED = /^1\d{2}\*{4}\d{4}$/;

const list = (page: Page) => page.locator('[data-tab="/order/index"]');
const dialog = (page: Page) => page.getByRole("dialog");
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");

async function openDispatch(page: Page, orderNo: string, action: string): Promise<Locator> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto(`/order/index?orderNo=${orderNo}`);
  const row = list(page).locator(".ant-table-tbody .ant-table-row").filter({ hasText: orderNo });
  await row.getByRole("button", { name: action }).click();
  await visible(dialog(page));
  const select = dialog(page).locator(".worker-select");
  await select.locator(".ant-select-selector").click();
  await visible(dropdown(page).locator(".ant-select-item-option").first());
  return select;
}

/** Group titles ([…]) and option titles of the open dropdown, in order (the rows in view of its virtual list). */
function items(page: Page): Promise<string[]> {
  return dropdown(page)
    .locator(".ant-select-item")
    .evaluateAll((els) =>
      els.map((el) =>
        el.classList.contains("ant-select-item-group")
          ? `[${el.textContent ?? ""}]`
          : (el.getAttribute("title") ?? ""),
      ),
    );
}

/** The mobile of an option's title, 「张建国 139****0001」 or 「张建国 139****0001 — 师傅已禁用」. */
const mobileOf = (title: string) => title.split(" — ")[0].split(" ").at(-1) ?? "";

describe("worker selector", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("shows masked mobiles in the dispatch dialog and finds a worker by part of his name", async () => {
    const page = await newPage();
    const select = await openDispatch(page, OWN_AWAITING_DISPATCH, "手动派单");
    const opened = (await items(page)).filter((t) => !t.startsWith("["));
    expect(opened.length).toBeGreaterThan(3);
    for (const title of opened) expect(mobileOf(title), title).toMatch(MASKED);

    const searched = page.waitForResponse(
      (r) =>
        r.url().includes("/distribute/candidates") &&
        (r.request().postDataJSON() as { keyword?: string } | null)?.keyword === "建国",
    );
    await page.keyboard.type("建国");
    await searched;
    const option = dropdown(page).locator('.ant-select-item-option[title="张建国 139****0001"]');
    await option.click();
    await hasText(select.locator(".ant-select-selection-item"), "张建国 139****0001");
    await lacksText(dialog(page), "13900000001");
    await screenshot(page, "worker-select-dispatch");
    await toastAfter(page, "派单成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await hasText(list(page).locator(".ant-table-tbody"), "张建国");
  });

  it("lists the workers who served a 天猫 customer first, under 服务过该客户", async () => {
    const page = await newPage();
    await openDispatch(page, TMALL_AWAITING_DISPATCH, "天猫直派");
    await expect.poll(async () => (await items(page))[0]).toBe("[服务过该客户]");
    const shown = await items(page);
    const others = shown.indexOf("[其他师傅]");
    // The customer's two finished orders had two workers.
    expect(others).toBe(3);
    for (const title of shown.filter((t) => !t.startsWith("[")))
      expect(mobileOf(title), title).toMatch(MASKED);
    await screenshot(page, "worker-select-served");
    // Picked from the group, the worker gets the order.
    const served = shown[1];
    await dropdown(page).locator(`.ant-select-item-option[title="${served}"]`).click();
    await toastAfter(page, "派单成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await hasText(list(page).locator(".ant-table-tbody"), served.split(" ")[0]);
  });
});
