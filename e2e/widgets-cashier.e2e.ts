import type { Locator, Page } from "playwright-core";
import path from "node:path";
import { login, newPage, resetDb, RESULTS_DIR, screenshot, url, toast, toastAfter } from "./harness";

async function openGallery(): Promise<Page> {
  const page = await newPage({ acceptDownloads: true });
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto("/dev/widgets#cashier");
  await page.getByTestId("gallery-cashier").waitFor();
  return page;
}

/** Open payments as the stand-in sees them (test hook). */
async function openPayments(): Promise<{ financeTransNo: string; payChannel: number }[]> {
  const response = await fetch(url("/api/__test__/payments"));
  return ((await response.json()) as { data: { financeTransNo: string; payChannel: number }[] }).data;
}

async function paymentNo(dialog: Locator): Promise<string> {
  await expect.poll(() => dialog.getByTestId("cashier-no").textContent()).toMatch(/^FT\d+/);
  return ((await dialog.getByTestId("cashier-no").textContent()) ?? "").trim();
}

describe("cashier dialog (gallery)", () => {
  // The gallery pays demo's unpaid deposit (HT00000104, ¥3,000): the seed has it unpaid.
  beforeEach(async () => {
    await resetDb();
  });
  afterAll(async () => {
    await resetDb();
  });

  it("pays: QR and amounts, switch to 微信, a too-fast switch refused, download, marked paid → 支付成功", async () => {
    const page = await openGallery();
    await page.getByRole("button", { name: "打开收银台", exact: true }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "收银台" });
    await dialog.waitFor();
    expect(await page.locator(".ant-modal").evaluate((el) => getComputedStyle(el).width)).toBe("399px");

    const qr = dialog.getByTestId("cashier-qr").locator("canvas");
    await qr.waitFor();
    // Computed size: the bounding box is scaled while the dialog zooms in.
    expect(await qr.evaluate((el) => [getComputedStyle(el).width, getComputedStyle(el).height])).toEqual([
      "160px",
      "160px",
    ]);
    await expect.poll(() => dialog.getByTestId("cashier-amount").textContent()).toBe("¥3000.00");
    await dialog.getByText("保证金").waitFor();
    await dialog.getByText("支付编号").waitFor();
    expect(await dialog.getByRole("tab", { name: "支付宝" }).getAttribute("aria-selected")).toBe("true");
    const alipayNo = await paymentNo(dialog);
    expect(await openPayments()).toContainEqual(
      expect.objectContaining({ financeTransNo: alipayNo, payChannel: 2 }),
    );

    // To 微信 and straight back: the second switch comes within 1 s and is refused.
    await dialog.getByRole("tab", { name: "微信" }).click();
    await dialog.getByRole("tab", { name: "支付宝" }).click();
    await toast(page, "操作太快，缓一秒再点吧").waitFor();
    expect(await dialog.getByRole("tab", { name: "微信" }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => paymentNo(dialog)).not.toBe(alipayNo);
    const wechatNo = await paymentNo(dialog);
    expect(await dialog.getByRole("tab", { name: "微信" }).getAttribute("aria-selected")).toBe("true");
    // The Alipay payment was closed before the WeChat one was made.
    const open = await openPayments();
    expect(open).toContainEqual(expect.objectContaining({ financeTransNo: wechatNo, payChannel: 1 }));
    expect(open.map((p) => p.financeTransNo)).not.toContain(alipayNo);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByText("下载二维码").click(),
    ]);
    expect(download.suggestedFilename()).toBe(`支付二维码-${wechatNo}.png`);
    await screenshot(page, "widgets-cashier-qr");
    await page.locator(".ant-modal").screenshot({
      path: path.join(RESULTS_DIR, "widgets-cashier-dialog.png"),
      animations: "disabled",
    });

    await toastAfter(page, "支付成功", () => page.getByRole("button", { name: "模拟支付成功" }).click());
    await expect
      .poll(() => page.getByTestId("cashier-result").textContent(), { timeout: 10_000 })
      .toBe(`已支付：${wechatNo}`);
    await dialog.waitFor({ state: "hidden" });
  });

  it("shows 二维码已失效 / 请刷新 after the injected 5 s expiry, and refresh brings a new code", async () => {
    const page = await openGallery();
    await page.getByRole("button", { name: "打开收银台（5 秒失效）" }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "收银台" });
    const first = await paymentNo(dialog);
    const overlay = dialog.getByTestId("cashier-qr-overlay");
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.textContent()).toContain("二维码已失效");
    expect(await overlay.textContent()).toContain("请刷新");
    await screenshot(page, "widgets-cashier-expired");
    await page.locator(".ant-modal").screenshot({
      path: path.join(RESULTS_DIR, "widgets-cashier-dialog-expired.png"),
      animations: "disabled",
    });

    await overlay.getByText("请刷新").click();
    await overlay.waitFor({ state: "hidden" });
    const second = await paymentNo(dialog);
    expect(second).not.toBe(first);

    await dialog.getByRole("button", { name: "关闭" }).click();
    await dialog.waitFor({ state: "hidden" });
    // Closing the dialog closes the payment that was still open.
    await expect.poll(async () => (await openPayments()).map((p) => p.financeTransNo)).not.toContain(second);
  });
});
