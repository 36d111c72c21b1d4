/**
 * Service types and categories come from the goods calls, not from a list in the code (issue 33 §2): a service type
 * the platform adds (answered here by intercepting the call, 清洗) shows in the order and worker filters, in 新增师傅
 * and in the picker; the worker class dialog offers a 众包-only category by its second levels alone.
 */
import type { Locator, Page, Route } from "playwright-core";
import { api } from "../src/api";
import type { Endpoint, Envelope } from "../src/api/endpoint";
import type { ServiceType } from "../src/api/goods";
import { FIRST_DEMO_WORKER } from "../mocks/workers/seed/workers";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { gone, hasText, visible } from "./harness/locators";

const EXTRA: ServiceType = { serviceId: 4, serviceName: "清洗" };
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const dialog = (page: Page) => page.getByRole("dialog");

/** Answers the call with what the stand-in says plus 清洗. */
// The declarations' types are the screens' business: any request, a list of service types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function addExtraType(page: Page, endpoint: Endpoint<any, ServiceType[]>): Promise<void> {
  await page.route(
    (u) => u.pathname.endsWith(endpoint.path),
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<ServiceType[]>;
      await route.fulfill({ response, json: { ...body, data: [...(body.data ?? []), EXTRA] } });
    },
  );
}

async function signIn(page: Page): Promise<void> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
}

/** The titles of a select's options once it is opened (the list is short: no virtual scrolling cuts it). */
/**
 * Opens the select and waits until the titles of its options are the expected ones (read until then: the
 * dropdown opens, and its options are drawn, a moment after the click; one read at once once found none under load).
 */
async function expectOptions(page: Page, select: Locator, expected: string[]): Promise<void> {
  await select.locator(".ant-select-selector").click();
  const options = dropdown(page).locator(".ant-select-item-option");
  await expect
    .poll(() => options.evaluateAll((els) => els.map((el) => el.getAttribute("title") ?? "")))
    .toEqual(expected);
}

function filterSelect(page: Page, tab: string, label: string): Locator {
  return page
    .locator(`[data-tab="${tab}"] .engine-search-form .ant-form-item`)
    .filter({ has: page.locator(`label[title="${label}"]`) })
    .locator(".ant-select");
}

describe("service types and categories from the calls", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("the order list's 服务类型 filter lists what getAllServiceType answers and sends the code chosen", async () => {
    const page = await newPage();
    await addExtraType(page, api.goods.getAllServiceType);
    await signIn(page);
    await page.goto("/order/index");
    const select = filterSelect(page, "/order/index", "服务类型");
    await visible(select);
    await expectOptions(page, select, ["安装", "维修", "测量", "清洗"]);
    const searched = page.waitForRequest(
      (r) =>
        r.url().includes(api.order.provider.orderList.path) &&
        (r.postData() ?? "").includes('"serverType":4'),
    );
    await dropdown(page).locator('.ant-select-item-option[title="清洗"]').click();
    await page
      .locator('[data-tab="/order/index"]')
      .getByRole("button", { name: /查\s?询/ })
      .click();
    await searched;
    await screenshot(page, "service-types-order-filter");
  });

  it("the worker list's filter and 新增师傅's checkboxes list the call's service types", async () => {
    const page = await newPage();
    await addExtraType(page, api.goods.getAllServiceType);
    await signIn(page);
    await page.goto("/worker/index");
    const select = filterSelect(page, "/worker/index", "服务类型");
    await visible(select);
    await expectOptions(page, select, ["安装", "维修", "测量", "清洗"]);
    await dropdown(page).locator('.ant-select-item-option[title="清洗"]').click();
    await page.getByRole("button", { name: "新增师傅" }).click();
    const types = dialog(page).locator(".ant-form-item").filter({ hasText: "服务类型" });
    await visible(types.getByRole("checkbox", { name: "清洗" }));
    expect(await types.getByRole("checkbox").count()).toBe(4);
  });

  it("the picker's 服务类型 follows serviceType/list for the chosen scope", async () => {
    const page = await newPage();
    await addExtraType(page, api.goods.serviceTypeList);
    await signIn(page);
    await page.goto("/dev/widgets#service-type");
    const demo = page.getByTestId("service-type-demo");
    await visible(demo);
    await demo.locator(".service-type-picker-scopeType .ant-select-selector").click();
    await dropdown(page).locator('.ant-select-item-option[title="众包"]').click();
    await expect.poll(() => dropdown(page).count()).toBe(0);
    const serviceType = demo.locator(".service-type-picker-serviceId");
    // The scope's list arrives after the choice (serviceType/list): its options are read until they are that list.
    await expect
      .poll(async () => {
        if ((await dropdown(page).count()) === 0) await serviceType.locator(".ant-select-selector").click();
        return dropdown(page)
          .locator(".ant-select-item-option")
          .evaluateAll((els) => els.map((el) => el.getAttribute("title") ?? ""));
      })
      .toEqual(["安装", "维修", "测量", "清洗"]);
  });

  it("the class dialog offers a 众包-only category by its second levels, and saves one", async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`/worker/watch/archives?workerId=${FIRST_DEMO_WORKER.workerId}`);
    await page.getByRole("button", { name: "设置自由接单品类", exact: true }).click();
    const select = dialog(page)
      .locator(".ant-form-item")
      .filter({ hasText: "服务品类" })
      .locator(".ant-select");
    await select.locator(".ant-select-selector").click();
    await page.keyboard.type("净水器");
    const options = dropdown(page).locator(".ant-select-item-option");
    await options.first().waitFor();
    const titles = await options.evaluateAll((els) => els.map((el) => el.getAttribute("title") ?? ""));
    // 净水器 is offered for 众包 only: no 总包 class the server would refuse.
    expect(titles).toEqual([
      "净水器/厨下净水器（众包）",
      "净水器/前置过滤器（众包）",
      "净水器/管线机（众包）",
    ]);
    await dropdown(page).locator('.ant-select-item-option[title="净水器/管线机（众包）"]').click();
    // A multiple select stays open after a pick, over the dialog's buttons: a click on the title closes it.
    await dialog(page).locator(".ant-modal-title").click();
    await gone(dropdown(page));
    await toastAfter(page, "设置成功", () =>
      dialog(page)
        .getByRole("button", { name: /确\s?定/ })
        .click(),
    );
    await gone(dialog(page));
    await hasText(page.locator(".engine-section-freeClass"), "管线机");
  });
});
