/**
 * Numbers stay private (issue 32 §4, issue 43 P1–P3): the dispatch and transfer dialogs show only masked mobiles
 * (spec §5); a 天猫 customer's real mobile is in no page and no answer (list row, detail); 联系客户 on a 天猫 order
 * dials the order's privacy number (virNumber/refresh) from the seat it was bound for, says so in the dialer
 * (拨打隐私号 170****1234), reuses the binding on the next page, and the order track records the call
 * (virNumber/callRecord).
 */
import type { Page, Response } from "playwright-core";
import type { VirtualNumber } from "../src/api/basicPublic";
import { seededTestDb } from "../mocks/testing";
import { login, newPage, resetDb, screenshot } from "./harness";
import { hasText, visible } from "./harness/locators";

/** Showcase orders of the demo provider (mocks/README.md). */
const OWN_AWAITING_DISPATCH = "SO202611209000007";
const OWN_AWAITING_APPOINTMENT = "SO202611209000011";
const TMALL_AWAITING_DISPATCH = "SO202611199000018";
const MASKED = /^1\d{2}\*{4}\d{4}$/;
/** A whole mobile (or privacy number) anywhere in a text. */
const WHOLE_NUMBER = /(?<!\d)1\d{10}(?!\d)/;

/** The seeded customer mobile of an order (the e2e stand-in's database is reset to the same seed). */
function seededCustomerMobile(orderNo: string): string {
  const db = seededTestDb();
  try {
    return String(db.prepare("SELECT customer_mobile FROM orders WHERE order_no = ?").pluck().get(orderNo));
  } finally {
    db.close();
  }
}

/** Every API answer the page receives, as text, from now on. */
function apiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on("response", (response: Response) => {
    if (!response.url().includes("/api/")) return;
    void response.text().then(
      (text) => answers.push(`${response.url()}\n${text}`),
      () => undefined,
    );
  });
  return answers;
}

const dialog = (page: Page) => page.getByRole("dialog");
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const detailOf = (page: Page, orderNo: string) =>
  page.locator(`[data-tab="/order/watch/detail?orderNo=${orderNo}"]`);

async function openDetail(page: Page, orderNo: string) {
  await page.goto(`/order/watch/detail?orderNo=${orderNo}`);
  const detail = detailOf(page, orderNo);
  await visible(detail.locator(".engine-section-track"));
  return detail;
}

/** The option titles of the open worker dropdown: each "name mobile". */
/**
 * The worker options once the dropdown shows several (read until then: one read right after the first option
 * appeared once found none, the dropdown being drawn again as the options arrived).
 */
async function workerOptions(page: Page): Promise<string[]> {
  const read = () =>
    dropdown(page)
      .locator(".ant-select-item-option")
      .evaluateAll((els) => els.map((el) => el.getAttribute("title") ?? ""));
  await expect.poll(async () => (await read()).length).toBeGreaterThan(1);
  return read();
}

/**
 * Headless chromium has no microphone: the page gets a silent one, as a browser with a headset granted would
 * (the dialer's real check is unit-tested in src/widgets/hotline/environment.test.ts).
 */
async function withMicrophone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    if (!media) return;
    media.getUserMedia = async () => new AudioContext().createMediaStreamDestination().stream;
  });
}

