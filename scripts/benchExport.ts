/**
 * Part 7 of `npm run bench` (BENCH_ONLY=export runs it alone): 导出 of the order list (issue 32 §3) against a
 * stand-in seeded at EXPORT_SCALE orders for the demo provider, in chromium on the built console (dist/). Measured
 * in the page: the ms from the click on 开始导出 to the download, and the longest main-thread task meanwhile
 * (PerformanceObserver "longtask": tasks over 50 ms). Aim: 10,000 orders in ≤ 10 s, no task over 200 ms.
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  DEMO_PASSWORD,
  freePort,
  startStandIn,
  stopChild,
  waitForHttp,
} from "./lib.mjs";
import { RESULTS_DIR, table } from "./benchFormat";

/**
 * Orders of the demo provider: the export's cap (mocks/orders/seed/orders.ts: SEED_SCALE raises the demo's orders to
 * it).
 */
export const EXPORT_SCALE = 10_000;
const RUNS = 2;

export interface ExportFigures {
  rows: number;
  /** Median ms from 开始导出 to the download. */
  ms: number | null;
  /** The longest main-thread task seen during the runs (ms), 0 when none passed 50 ms. */
  longestTaskMs: number | null;
  longTasks: number;
  note: string;
}

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

async function exportOnce(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: "zh-CN", acceptDownloads: true });
  try {
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
      }).observe({ type: "longtask", buffered: false });
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByPlaceholder("请输入用户名").fill("demo");
    await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: /登\s?录/ }).click();
    await page.waitForURL((url) => url.pathname !== "/login", { timeout: 60_000 });
    await page.goto("/order/index");
    const list = page.locator('[data-tab="/order/index"]');
    await list.locator(".ant-table-tbody .ant-table-row").first().waitFor({ timeout: 60_000 });
    const total = Number(
      /共\s*(\d+)/.exec(await list.locator(".ant-pagination-total-text").innerText())?.[1],
    );
    await list.getByRole("button", { name: /^导\s?出$/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "开始导出" }).waitFor();
    // Long tasks of the page's loading do not count: from the click on.
    await page.evaluate(() => (window.__longTasks = []));
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 120_000 }).catch(async (error: Error) => {
        // Say how far it got: the dialog's progress text.
        const shown = await dialog.innerText().catch(() => "");
        throw new Error(`${error.message.split("\n")[0]} (${shown.replace(/\s+/g, " ")})`);
      }),
      dialog.getByRole("button", { name: "开始导出" }).click(),
    ]);
    const ms = Date.now() - started;
    const tasks = await page.evaluate(() => window.__longTasks ?? []);
    await download.cancel().catch(() => undefined);
    return { ms, tasks, rows: Math.min(total, 10_000) };
  } finally {
    await context.close();
  }
}

/** Runs the export case on `dist/` (built by the caller) and prints its table. */
export async function exportReport(): Promise<{ exports: ExportFigures; failures: number }> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-bench-export-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startStandIn(
    { PORT: String(port), STATIC_DIR: "dist", DATA_DIR: dataDir, SEED_SCALE: String(EXPORT_SCALE) },
    { stdio: "pipe" },
  );
  const log = createWriteStream(path.join(RESULTS_DIR, "standin-export.log"));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  let browser: Browser | undefined;
  let figures: ExportFigures;
  try {
    await waitForHttp(`${baseURL}/`, { timeoutMs: 300_000, child: server });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await exportOnce(browser, baseURL));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const tasks = runs.flatMap((r) => r.tasks);
    figures = {
      rows: runs[0].rows,
      ms: times[Math.floor((times.length - 1) / 2)],
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      longTasks: tasks.length,
      note: "",
    };
  } catch (error) {
    figures = {
      rows: 0,
      ms: null,
      longestTaskMs: null,
      longTasks: 0,
      note: `failed: ${(error as Error).message.split("\n")[0]}`,
    };
  } finally {
    await browser?.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nExport (median of ${RUNS}; the order list at SEED_SCALE ${EXPORT_SCALE}, from 开始导出 to the download)\n`,
  );
  console.log(
    table([
      ["rows", "ms", "longest task ms", "tasks > 50 ms", "note"],
      [
        String(figures.rows),
        figures.ms === null ? "n/a" : figures.ms.toFixed(0),
        figures.longestTaskMs === null ? "n/a" : figures.longestTaskMs.toFixed(0),
        String(figures.longTasks),
        figures.note,
      ],
    ]),
  );
  return { exports: figures, failures: figures.ms === null ? 1 : 0 };
}
