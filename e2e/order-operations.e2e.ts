/**
 * The everyday order operations (issue 33 §3) as a provider uses them on an order's detail: a note on the 订单备注
 * section, a corrected address on the customer section, service photos on the 服务凭证 section, and a 天猫 order's
 * goods fetched at the pick-up point (提货) and signed for by the customer (确认签收), each showing in its section,
 * the marks and the track. And 预警完结 on an open alert.
 */
import type { Locator, Page } from "playwright-core";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import { login, newPage, resetDb, screenshot, toastAfter } from "./harness";
import { gone, hasText, menuItem, visible } from "./harness/locators";

/** Showcase orders of the demo provider (mocks/orders/seed/orders.ts). */
const AWAITING_APPOINTMENT = "SO202611209000011"; // own, 待预约
const COMPLETED = "SO202611209000015"; // own, 已完成
const AWAITING_PICK_UP = "SO202611199000045"; // 天猫, 待预约, logistics 待提货
const PHOTO = samplePng(64, 48, [22, 119, 255], [250, 173, 20]);

const dialog = (page: Page) => page.getByRole("dialog");
const confirm = (page: Page) =>
  dialog(page)
    .getByRole("button", { name: /确\s?定/ })
    .click();
const openDropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");

async function openDetail(page: Page, orderNo: string): Promise<Locator> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto(`/order/watch/detail?orderNo=${orderNo}`);
  const detail = page.locator(`[data-tab="/order/watch/detail?orderNo=${orderNo}"]`);
  await visible(detail.locator(".engine-section-track"));
  return detail;
}

async function attachPhoto(page: Page, name: string): Promise<void> {
  await dialog(page)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "image/png", buffer: PHOTO });
  await dialog(page).getByTestId("upload-file").waitFor();
}

async function choose(page: Page, select: Locator, title: string, search: string): Promise<void> {
  await select.locator(".ant-select-selector").click();
  await page.keyboard.type(search);
  await openDropdown(page).locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect.poll(() => openDropdown(page).count()).toBe(0);
}

