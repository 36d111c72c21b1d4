// `npm run long-tasks [-- /order/index …]`: the main thread's blocking while a route loads cold (issue 44), on
// Lighthouse's phone (412 × 823) with the CPU really slowed 4× (Chrome's throttling, not Lighthouse's simulation):
// the browser's `longtask` entries of the first 6 s, summed as total blocking time counts them (the part of each task
// beyond 50 ms), the number of long tasks and the longest; the median of RUNS loads (default 7; `RUNS=n`), each in a
// fresh tab with the cache off, logged in as demo. Routes: those given, or /login, /dashboard, /order/index and
// /worker/index. Figures are printed, never asserted.
// Lighthouse's own figure (`npm run lighthouse:perf`) multiplies what it observed on an unslowed CPU, so a run varies by
// ±100 ms; this one varies less between runs, and counts the whole load rather than Lighthouse's window.
// Serves dist/ (built when stale) with a stand-in on a free port.
/* global window -- the page script runs in the browser */
import { chromium } from "playwright-core";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  ensureBuilt,
  freePort,
  LIGHTHOUSE_PHONE,
  logInAsDemo,
  startStandIn,
  stopChild,
  waitForHttp,
} from "./lib.mjs";

const ROUTES = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = ROUTES.length > 0 ? ROUTES : ["/login", "/dashboard", "/order/index", "/worker/index"];
const RUNS = Number(process.env.RUNS ?? 7);
const WATCH_MS = 6000;

if ((await ensureBuilt()) !== 0) process.exit(1);
const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), "long-tasks-"));
const server = startStandIn(
  { PORT: String(port), STATIC_DIR: "dist", DATA_DIR: dataDir },
  { stdio: "ignore" },
);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  await waitForHttp(`${base}/login`, { child: server });
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const login = await context.newPage();
  await logInAsDemo(login, base);
  await login.close();
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const rows = [];
  for (const route of routes) {
    const loads = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${base}${route}`, { waitUntil: "load" });
      await page.waitForTimeout(WATCH_MS);
      const tasks = await page.evaluate(() => window.__longTasks);
      loads.push({
        blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        count: tasks.length,
        longest: Math.max(0, ...tasks),
      });
      await page.close();
    }
    const blocking = loads.map((load) => load.blocking);
    rows.push({
      route,
      "blocking ms (median)": Math.round(median(blocking)),
      "min–max": `${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}`,
      "long tasks": median(loads.map((load) => load.count)),
      "longest ms": Math.round(median(loads.map((load) => load.longest))),
    });
  }
  console.log(`Long tasks of a cold load, CPU 4× slower, 412 × 823, median of ${RUNS}`);
  console.table(rows);
} finally {
  await browser.close();
  await stopChild(server);
  await rm(dataDir, { recursive: true, force: true });
}
