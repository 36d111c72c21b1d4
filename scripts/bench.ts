/**
 * `npm run bench`: performance figures (design.md §7: measured by a script, never asserted in tests).
 *
 * 1. Routes: for each entry of ROUTES, a cold load in a fresh chromium context against the stand-in serving dist/:
 *    the gzip bytes of the JS and CSS it downloads and the time until it is usable (the route's `ready` element is
 *    visible and the network is idle), the median of RUNS loads, and its JS files above 5 KB (issue 30; detail
 *    pages are loaded with a record of the seed). Authenticated routes reuse the storage state of one login through
 *    the login form. `npm run bundle` gives the same per-route JS from the build's manifest, without a browser.
 * 2. Interactions: each entry of INTERACTIONS is timed on its route (e.g. a tab switch).
 * 3. API: each entry of API_CASES is called REQUESTS times, one at a time, with the console's own HTTP client
 *    (signing, headers) against a stand-in seeded at SEED_SCALE 100000; prints p50 / p95.
 * 4. Login: each entry of LOGIN_FLOWS, from the click on 登录 to the frame or the first rows, timed in the page.
 * 5. Load: LOAD.clients concurrent signed clients for LOAD.seconds on the message list at scale 100k: requests/s,
 *    p50 / p95 / p99 and errors.
 * 6. Head of line: a plain order list call timed while HEAD_OF_LINE.clients clients run the heaviest call of part 3
 *    (and 师傅服务数据) in a loop: does one heavy call stall every other (issue 31 §4)?
 * Parts 3, 5 and 6 are in scripts/benchApi.ts.
 * Everything runs on loopback; the data directories are temporary. Results are also written to bench-results/.
 * What is measured is in scripts/benchCases.ts (routes from the route declarations) and scripts/benchApiCases.ts.
 * BENCH_ONLY=api runs parts 3, 5 and 6 only (no build, no browser): the quick check after a change to a list query.
 * BENCH_ONLY=browser runs parts 1, 2 and 4 only (no stand-in at scale): the check after a change to the console.
 * 7. Export: 导出 of the order list at 10,000 orders, its time and longest main-thread task (scripts/benchExport.ts);
 *    BENCH_ONLY=export runs it alone.
 * 8. Push channel (issue 28): 200 SSE connections held, the order list under them, push latency
 *    (scripts/benchLive.ts); BENCH_ONLY=live runs it alone (not part of the full run: it seeds its own 100k stand-in).
 * 9. Live updates in the console (issue 28): new order → notification, push and polling, and an idle console's
 *    commits and requests (scripts/benchLiveConsole.ts); BENCH_ONLY=live-console runs it alone.
 * 10. Live cost (issue 40): calls per event with 10 order details open, a colleague's change → shown (p50 / p95), JS
 *    heap and DOM nodes after the eight lists, 60 order details and the lists again (scripts/benchLiveCost.ts);
 *    BENCH_ONLY=live-cost runs it alone (BENCH_STATIC_DIR serves another build, BENCH_SOAK_MINUTES adds a soak).
 */
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
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
import { ADMIN_PREFETCH_MARK } from "../src/pages/login/prefetchAdmin";
import {
  DEFAULT_READY,
  INTERACTIONS,
  LOGIN_FLOWS,
  ROUTES,
  type LoginFlowCase,
  type RouteCase,
} from "./benchCases";
import { apiReport } from "./benchApi";
import { exportReport } from "./benchExport";
import { liveReport } from "./benchLive";
import { liveConsoleReport } from "./benchLiveConsole";
import { liveCostReport } from "./benchLiveCost";
import { RESULTS_DIR, table } from "./benchFormat";