describe("everyday order operations", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("adds a remark and corrects the service address of an order", async () => {
    const page = await newPage();
    const detail = await openDetail(page, AWAITING_APPOINTMENT);

    const remarks = detail.locator(".engine-section-remarks");
    await remarks.getByRole("button", { name: "添加备注" }).click();
    await confirm(page);
    await visible(dialog(page).getByText("请输入备注内容"));
    await dialog(page).getByLabel("备注内容").fill("客户要求周末下午上门，先电话联系");
    await toastAfter(page, "备注已添加", () => confirm(page));
    await gone(dialog(page));
    await hasText(remarks, "客户要求周末下午上门，先电话联系");
    await hasText(detail.locator(".engine-section-track"), "添加备注：客户要求周末下午上门");

    const customer = detail.locator(".engine-section-customer");
    await customer.getByRole("button", { name: "修改地址" }).click();
    const region = dialog(page).locator(".ant-form-item").filter({ hasText: "所在地区" });
    await choose(page, region.locator(".address-picker-province"), "广东省", "广东");
    await choose(page, region.locator(".address-picker-city"), "深圳市", "深圳");
    // The district is still missing: the form says so and keeps what was chosen.
    await confirm(page);
    await visible(dialog(page).getByText("请选择完整的所在地区"));
    await choose(page, region.locator(".address-picker-area"), "南山区", "南山");
    await dialog(page).getByLabel("详细地址").fill("科技园南区8栋1201");
    await dialog(page).getByLabel("修改原因").fill("客户搬家");
    await toastAfter(page, "服务地址已修改", () => confirm(page));
    await hasText(customer, "广东省深圳市南山区科技园南区8栋1201");
    await hasText(detail.locator(".engine-section-track"), "原因：客户搬家");
    await screenshot(page, "order-operations-address");
  });

  it("keeps service photos as proof on the 服务凭证 section", async () => {
    const page = await newPage();
    const detail = await openDetail(page, COMPLETED);
    const vouchers = detail.locator(".engine-section-vouchers");
    await hasText(vouchers, "暂无服务凭证");
    await vouchers.getByRole("button", { name: "上传凭证" }).click();
    await confirm(page);
    await visible(dialog(page).getByText("请上传凭证照片"));
    await attachPhoto(page, "安装完成.png");
    await dialog(page).getByLabel("备注").fill("安装后全景");
    await toastAfter(page, "服务凭证已上传", () => confirm(page));
    await hasText(vouchers, "李明 上传 1 张");
    await hasText(vouchers, "安装后全景");
    await visible(vouchers.locator("img"));
    await hasText(detail.locator(".engine-section-track"), "上传服务凭证 1 张");
    await screenshot(page, "order-operations-vouchers");
  });

  it("fetches a 天猫 order's goods at the pick-up point, then records the customer's signature", async () => {
    const page = await newPage();
    const detail = await openDetail(page, AWAITING_PICK_UP);
    const base = detail.locator(".engine-section-base");
    await hasText(base, "待提货");
    // Goods waiting for pick-up are not on their way yet: nothing to sign for.
    await gone(detail.getByRole("button", { name: "确认签收" }));

    await detail.getByRole("button", { name: /提\s?货/ }).click();
    await attachPhoto(page, "提货单.png");
    await toastAfter(page, "提货结果已登记", () => confirm(page));
    await hasText(base, "派送中");
    await hasText(detail.locator(".engine-section-logistics"), "师傅已提货，正在送往客户");
    await gone(detail.getByRole("button", { name: /^提\s?货$/ }));

    await detail.getByRole("button", { name: "确认签收" }).click();
    await attachPhoto(page, "签收单.png");
    await toastAfter(page, "签收结果已登记", () => confirm(page));
    await hasText(base, "客户签收");
    // The record's status tag and its new trace (a parcel waiting for pick-up had neither).
    await hasText(detail.locator(".engine-section-logistics"), "客户签收");
    await hasText(detail.locator(".engine-section-logistics"), "客户已签收");
    await hasText(detail.locator(".engine-section-track"), "客户已签收，照片 1 张");
    await gone(detail.getByRole("button", { name: "确认签收" }));
    await screenshot(page, "order-operations-receipt");
  });

  it("records a failed pick-up with its reason", async () => {
    const page = await newPage();
    const detail = await openDetail(page, AWAITING_PICK_UP);
    await detail.getByRole("button", { name: /提\s?货/ }).click();
    // Playwright's check() fails when the radio is not checked after its click: this test failed once in CI with
    // 提货成功 still chosen at 确定, and a choice that does not take now fails here, apart from a missing message.
    await dialog(page).getByRole("radio", { name: "提货失败" }).check();
    await confirm(page);
    await visible(dialog(page).getByText("请输入失败原因"));
    await dialog(page).getByLabel("失败原因").fill("提货点未到货");
    await toastAfter(page, "提货结果已登记", () => confirm(page));
    await hasText(detail.locator(".engine-section-base"), "提货失败");
    await hasText(detail.locator(".engine-section-track"), "提货失败，原因：提货点未到货");
  });

  it("finishes an open alert with what was done", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto("/order/earlywarning");
    const list = page.locator('[data-tab="/order/earlywarning"]');
    await list.getByRole("tab", { name: "待处理" }).click();
    const row = list.locator(".ant-table-tbody .ant-table-row").first();
    await hasText(row, "待处理");
    await expect.poll(() => list.locator(".ant-spin-spinning").count()).toBe(0);
    const orderNo = (await row.locator("a").first().innerText()).trim();
    // The row's fourth action: under 更多.
    await row.getByRole("button", { name: /更多/ }).click();
    // Aimed once the dropdown has stopped growing (a click during its motion lands beside the item).
    await (await menuItem(page, /^完结$/)).click();
    await dialog(page).getByLabel("处理说明").fill("已电话联系客户，师傅明早上门");
    await toastAfter(page, "预警已完结", () => confirm(page));
    await gone(dialog(page));
    // No longer 待处理: the row leaves the tab; 已完结 lists it with the note.
    await gone(list.locator(".ant-table-tbody .ant-table-row").filter({ hasText: orderNo }));
    await list.getByRole("tab", { name: "已完结" }).click();
    await hasText(list.locator(".ant-table-tbody"), "已电话联系客户，师傅明早上门");
  });
});