describe("numbers stay private", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("shows only masked mobiles in the dispatch and transfer dialogs", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    for (const [orderNo, action, shot] of [
      [OWN_AWAITING_DISPATCH, "手动派单", "dispatch"],
      [TMALL_AWAITING_DISPATCH, "天猫直派", "tmall-dispatch"],
      [OWN_AWAITING_APPOINTMENT, "转单", "transfer"],
    ] as const) {
      const detail = await openDetail(page, orderNo);
      await detail.getByRole("button", { name: action, exact: true }).click();
      await visible(dialog(page));
      await dialog(page).locator(".worker-select .ant-select-selector").first().click();
      const options = await workerOptions(page);
      expect(options.length, action).toBeGreaterThan(1);
      // 「张建国 139****0001」, and for a worker who cannot take the order 「… — <why>」 (issue 41).
      for (const title of options) {
        const worker = title.split(" — ")[0];
        expect(worker.split(" ").at(-1), `${action}: ${title}`).toMatch(MASKED);
      }
      await dropdown(page).locator(".ant-select-item-option").first().click();
      await expect.poll(() => dropdown(page).count()).toBe(0);
      const shown = (await dialog(page).textContent()) ?? "";
      expect(shown, action).not.toMatch(WHOLE_NUMBER);
      await screenshot(page, `privacy-numbers-${shot}`);
      await dialog(page)
        .getByRole("button", { name: /取\s?消/ })
        .click();
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
  });

  it("联系客户 on a 天猫 order dials its privacy number and records the call in the track", async () => {
    const page = await newPage();
    await withMicrophone(page);
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    const detail = await openDetail(page, TMALL_AWAITING_DISPATCH);
    const customerMobile =
      (await detail.locator(".engine-section-customer .masked-phone").textContent()) ?? "";
    expect(customerMobile).toMatch(MASKED);

    const bound = page.waitForResponse((r) => r.url().includes("/virNumber/refresh"));
    await detail.getByRole("button", { name: /联系客户/ }).click();
    const { data } = (await (await bound).json()) as { data: { virtualNumber: string } };
    const privacy = data.virtualNumber;
    expect(privacy).toMatch(/^170\d{8}$/);
    const masked = `${privacy.slice(0, 3)}****${privacy.slice(-4)}`;

    const panel = page.getByRole("dialog", { name: "智能外呼" });
    await visible(panel);
    await hasText(panel.getByTestId("dialer-target"), `拨打隐私号 ${masked}`);
    expect(await panel.getByLabel("号码").inputValue()).toBe(privacy);

    const recorded = page.waitForResponse((r) => r.url().includes("/virNumber/callRecord"));
    await panel.getByRole("button", { name: /拨号/ }).click();
    await expect.poll(() => panel.getByTestId("dialer-status").textContent()).toBe("拨号中");
    const record = (await (await recorded).json()) as { data: { viaVirtualNumber: boolean } };
    expect(record.data.viaVirtualNumber).toBe(true);
    await hasText(detail.locator(".engine-section-track"), `拨打客户电话（隐私号 ${masked}）`);
    await screenshot(page, "privacy-numbers-call");
    await expect
      .poll(() => panel.getByTestId("dialer-status").textContent(), { timeout: 10_000 })
      .toBe("通话中");
    await panel.getByRole("button", { name: /挂断/ }).click();
  });

  it("a 天猫 order's list row and detail never carry the customer's real mobile (page and answers)", async () => {
    const real = seededCustomerMobile(TMALL_AWAITING_DISPATCH);
    expect(real).toMatch(/^1\d{10}$/);
    const page = await newPage();
    const answers = apiAnswers(page);
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");

    await page.goto("/order/index");
    const list = page.locator('[data-tab="/order/index"]');
    await list.getByPlaceholder("请输入订单号").fill(TMALL_AWAITING_DISPATCH);
    await list.getByRole("button", { name: /查\s?询/ }).click();
    const row = list.locator(".ant-table-tbody .ant-table-row", { hasText: TMALL_AWAITING_DISPATCH });
    await visible(row);
    const rowPhone = row.locator(".masked-phone").first();
    expect(await rowPhone.innerText()).toMatch(MASKED);
    await rowPhone.hover();
    await rowPhone.click();
    expect(await rowPhone.innerText()).toMatch(MASKED);
    expect(await page.content()).not.toContain(real);

    const detail = await openDetail(page, TMALL_AWAITING_DISPATCH);
    const phone = detail.locator(".engine-section-customer .masked-phone");
    await phone.hover();
    expect(await phone.innerText()).toMatch(MASKED);
    expect(await phone.getAttribute("title")).toBe("号码已隐藏");
    const refreshed = page.waitForResponse((r) => r.url().includes("/refreshCustomMobile"));
    await detail.getByRole("button", { name: "刷新客户号码" }).click();
    await refreshed;
    await visible(detail.locator(".engine-section-virNumber"));
    expect(await page.content()).not.toContain(real);
    await expect.poll(() => answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.includes(real))).toEqual([]);
    await screenshot(page, "privacy-numbers-tmall-detail");
  });

  it("联系客户 on two page loads reuses one binding and dials it from the binding's seat", async () => {
    const page = await newPage();
    await withMicrophone(page);
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    const panel = page.getByRole("dialog", { name: "智能外呼" });

    const contact = async (): Promise<VirtualNumber> => {
      const detail = await openDetail(page, TMALL_AWAITING_DISPATCH);
      const bound = page.waitForResponse((r) => r.url().includes("/virNumber/refresh"));
      await detail.getByRole("button", { name: /联系客户/ }).click();
      const { data } = (await (await bound).json()) as { data: VirtualNumber };
      await visible(panel);
      await hasText(panel.getByTestId("dialer-info"), `坐席 ${data.callerMobile}`);
      return data;
    };
    const first = await contact();
    expect(first.reused).toBe(false);
    await page.reload();
    const second = await contact();
    expect(second).toEqual({ ...first, reused: true });

    // The call leaves from the seat the privacy number was bound for (its A side).
    const saved = page.waitForRequest((r) => r.url().includes("/rhinokeen/saveHistory"));
    await panel.getByRole("button", { name: /拨号/ }).click();
    expect(JSON.parse((await saved).postData() ?? "{}")).toMatchObject({
      calleeMobile: first.virtualNumber,
      callerMobile: first.callerMobile,
    });
    const detail = detailOf(page, TMALL_AWAITING_DISPATCH);
    const masked = `${first.virtualNumber.slice(0, 3)}****${first.virtualNumber.slice(-4)}`;
    await hasText(detail.locator(".engine-section-track"), `拨打客户电话（隐私号 ${masked}）`);
    // One binding, one 刷新隐私号 line in the track.
    const history = detail.locator(".engine-section-virNumber .ant-table-tbody .ant-table-row");
    await expect.poll(() => history.count()).toBe(1);
    await hasText(history.first(), first.virtualNumber);
    const track = (await detail.locator(".engine-section-track").innerText()) ?? "";
    expect(track.split("刷新隐私号").length - 1).toBe(1);
    await expect
      .poll(() => panel.getByTestId("dialer-status").textContent(), { timeout: 10_000 })
      .toBe("通话中");
    await panel.getByRole("button", { name: /挂断/ }).click();
  });

  it("联系客户 on an own order dials the customer's number and says so", async () => {
    const page = await newPage();
    await withMicrophone(page);
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    const detail = await openDetail(page, OWN_AWAITING_APPOINTMENT);
    const masked = (await detail.locator(".engine-section-customer .masked-phone").textContent()) ?? "";
    expect(masked).toMatch(MASKED);
    await detail.getByRole("button", { name: /联系客户/ }).click();
    const panel = page.getByRole("dialog", { name: "智能外呼" });
    await hasText(panel.getByTestId("dialer-target"), `拨打客户号码 ${masked}`);
    await panel.getByRole("button", { name: /拨号/ }).click();
    await hasText(detail.locator(".engine-section-track"), `拨打客户电话（客户号码 ${masked}）`);
  });
});
