// `npm run layout-shifts -- /dashboard`: what moves while a route loads (issue 44: CLS), with the elements that moved
// and their boxes before and after, for the route given (default /dashboard). Lighthouse's phone: 412 × 823, CPU
// slowed 4×, logged in as demo, a fresh tab; the layout-shift entries of the first 8 s, then their total (the shifts
// that follow an input do not count). Serves dist/ (run `npm run build` first) with a stand-in on a free port.
/* global window -- the page script runs in the browser */
import { chromium } from "playwright-core";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  freePort,
  LIGHTHOUSE_PHONE,
  logInAsDemo,
  startStandIn,
  stopChild,
  waitForHttp,
} from "./lib.mjs";
const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), "cls-"));
const server = startStandIn(
  { PORT: String(port), STATIC_DIR: "dist", DATA_DIR: dataDir },
  { stdio: "ignore" },
);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  await waitForHttp(`${base}/login`, { child: server });
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const page = await context.newPage();
  await logInAsDemo(page, base);
  const route = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/dashboard";
  const p2 = await context.newPage();
  const cdp = await context.newCDPSession(p2);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await p2.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__shifts.push({
          value: e.value,
          t: Math.round(e.startTime),
          recent: e.hadRecentInput,
          sources: (e.sources || []).map((s) => ({
            node: s.node ? (s.node.className || s.node.nodeName) + "" : null,
            html: s.node && s.node.outerHTML ? s.node.outerHTML.slice(0, 160) : null,
            prev: s.previousRect && [
              s.previousRect.x,
              s.previousRect.y,
              s.previousRect.width,
              s.previousRect.height,
            ],
            cur: s.currentRect && [
              s.currentRect.x,
              s.currentRect.y,
              s.currentRect.width,
              s.currentRect.height,
            ],
          })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await p2.goto(`${base}${route}`);
  await p2.waitForTimeout(8000);
  const shifts = await p2.evaluate(() => window.__shifts);
  for (const s of shifts) {
    console.log(s.value.toFixed(4), s.t, s.recent);
    for (const x of s.sources)
      console.log(
        "   ",
        (x.html ?? x.node ?? "").slice(0, 140),
        JSON.stringify(x.prev),
        "->",
        JSON.stringify(x.cur),
      );
  }
  console.log(
    "total",
    shifts.filter((s) => !s.recent).reduce((a, s) => a + s.value, 0),
  );
} finally {
  await browser.close();
  await stopChild(server);
}
