/**
 * `npm run bench`: performance figures (design.md §7: measured by a script, never asserted in tests).
 *
 * 1. Routes: for each entry of ROUTES, a cold load in a fresh chromium context against the stand-in serving dist/:
 *    the gzip bytes of the JS and CSS it downloads and the time until it is usable (the route's `ready` element is
 *    visible and the network is idle), the median of RUNS loads. Authenticated routes reuse the storage state of
 *    one login through the login form.
 * 2. Interactions: each entry of INTERACTIONS is timed on its route (e.g. a tab switch).
 * 3. API: each entry of API_CASES is called REQUESTS times, one at a time, with the console's own HTTP client
 *    (signing, headers) against a stand-in seeded at SEED_SCALE 100000; prints p50 / p95.
 * Everything runs on loopback; the data directories are temporary. Results are also written to bench-results/.
 * Extend the three lists below; nothing else needs to change.
 */
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import * as api from "../src/api";
import type { Endpoint } from "../src/api/endpoint";
import { config } from "../src/config";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  DEMO_PASSWORD,
  ensureBuilt,
  freePort,
  ROOT,
  startStandIn,
  stopChild,
  waitForHttp,
} from "./lib.mjs";
import { loginThroughApi, type BenchClient } from "./benchClient";

// ---------------------------------------------------------------------------------------------------------------
// What is measured

interface RouteCase {
  path: string;
  /** Needs a logged-in session (the demo account). */
  auth: boolean;
  /** Selector of the element that makes the page usable; default DEFAULT_READY. */
  ready?: string;
}

const DEFAULT_READY = "main, form, [role=main], .ant-result";

const ROUTES: RouteCase[] = [
  { path: "/login", auth: false, ready: "form" },
  { path: "/dashboard", auth: true },
  { path: "/message/index", auth: true },
  { path: "/404", auth: false },
];

interface InteractionCase {
  name: string;
  /** Route opened (cold, logged in when `auth`) before the interaction. */
  route: RouteCase;
  /**
   * The interaction; resolves when its result is usable. Only this is timed, unless it resolves with a number: the
   * duration the page measured itself (ms), which is then used instead.
   */
  run: (page: Page) => Promise<void | number>;
}

/**
 * Tab switch of the admin layout (src/layout/tabs): from the click on a kept-alive tab to the first frame of the
 * revealed page, as measured in the page (performance measure "tab-switch"). 我的消息 is opened first, then 首页,
 * and the switch back to 我的消息 (a page with a loaded table) is measured.
 */
async function tabSwitchBack(page: Page): Promise<number> {
  const tab = (title: string) => page.locator(".tabs-view [role=tab]", { hasText: title });
  await page.locator(".ant-table-row").first().waitFor({ state: "visible", timeout: 30_000 });
  await tab("首页").click();
  await page.waitForFunction(() => performance.getEntriesByName("tab-switch", "measure").length === 1);
  await tab("我的消息").click();
  const handle = await page.waitForFunction(() => {
    const entries = performance.getEntriesByName("tab-switch", "measure");
    return entries.length === 2 ? entries[1].duration : null;
  });
  return (await handle.jsonValue()) as number;
}

const INTERACTIONS: InteractionCase[] = [
  {
    name: "tab switch (首页 → 我的消息, kept alive)",
    route: { path: "/message/index", auth: true },
    run: tabSwitchBack,
  },
];

interface ApiCase {
  name: string;
  call: (client: BenchClient, i: number) => Promise<unknown>;
}

/** An API case calling `endpoint` with `payload(i)` for the i-th request. */
function apiCase<Req, Res>(name: string, endpoint: Endpoint<Req, Res>, payload: (i: number) => Req): ApiCase {
  return { name, call: (client, i) => client.call(endpoint, payload(i), { silent: true }) };
}

const PAGE_SIZES = [10, 20, 50];
const API_CASES: ApiCase[] = [
  apiCase("message queryMsgRecordPage", api.message.queryMsgRecordPage, (i) => ({
    platform: config.platform,
    current: 1 + (i % 25),
    size: PAGE_SIZES[i % PAGE_SIZES.length],
    isRead: i % 3 === 0 ? undefined : ((i % 2) as 0 | 1),
    keyword: i % 7 === 0 ? "订单" : undefined,
  })),
];

