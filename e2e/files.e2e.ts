/**
 * Stored files in the browser (issue 31 §2): the console loads and downloads private files from the short-lived
 * addresses the stand-in signs, never from their plain path, which is refused without a token: a signed contract's
 * PDF downloaded from the personal centre, an uploaded picture shown and previewed.
 */
import type { Page } from "playwright-core";
import { samplePng } from "../mocks/files/seed/sampleFiles";
import { downloadedBytes, login, newPage, resetDb, screenshot } from "./harness";
import { visible } from "./harness/locators";

/** Fetches `address` from the page (same origin, no headers, like an `<img>`): status and envelope msg. */
async function fetchIn(page: Page, address: string): Promise<{ status: number; msg: string | null }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    const type = response.headers.get("content-type") ?? "";
    const msg = type.includes("json") ? ((await response.json()) as { msg: string }).msg : null;
    return { status: response.status, msg };
  }, address);
}

const PNG = samplePng(60, 80, [40, 160, 90], [20, 40, 160]);

/** The address without its signature: what someone who only knows the path could ask for. */
const unsigned = (address: string) => address.replace(/&expires=.*$/, "");

describe("stored files", () => {
  beforeAll(async () => {
    await resetDb();
  });

  it("downloads a signed contract's PDF from its signed address; the plain path is refused", async () => {
    const page = await newPage({ acceptDownloads: true });
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto("/personal/index?tab=contracts");
    const row = page.locator(".ant-table-row").filter({ hasText: "已签署" }).first();
    await visible(row);
    const code = (await row.locator("td").first().innerText()).trim();
    const name = (await row.locator("td").nth(1).innerText()).trim();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: /下\s?载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}-${code}.pdf`);
    const address = new URL(download.url());
    expect(address.searchParams.get("filePath")).toMatch(/^r\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    expect(address.searchParams.get("filePath")).not.toContain(code);
    expect(address.searchParams.get("signature")).toMatch(/^[\w-]{43}$/);
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe("%PDF-");

    const plain = await fetchIn(page, unsigned(address.pathname + address.search));
    expect(plain).toEqual({ status: 401, msg: "未授权，请重新登录" });
    // The templates are platform files: their plain address is served to anyone.
    const template = page
      .locator(".ant-card-small")
      .filter({ hasText: "合同范本" })
      .getByRole("link")
      .first();
    const href = (await template.getAttribute("href")) ?? "";
    expect(href).not.toContain("signature=");
    expect(await fetchIn(page, href)).toEqual({ status: 200, msg: null });
    await screenshot(page, "files-contracts");
  });

  it("shows an uploaded picture from its signed address; the plain path is refused", async () => {
    const page = await newPage();
    await login(page, "demo");
    await page.waitForURL((u) => u.pathname !== "/login");
    await page.goto("/dev/widgets#upload");
    const area = page.getByTestId("upload-state-default");
    await visible(area);
    await area
      .locator('input[type="file"]')
      .setInputFiles({ name: "私密照片.png", mimeType: "image/png", buffer: PNG });
    const img = area.getByTestId("upload-file").locator("img");
    await visible(img);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const src = (await img.getAttribute("src")) ?? "";
    expect(src).toMatch(/filePath=\d{8}%2F[0-9a-f]{32}\.png&expires=\d+&signature=[\w-]{43}$/);
    expect(await fetchIn(page, src)).toEqual({ status: 200, msg: null });
    expect(await fetchIn(page, unsigned(src))).toEqual({ status: 401, msg: "未授权，请重新登录" });
  });
});
