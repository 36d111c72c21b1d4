/**
 * The live channel seen from the console (issue 28 figures; `BENCH_ONLY=live-console npx tsx scripts/bench.ts`):
 * a stand-in (demo seed, development pages on) serving dist/, one chromium console logged in as demo, per transport
 * (push; polling every POLL_MS, switched with the per-browser override of src/providers/live/settings.ts):
 * (a) latency: a new order written through the development page → its notification in the open console, timed by
 *     a MutationObserver in the page (same machine clock), p50 / p95 over WRITES orders;
 * (b) idle: the console left with nothing new for IDLE_ROUNDS intervals: React commits (counted through the React
 *     DevTools global hook, which React calls on every commit, also in a production build) and requests, per
 *     interval (push: per POLL_MS too, for comparison).
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { SEED_PROVIDERS } from "../mocks/accounts/seed/accounts";
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
import { percentile } from "./benchLoad";

const WRITES = Number(process.env.LIVE_CONSOLE_WRITES ?? 20);
const POLL_MS = Number(process.env.LIVE_CONSOLE_POLL_MS ?? 5_000);
const IDLE_ROUNDS = 4;

export interface LiveConsoleFigures {
  transport: "push" | "poll";
  pollMs: number;
  writes: number;
  missing: number;
  /** Which writes (0-based) showed no notification in time. */
  missedAt: number[];
  p50: number;
  p95: number;
  idleMs: number;
  commitsPerInterval: number;
  requestsPerInterval: number;
  requestNames: string[];
}

declare global {
  interface Window {
    __noticeTimes?: number[];
    __commits?: number;
  }
}

/** Before any script of the page: the notice recorder, the commit counter and the transport override. */
function instrument(override: unknown) {
  return `(() => {
    const override = ${JSON.stringify(override)};
    if (override) localStorage.setItem("console.live.override", JSON.stringify(override));
    window.__noticeTimes = [];
    window.__commits = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() { return 1; },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() { window.__commits += 1; },
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
    };
    const seen = new WeakSet();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll(".ant-notification-notice")) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        window.__noticeTimes.push(Date.now());
      }
    }).observe(document, { childList: true, subtree: true });
  })();`;
}

async function createOrder(baseURL: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/__dev__/live/order`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ providerId: SEED_PROVIDERS.demo.id }),
  });
  if (!response.ok) throw new Error(`新订单 answered ${response.status}`);
}

const noticeCount = (page: Page) => page.evaluate(() => window.__noticeTimes?.length ?? 0);

/** The push (or poll) figures of one console; also run by scripts/benchLiveCost.ts against its own stand-in. */
export async function measureNewOrders(
  browser: Browser,
  baseURL: string,
  transport: "push" | "poll",
): Promise<LiveConsoleFigures> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
  });
  try {
    await context.addInitScript(instrument(transport === "poll" ? { transport, pollMs: POLL_MS } : null));
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes("/live/events")) requests.push(new URL(request.url()).pathname);
    });
    const opened =
      transport === "push"
        ? page.waitForResponse((r) => r.url().includes("/live/events") && r.status() === 200, {
            timeout: 30_000,
          })
        : Promise.resolve();
    await page.goto("/login");
    await page.getByPlaceholder("请输入用户名").fill("demo");
    await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: /登\s?录/ }).click();
    await page.waitForURL("**/dashboard");
    await opened;
    // Not "networkidle": the push stream is a request that never ends.
    await page.getByText("待派单订单").first().waitFor();
    await page.waitForTimeout(2_000);

    // (a) latency
    const latencies: number[] = [];
    const missedAt: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const before = await noticeCount(page);
      const start = Date.now();
      await createOrder(baseURL);
      try {
        await page.waitForFunction((n) => (window.__noticeTimes?.length ?? 0) > n, before, {
          timeout: (transport === "poll" ? POLL_MS : 0) + 10_000,
          polling: 50,
        });
        const shownAt = await page.evaluate((n) => window.__noticeTimes?.[n] ?? 0, before);
        latencies.push(shownAt - start);
      } catch {
        missedAt.push(i);
      }
      // Apart enough not to be gathered into one notification; polling: at a random point of the interval (else each
      // write would come right after a round, and every latency would be the same).
      await page.waitForTimeout(500 + (transport === "poll" ? Math.random() * POLL_MS : 0));
    }

    // (b) idle: once the notifications have closed and the refreshes they caused are done
    await page.locator(".ant-notification-notice").first().waitFor({ state: "detached", timeout: 20_000 });
    await page.waitForTimeout(3_000);
    const idleMs = POLL_MS * IDLE_ROUNDS;
    const commitsBefore = await page.evaluate(() => window.__commits ?? 0);
    requests.length = 0;
    await page.waitForTimeout(idleMs);
    const commits = (await page.evaluate(() => window.__commits ?? 0)) - commitsBefore;
    return {
      transport,
      pollMs: POLL_MS,
      writes: WRITES,
      missing: missedAt.length,
      missedAt,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      idleMs,
      commitsPerInterval: commits / IDLE_ROUNDS,
      requestsPerInterval: requests.length / IDLE_ROUNDS,
      requestNames: [...new Set(requests.map((p) => p.split("/").pop() ?? p))],
    };
  } finally {
    await context.close();
  }
}

export async function liveConsoleReport(): Promise<{ liveConsole: LiveConsoleFigures[]; failures: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-bench-live-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = startStandIn(
    { PORT: String(port), STATIC_DIR: "dist", DATA_DIR: dataDir, STANDIN_DEV_PAGES: "1" },
    { stdio: "pipe" },
  );
  const log = createWriteStream(path.join(RESULTS_DIR, "standin-live-console.log"));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  let browser: Browser | undefined;
  const figures: LiveConsoleFigures[] = [];
  try {
    await waitForHttp(`${baseURL}/`, { timeoutMs: 180_000, child: server });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const only = process.env.LIVE_CONSOLE_ONLY;
    for (const transport of ["push", "poll"] as const) {
      if (!only || only === transport) figures.push(await measureNewOrders(browser, baseURL, transport));
    }
  } finally {
    await browser?.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLive updates in the console (new order → its notification; idle: ${IDLE_ROUNDS} intervals of ${POLL_MS} ms)\n`,
  );
  console.log(
    table([
      [
        "transport",
        "writes",
        "missing",
        "p50 ms",
        "p95 ms",
        "commits / interval",
        "requests / interval",
        "requests",
      ],
      ...figures.map((f) => [
        f.transport === "poll" ? `poll ${f.pollMs} ms` : "push",
        String(f.writes),
        f.missing ? `${f.missing} (#${f.missedAt.join(", #")})` : "0",
        f.p50.toFixed(0),
        f.p95.toFixed(0),
        f.commitsPerInterval.toFixed(2),
        f.requestsPerInterval.toFixed(2),
        f.requestNames.join(" ") || "—",
      ]),
    ]),
  );
  return { liveConsole: figures, failures: figures.reduce((n, f) => n + f.missing, 0) };
}