const RUNS = 3;
const REQUESTS = 200;
const WARMUP = 10;
const API_SEED_SCALE = "100000";
const RESULTS_DIR = path.join(ROOT, "bench-results");

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const last = widths.length - 1;
  const cellText = (cell: string, col: number) =>
    col === 0 || col === last ? cell.padEnd(widths[col]) : cell.padStart(widths[col]);
  return rows.map((row) => row.map(cellText).join("  ").trimEnd()).join("\n");
}

interface GzipSize {
  bytes: number;
  /** The server sent a body of 1 KB or more without compression (then `bytes` is gzip -9 of it). */
  sentPlain: boolean;
}

/** Bytes of `url` as the server sends it gzip-encoded; gzip -9 of the body when the server sends it plain. */
const gzipSizes = new Map<string, Promise<GzipSize>>();
function gzipSize(url: string): Promise<GzipSize> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = new Promise((resolve, reject) => {
      const req = httpRequest(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          if (res.headers["content-encoding"] === "gzip") resolve({ bytes: body.length, sentPlain: false });
          else resolve({ bytes: gzipSync(body, { level: 9 }).length, sentPlain: body.length >= 1024 });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
    gzipSizes.set(url, size);
  }
  return size;
}

// ---------------------------------------------------------------------------------------------------------------
// Routes

interface RouteFigures {
  /** An entry of INTERACTIONS (then only `ms` and `note` apply). */
  interaction?: boolean;
  path: string;
  jsGz: number;
  cssGz: number;
  jsFiles: number;
  ms: number | null;
  note: string;
}

async function loginState(browser: Browser, baseURL: string): Promise<BrowserContextOptions["storageState"]> {
  const context = await browser.newContext({ baseURL, locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByPlaceholder("请输入用户名").fill("demo");
  await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /登\s?录/ }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One cold load: resolves with the JS/CSS URLs loaded and the ms until usable. */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  route: RouteCase,
  storageState: BrowserContextOptions["storageState"],
): Promise<{ scripts: string[]; styles: string[]; ms: number; finalPath: string; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    storageState: route.auth ? storageState : undefined,
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script") scripts.add(response.url());
    if (type === "stylesheet") styles.add(response.url());
  });
  await page.goto(route.path, { waitUntil: "domcontentloaded" });
  await page
    .locator(route.ready ?? DEFAULT_READY)
    .first()
    .waitFor({ state: "visible", timeout: 30_000 });
  const visibleAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState("networkidle", { timeout: 30_000 });
  const networkDoneAt = await page.evaluate(() =>
    Math.max(
      0,
      ...performance.getEntriesByType("resource").map((e) => (e as PerformanceResourceTiming).responseEnd),
    ),
  );
  const finalPath = new URL(page.url()).pathname;
  return {
    scripts: [...scripts],
    styles: [...styles],
    ms: Math.max(visibleAt, networkDoneAt),
    finalPath,
    page,
  };
}

