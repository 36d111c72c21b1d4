/**
 * 导出 on the order list (issue 32 §3): a filtered list exports an .xlsx with one line per order of its 共 N 条,
 * Chinese headers as on screen and money as numbers (read back with read-excel-file in Node); 取消 while the pages
 * are coming leaves no file. Issue 43 (E1, E2, E4): the pages come from the export call by its cursor, with the list's
 * search, and 导出记录 then lists the export with its list, 查询条件, row count and 已完成.
 */
import { readSheet } from "read-excel-file/node";
import type { Download, Page } from "playwright-core";
import { login, newPage, resetDb, screenshot } from "./harness";
import { gone, hasText, visible } from "./harness/locators";

const list = (page: Page) => page.locator('[data-tab="/order/index"]');
const rows = (page: Page) => list(page).locator(".ant-table-tbody .ant-table-row");
const dialog = (page: Page) => page.getByRole("dialog");
const EXPORT_CALL = "/providerOrderQuery/orderExport";

async function openOrders(page: Page): Promise<void> {
  await login(page, "demo");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto("/order/index");
  await rows(page).first().waitFor();
}

/** The list's 共 N 条 once the list call of the current search has answered. */
async function totalShown(page: Page): Promise<number> {
  await expect.poll(() => list(page).locator(".ant-spin-spinning").count()).toBe(0);
  const text = await list(page).locator(".ant-pagination-total-text").innerText();
  const match = /共\s*(\d+)\s*条/.exec(text);
  if (!match) throw new Error(`no total in "${text}"`);
  return Number(match[1]);
}

describe("list export", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("exports the filtered order list: one line per order, headers as on screen, money as numbers", async () => {
    const page = await newPage({ acceptDownloads: true });
    await openOrders(page);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/providerOrderQuery/orderList")),
      list(page)
        .getByRole("tab", { name: /待预约/ })
        .click(),
    ]);
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(0);
    const payloads: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().includes(EXPORT_CALL))
        payloads.push(request.postDataJSON() as Record<string, unknown>);
    });

    await list(page)
      .getByRole("button", { name: /^导\s?出$/ })
      .click();
    await hasText(dialog(page), `共 ${total} 条`);
    await hasText(dialog(page), "最多导出 10000 条");
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      dialog(page).getByRole("button", { name: "开始导出" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^订单列表-\d{8}\.xlsx$/);
    await gone(dialog(page));
    // The pages were asked of the export call with the list's own search (its tab), 100 at a time: the first
    // without a cursor (with the search as the form shows it), each next one with the cursor it was given.
    expect(payloads.length).toBe(Math.ceil(total / 100));
    for (const payload of payloads)
      expect(payload).toMatchObject({ listStatus: expect.anything(), size: 100 });
    expect(payloads[0]).not.toHaveProperty("cursor");
    expect(payloads[0].filterText).toContain("状态：待预约");
    for (const payload of payloads.slice(1)) expect(payload.cursor).toEqual(expect.any(String));

    const data = await readSheet(await fileOf(download));
    const header = data[0];
    expect(header).toEqual(
      expect.arrayContaining(["订单号", "订单状态", "订单金额", "师傅金额", "客户电话", "下单时间"]),
    );
    expect(data.length - 1).toBe(total);
    const amount = header.indexOf("订单金额");
    const mobile = header.indexOf("客户电话");
    const created = header.indexOf("下单时间");
    for (const line of data.slice(1)) {
      if (line[amount] !== null) expect(typeof line[amount]).toBe("number");
      expect(String(line[mobile])).toMatch(/^\d{3}\*+\d{4}/);
      expect(line[created]).toBeInstanceOf(Date);
    }
    expect(data.slice(1).some((line) => typeof line[amount] === "number")).toBe(true);
  });

  it("leaves no file when the export is cancelled while the pages are coming", async () => {
    const page = await newPage({ acceptDownloads: true });
    await openOrders(page);
    let downloads = 0;
    page.on("download", () => {
      downloads += 1;
    });
    // The export call answers slowly: 取消 comes while the first page is on its way.
    await page.route(`**${EXPORT_CALL}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await list(page)
      .getByRole("button", { name: /^导\s?出$/ })
      .click();
    await dialog(page).getByRole("button", { name: "开始导出" }).click();
    await visible(dialog(page).locator(".ant-progress"));
    await dialog(page).getByRole("button", { name: "取消" }).click();
    await gone(dialog(page));
    await page.waitForTimeout(4000);
    expect(downloads).toBe(0);
  });

  it("lists the export in 导出记录 with its list, search and row count", async () => {
    const page = await newPage({ acceptDownloads: true });
    await openOrders(page);
    const total = await totalShown(page);
    await list(page)
      .getByRole("button", { name: /^导\s?出$/ })
      .click();
    await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      dialog(page).getByRole("button", { name: "开始导出" }).click(),
    ]);
    await gone(dialog(page));

    await page.goto("/personal/exports");
    const log = page.locator('[data-tab="/personal/exports"]');
    const row = log.locator(".ant-table-tbody .ant-table-row").first();
    await visible(row);
    await hasText(row, "订单管理列表");
    await hasText(row, String(total));
    await hasText(row, "已完成");
    await hasText(row, "全部");
    await hasText(row, "李明");
    await screenshot(page, "export-log");
  });
});

/** The downloaded file's bytes (the browser runs remotely: read through its stream, not a path). */
async function fileOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
