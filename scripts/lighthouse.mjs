// `npm run lighthouse`: the Lighthouse (desktop) accessibility and best-practices scores of /login, /dashboard and
// /message/index (issue 14), logged in as demo for the last two.
// `npm run lighthouse:perf` (`--performance`): Lighthouse's performance in its default mobile setting (simulated slow
// 4G, 4× CPU) on /login, /dashboard, /order/index and /worker/index (issue 44): the score, LCP, total blocking time,
// CLS, the requests and the JavaScript files the page loaded, from the median of RUNS runs per route (default 3; by
// the score, with the scores' range beside it). Figures are printed, never asserted.
// Each run starts with Lighthouse's own reset of the origin's storage, which clears the browser's cache and keeps
// localStorage (where the session is): every run is a first visit's cold load, as Lighthouse's defaults measure it.
// Both build the console if stale and serve it with a stand-in on a free port. Lighthouse is not a dependency of the
// project (it is large, needs Node 22 by its engines field though it runs on 20, and CI does not run it): install it
// beside the project first, without saving it: `npm install --no-save lighthouse@13`, or anywhere else and name its
// folder in LIGHTHOUSE (e.g. LIGHTHOUSE=/tmp/lh/node_modules/lighthouse/core/index.js).
import { chromium } from "playwright-core";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  ensureBuilt,
  freePort,
  logInAsDemo,
  startStandIn,
  stopChild,
  waitForHttp,
} from "./lib.mjs";

const PERFORMANCE = process.argv.includes("--performance");
const ROUTES = PERFORMANCE
  ? ["/login", "/dashboard", "/order/index", "/worker/index"]
  : ["/login", "/dashboard", "/message/index"];

let lighthouse;
try {
  ({ default: lighthouse } = await import(process.env.LIGHTHOUSE ?? "lighthouse"));
} catch {
  console.error("Lighthouse is not installed: run `npm install --no-save lighthouse@13` first.");
  process.exit(1);
}

if ((await ensureBuilt()) !== 0) process.exit(1);
const port = await freePort();
const debuggingPort = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), "console-lighthouse-"));
const server = startStandIn(
  { PORT: String(port), STATIC_DIR: "dist", DATA_DIR: dataDir },
  { stdio: "ignore" },
);
const base = `http://127.0.0.1:${port}`;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
// A persistent context: Lighthouse opens its page in the browser's default context, where the login is kept.
const context = await chromium.launchPersistentContext(path.join(dataDir, "profile"), {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});
try {
  await waitForHttp(`${base}/login`, { child: server });
  const rows = [];
  for (const route of ROUTES) {
    if (route !== "/login" && rows.length === 1) {
      const page = await context.newPage();
      await logInAsDemo(page, base);
    }
    const flags = { port: debuggingPort, output: "json", logLevel: "error" };
    if (PERFORMANCE) {
      // Lighthouse's defaults: mobile form factor and screen, simulated throttling.
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const { lhr } = await lighthouse(`${base}${route}`, { ...flags, onlyCategories: ["performance"] });
        runs.push(lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      rows.push(performanceRow(route, runs[Math.floor(runs.length / 2)], runs));
      if (rows.length === 1)
        console.log(`Lighthouse ${runs[0].lighthouseVersion}, mobile (default settings)`);
      continue;
    }
    const { lhr } = await lighthouse(`${base}${route}`, {
      ...flags,
      onlyCategories: ["accessibility", "best-practices"],
      formFactor: "desktop",
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    });
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    rows.push({
      route,
      shown: new URL(lhr.finalDisplayedUrl).pathname,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      "best practices": Math.round(lhr.categories["best-practices"].score * 100),
      "audits below 1": failing.join(", ") || "-",
    });
    if (rows.length === 1) console.log(`Lighthouse ${lhr.lighthouseVersion}, desktop`);
  }
  console.table(rows);
} finally {
  await context.close();
  await stopChild(server);
  await rm(dataDir, { recursive: true, force: true });
}

/** One route's performance figures from its median Lighthouse result (`runs`, sorted by score: their range). */
function performanceRow(route, lhr, runs) {
  const score = (result) => Math.round(result.categories.performance.score * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    route,
    shown: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score(lhr),
    "of runs": `${score(runs[0])}–${score(runs.at(-1))}`,
    "LCP s": (value("largest-contentful-paint") / 1000).toFixed(1),
    "TBT ms": Math.round(value("total-blocking-time")),
    CLS: value("cumulative-layout-shift").toFixed(3),
    requests: requests.length,
    "JS files": requests.filter((item) => item.resourceType === "Script").length,
  };
}