async function benchRoutes(browser: Browser, baseURL: string): Promise<RouteFigures[]> {
  const needsLogin = ROUTES.some((r) => r.auth) || INTERACTIONS.some((i) => i.route.auth);
  const storageState = needsLogin ? await loginState(browser, baseURL) : undefined;
  const figures: RouteFigures[] = [];
  for (const route of ROUTES) {
    const times: number[] = [];
    let row: RouteFigures = { path: route.path, jsGz: 0, cssGz: 0, jsFiles: 0, ms: null, note: "" };
    try {
      for (let run = 0; run < RUNS; run++) {
        const load = await coldLoad(browser, baseURL, route, storageState);
        await load.page.context().close();
        times.push(load.ms);
        if (run > 0) continue;
        const js = await Promise.all(load.scripts.map(gzipSize));
        const css = await Promise.all(load.styles.map(gzipSize));
        const plain = [...js, ...css].some((s) => s.sentPlain);
        row = {
          path: route.path,
          jsGz: js.reduce((sum, s) => sum + s.bytes, 0),
          cssGz: css.reduce((sum, s) => sum + s.bytes, 0),
          jsFiles: js.length,
          ms: null,
          note: [
            load.finalPath !== route.path ? `ended on ${load.finalPath}` : "",
            plain ? "files of 1 KB+ served uncompressed (counted as gzip -9)" : "",
          ]
            .filter(Boolean)
            .join("; "),
        };
      }
      row.ms = median(times);
    } catch (error) {
      row.note = `failed: ${(error as Error).message.split("\n")[0]}`;
    }
    figures.push(row);
  }

  for (const interaction of INTERACTIONS) {
    try {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const load = await coldLoad(browser, baseURL, interaction.route, storageState);
        const start = performance.now();
        const measured = await interaction.run(load.page);
        times.push(typeof measured === "number" ? measured : performance.now() - start);
        await load.page.context().close();
      }
      figures.push({
        path: interaction.name,
        jsGz: 0,
        cssGz: 0,
        jsFiles: 0,
        ms: median(times),
        note: "",
        interaction: true,
      });
    } catch (error) {
      figures.push({
        path: interaction.name,
        jsGz: 0,
        cssGz: 0,
        jsFiles: 0,
        ms: null,
        note: `failed: ${(error as Error).message.split("\n")[0]}`,
        interaction: true,
      });
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// API latency at scale

interface ApiFigures {
  name: string;
  requests: number;
  failed: number;
  p50: number;
  p95: number;
}

async function benchApi(): Promise<{ seedSeconds: number; figures: ApiFigures[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-bench-100k-"));
  const port = await freePort();
  const server = startStandIn(
    { PORT: String(port), DATA_DIR: dataDir, SEED_SCALE: API_SEED_SCALE, API_ONLY: "1", STATIC_DIR: "" },
    { stdio: "pipe" },
  );
  const log = createWriteStream(path.join(RESULTS_DIR, "standin-100k.log"));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    const started = performance.now();
    console.log(
      `Seeding a stand-in at SEED_SCALE=${API_SEED_SCALE} (log: bench-results/standin-100k.log) ...`,
    );
    await waitForHttp(`http://127.0.0.1:${port}/api/`, { timeoutMs: 15 * 60_000, child: server });
    const seedSeconds = (performance.now() - started) / 1000;
    const client = await loginThroughApi(`http://127.0.0.1:${port}/api`, "demo", DEMO_PASSWORD);
    const figures: ApiFigures[] = [];
    for (const apiCaseItem of API_CASES) {
      for (let i = 0; i < WARMUP; i++) await apiCaseItem.call(client, i).catch(() => undefined);
      const times: number[] = [];
      let failed = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        try {
          await apiCaseItem.call(client, i);
        } catch {
          failed += 1;
        }
        times.push(performance.now() - start);
      }
      figures.push({
        name: apiCaseItem.name,
        requests: REQUESTS,
        failed,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      });
    }
    return { seedSeconds, figures };
  } finally {
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  if ((await ensureBuilt()) !== 0) return 1;

  const dataDir = await mkdtemp(path.join(tmpdir(), "console-bench-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startStandIn(
    { PORT: String(port), STATIC_DIR: "dist", DATA_DIR: dataDir },
    { stdio: "pipe" },
  );
  const log = createWriteStream(path.join(RESULTS_DIR, "standin.log"));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  let browser: Browser | undefined;
  let routes: RouteFigures[] = [];
  try {
    await waitForHttp(`${baseURL}/`, { timeoutMs: 180_000, child: server });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    routes = await benchRoutes(browser, baseURL);
  } finally {
    await browser?.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(`\nCold loads (median of ${RUNS}; sizes: gzip bytes of the JS and CSS downloaded)\n`);
  console.log(
    table([
      ["route", "JS gz KB", "JS files", "CSS gz KB", "ms", "note"],
      ...routes
        .filter((r) => !r.interaction)
        .map((r) => [
          r.path,
          kb(r.jsGz),
          String(r.jsFiles),
          kb(r.cssGz),
          r.ms === null ? "n/a" : r.ms.toFixed(0),
          r.note,
        ]),
    ]),
  );
  const interactions = routes.filter((r) => r.interaction);
  if (interactions.length > 0) {
    console.log(`\nInteractions (median of ${RUNS})\n`);
    console.log(
      table([
        ["interaction", "ms", "note"],
        ...interactions.map((r) => [r.path, r.ms === null ? "n/a" : r.ms.toFixed(0), r.note]),
      ]),
    );
  }

  const { seedSeconds, figures } = await benchApi();
  console.log(
    `\nStand-in API at SEED_SCALE=${API_SEED_SCALE} (ready after ${seedSeconds.toFixed(1)} s; ${REQUESTS} sequential requests each)\n`,
  );
  console.log(
    table([
      ["call", "p50 ms", "p95 ms", "failed"],
      ...figures.map((f) => [f.name, f.p50.toFixed(1), f.p95.toFixed(1), String(f.failed)]),
    ]),
  );

  const file = path.join(RESULTS_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify({ routes, api: { seedScale: API_SEED_SCALE, seedSeconds, figures } }, null, 2),
  );
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
  const failures = routes.filter((r) => r.ms === null).length + figures.filter((f) => f.failed > 0).length;
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