const RUNS = 3;
/** A route's JS files above this size (gzip bytes) are listed under the cold loads. */
const TOP_CHUNK_BYTES = 5 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** A script's file name without its directory and content hash (`…/assets/table-DHz_YwO8.js` → `table`). */
const chunkName = (url: string) =>
  new URL(url).pathname
    .split("/")
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, "") ?? url;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

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
  /** JS fetched ahead of time by the page once idle (the login page's admin prefetch), not needed to use it. */
  prefetchGz: number;
  /** Its JS files above TOP_CHUNK_BYTES (gzip), largest first (issue 30: what each route pays for). */
  topChunks?: { name: string; bytes: number }[];
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
): Promise<{
  scripts: string[];
  prefetched: string[];
  styles: string[];
  ms: number;
  finalPath: string;
  page: Page;
}> {
  const context = await browser.newContext({
    baseURL,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    storageState: route.auth ? storageState : undefined,
  });
  const page = await context.newPage();
  const network = trackRequests(page);
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
  await network.quiet(500);
  // Requests made after the page's prefetch mark (src/pages/login/prefetchAdmin.ts) are not the route's own.
  const timing = await page.evaluate((markName) => {
    const mark = performance.getEntriesByName(markName, "mark")[0]?.startTime ?? Infinity;
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      late: entries.filter((e) => e.startTime >= mark).map((e) => e.name),
      doneAt: Math.max(0, ...entries.filter((e) => e.startTime < mark).map((e) => e.responseEnd)),
    };
  }, ADMIN_PREFETCH_MARK);
  const late = new Set(timing.late);
  const finalPath = new URL(page.url()).pathname;
  return {
    scripts: [...scripts].filter((u) => !late.has(u)),
    prefetched: [...scripts].filter((u) => late.has(u)),
    styles: [...styles].filter((u) => !late.has(u)),
    ms: Math.max(visibleAt, timing.doneAt),
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
    let row: RouteFigures = {
      path: route.path,
      jsGz: 0,
      cssGz: 0,
      jsFiles: 0,
      prefetchGz: 0,
      ms: null,
      note: "",
    };
    try {
      for (let run = 0; run < RUNS; run++) {
        const load = await coldLoad(browser, baseURL, route, storageState);
        await load.page.context().close();
        times.push(load.ms);
        if (run > 0) continue;
        const js = await Promise.all(load.scripts.map(gzipSize));
        const topChunks = load.scripts
          .map((url, i) => ({ name: chunkName(url), bytes: js[i].bytes }))
          .filter((chunk) => chunk.bytes > TOP_CHUNK_BYTES)
          .sort((a, b) => b.bytes - a.bytes);
        const css = await Promise.all(load.styles.map(gzipSize));
        const prefetched = await Promise.all(load.prefetched.map(gzipSize));
        const plain = [...js, ...css].some((s) => s.sentPlain);
        row = {
          path: route.path,
          jsGz: js.reduce((sum, s) => sum + s.bytes, 0),
          cssGz: css.reduce((sum, s) => sum + s.bytes, 0),
          jsFiles: js.length,
          prefetchGz: prefetched.reduce((sum, s) => sum + s.bytes, 0),
          topChunks,
          ms: null,
          note: [
            load.finalPath !== route.path.split("?")[0] ? `ended on ${load.finalPath}` : "",
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
        prefetchGz: 0,
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
        prefetchGz: 0,
        ms: null,
        note: `failed: ${(error as Error).message.split("\n")[0]}`,
        interaction: true,
      });
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Login flows

interface LoginFigures {
  name: string;
  ms: number | null;
  note: string;
}

/**
 * The live push channel (src/api/live.ts `events`): one streamed request that stays open while the page lives, so
 * a page with it is never "network idle"; the waits below leave it out.
 */
const isLiveStream = (url: string) => new URL(url).pathname.endsWith("/events");

/**
 * Counts a page's requests in flight (but the live stream); `quiet(ms)` resolves once none has been in flight for
 * `ms` (Playwright's "networkidle" with 500 ms, without the stream).
 */
function trackRequests(page: Page): { quiet: (ms: number) => Promise<void> } {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    changedAt = Date.now();
  };
  const counted = (request: { url(): string }) => !isLiveStream(request.url());
  page.on("request", (request) => counted(request) && change(1));
  page.on("requestfinished", (request) => counted(request) && change(-1));
  page.on("requestfailed", (request) => counted(request) && change(-1));
  return {
    quiet: async (ms) => {
      const deadline = Date.now() + 30_000;
      while (inFlight > 0 || Date.now() - changedAt < ms) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after 30 s (${inFlight})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** One login through the form: ms from the click on 登录 until `flow.done` is on screen (after its next frame). */
async function loginOnce(browser: Browser, baseURL: string, flow: LoginFlowCase): Promise<number> {
  const context = await browser.newContext({
    baseURL,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    const network = trackRequests(page);
    await page.goto(flow.start);
    await page.getByPlaceholder("请输入用户名").fill("demo");
    await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
    // Left idle as a user typing would be: the login page's prefetch started (on focus at the latest) and ended.
    // (Playwright's "networkidle" is no such wait: it is reached once, at load, before the prefetch starts.)
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark, "mark").length > 0,
      ADMIN_PREFETCH_MARK,
    );
    await network.quiet(500);
    return await page.evaluate(
      (done) =>
        new Promise<number>((resolve, reject) => {
          const button = [...document.querySelectorAll<HTMLButtonElement>("button[type=submit]")].find(
            (b) => b.offsetParent !== null && b.textContent?.trim() === "登录",
          );
          if (!button) return reject(new Error("no visible 登录 button"));
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(done)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          });
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => reject(new Error(`${done} not shown after 30 s`)), 30_000);
          button.click();
        }),
      flow.done,
    );
  } finally {
    await context.close();
  }
}

async function benchLoginFlows(browser: Browser, baseURL: string): Promise<LoginFigures[]> {
  const figures: LoginFigures[] = [];
  for (const flow of LOGIN_FLOWS) {
    try {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await loginOnce(browser, baseURL, flow));
      figures.push({ name: flow.name, ms: median(times), note: "" });
    } catch (error) {
      figures.push({ name: flow.name, ms: null, note: `failed: ${(error as Error).message.split("\n")[0]}` });
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (process.env.BENCH_ONLY === "live") {
    const { live, failures } = await liveReport();
    writeResults({ live });
    return failures > 0 ? 1 : 0;
  }
  if (process.env.BENCH_ONLY === "api") {
    const { api, failures } = await apiReport();
    writeResults({ api });
    return failures > 0 ? 1 : 0;
  }
  if (process.env.BENCH_ONLY === "live-cost") {
    // BENCH_STATIC_DIR: a build of its own (e.g. before / after a change), served as it is.
    if (!process.env.BENCH_STATIC_DIR && (await ensureBuilt()) !== 0) return 1;
    const { liveCost, failures } = await liveCostReport();
    writeResults({ liveCost });
    return failures > 0 ? 1 : 0;
  }
  if ((await ensureBuilt()) !== 0) return 1;
  if (process.env.BENCH_ONLY === "live-console") {
    const { liveConsole, failures } = await liveConsoleReport();
    writeResults({ liveConsole });
    return failures > 0 ? 1 : 0;
  }
  if (process.env.BENCH_ONLY === "export") {
    const { exports, failures } = await exportReport();
    writeResults({ exports });
    return failures;
  }

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
  let logins: LoginFigures[] = [];
  try {
    await waitForHttp(`${baseURL}/`, { timeoutMs: 180_000, child: server });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    routes = await benchRoutes(browser, baseURL);
    logins = await benchLoginFlows(browser, baseURL);
  } finally {
    await browser?.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(`\nCold loads (median of ${RUNS}; sizes: gzip bytes of the JS and CSS downloaded)\n`);
  console.log(
    table([
      ["route", "JS gz KB", "JS files", "CSS gz KB", "prefetch KB", "ms", "note"],
      ...routes
        .filter((r) => !r.interaction)
        .map((r) => [
          r.path,
          kb(r.jsGz),
          String(r.jsFiles),
          kb(r.cssGz),
          kb(r.prefetchGz),
          r.ms === null ? "n/a" : r.ms.toFixed(0),
          r.note,
        ]),
    ]),
  );
  console.log(`\nEach route's JS files above ${kb(TOP_CHUNK_BYTES)} KB (gzip KB, largest first)\n`);
  for (const r of routes.filter((route) => !route.interaction && route.topChunks)) {
    console.log(`${r.path}  ${kb(r.jsGz)} KB`);
    console.log(`    ${(r.topChunks ?? []).map((c) => `${c.name} ${kb(c.bytes)}`).join(", ")}`);
  }
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

  console.log(`\nLogin (median of ${RUNS}; from the click on 登录, the login page left idle first)\n`);
  console.log(
    table([
      ["flow", "ms", "note"],
      ...logins.map((l) => [l.name, l.ms === null ? "n/a" : l.ms.toFixed(0), l.note]),
    ]),
  );

  const browserFailures =
    routes.filter((r) => r.ms === null).length + logins.filter((l) => l.ms === null).length;
  if (process.env.BENCH_ONLY === "browser") {
    writeResults({ routes, logins });
    return browserFailures > 0 ? 1 : 0;
  }
  const { api, failures: apiFailures } = await apiReport();
  const { exports, failures: exportFailures } = await exportReport();
  writeResults({ routes, logins, api, exports });
  const failures = browserFailures + apiFailures + exportFailures;
  return failures > 0 ? 1 : 0;
}

function writeResults(results: Record<string, unknown>): void {
  const file = path.join(RESULTS_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
