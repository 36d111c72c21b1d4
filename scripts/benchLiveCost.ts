/**
 * What live updates cost an open console, and what many pages cost it (issue 40 figures;
 * `BENCH_ONLY=live-cost npx tsx scripts/bench.ts`). One stand-in (demo seed, development pages on) serving
 * BENCH_STATIC_DIR (default dist/), chromium consoles logged in through the form, a second client signed like the
 * console (scripts/benchClient.ts) for what colleagues write:
 * 1. calls per event: on /order/index with 10 order details open in kept tabs, a new order a second for
 *    LIVE_COST_EVENTS seconds (the development page): the API calls the console makes (the push stream left out),
 *    per event and per second; and one 预约 by a colleague (`limited`) of an order whose detail is open but hidden;
 * 2. push latency: a change made by a colleague → shown in the open console, p50 / p95 (nearest rank): a message
 *    read elsewhere → the bell's count (LIVE_COST_CHANGES of them), a 预约 → the open detail's status (5 of them);
 *    new orders → notification: scripts/benchLiveConsole.ts's push case;
 * 3. memory: JS heap and DOM nodes after a forced GC, after the eight list pages, after 60 order details, after the
 *    lists again; then the calls per event with all those tabs;
 * 4. BENCH_SOAK_MINUTES (default 0: off) of a new order a second on the same pages, the heap printed each minute, in a
 *    chromium without Playwright's network instrumentation (scripts/benchSoak.ts).
 * A change that never shows counts as missing after WAIT_MS; the figures are printed, never asserted.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { loginThroughApi, type BenchClient } from "./benchClient";
import { RESULTS_DIR } from "./benchFormat";
import { measureNewOrders } from "./benchLiveConsole";
import {
  latencyOf,
  printLiveCost,
  topNames,
  type CallsFigures,
  type LatencyFigures,
  type LiveCostFigures,
  type MemoryFigures,
} from "./benchLiveCostFormat";
import { openStream, loginToken } from "./benchLiveClient";
import * as on from "./benchLiveCostConsole";
import { soak } from "./benchSoak";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  DEMO_PASSWORD,
  freePort,
  startStandIn,
  stopChild,
  waitForHttp,
} from "./lib.mjs";

const EVENTS = Number(process.env.LIVE_COST_EVENTS ?? 20);
const CHANGES = Number(process.env.LIVE_COST_CHANGES ?? 20);
const APPOINTMENTS = 5;
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
const WAIT_MS = 5_000;
const DETAIL = "/order/watch/detail?orderNo=";
const LISTS = [
  "/order/index",
  "/order/staylist",
  "/order/settledlist",
  "/order/earlywarning",
  "/aftersales/index",
  "/aftersales/serverlist",
  "/worker/index",
  "/bill/index",
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Bench {
  browser: Browser;
  baseURL: string;
  /** Events heard on the push channel so far (demo's). */
  heard: () => number;
  createOrder: () => Promise<unknown>;
  colleague: BenchClient;
  /** Another session of demo (messages are per account). */
  demo: BenchClient;
}

/** A new order a second for `events` s, then what the console called for them (trailing calls included). */
async function eventsCost(
  bench: Bench,
  target: on.Console,
  name: string,
  events: number,
): Promise<CallsFigures> {
  await target.calls.quiet(1_000);
  target.calls.reset();
  const heard = bench.heard();
  const start = Date.now();
  for (let i = 0; i < events; i++) {
    await bench.createOrder();
    await sleep(Math.max(0, start + (i + 1) * 1_000 - Date.now()));
  }
  await target.calls.quiet(2_000);
  const { names } = target.calls;
  const seconds = (Date.now() - start) / 1_000;
  return { name, events, seconds, calls: names.length, heard: bench.heard() - heard, top: topNames(names) };
}

async function callsCase(bench: Bench, orders: string[], awaiting: string): Promise<CallsFigures[]> {
  const target = await on.openConsole(bench.browser, bench.baseURL);
  try {
    await on.go(target, "/order/index");
    // The colleague's order among the ten, hidden behind the list in the end.
    for (const orderNo of [awaiting, ...orders.filter((o) => o !== awaiting).slice(0, 9)]) {
      await on.go(target, DETAIL + orderNo);
    }
    await on.go(target, "/order/index");
    const figures = [await eventsCost(bench, target, "new orders, 10 details open, on /order/index", EVENTS)];

    await target.calls.quiet(1_000);
    target.calls.reset();
    const heard = bench.heard();
    const start = Date.now();
    const refused = await on.appoint(bench.colleague, awaiting);
    await sleep(WAIT_MS);
    await target.calls.quiet(1_000);
    figures.push({
      name: `预约 by a colleague, its detail open but hidden${refused ? ` (refused: ${refused})` : ""}`,
      events: 1,
      seconds: (Date.now() - start) / 1_000,
      calls: target.calls.names.length,
      heard: bench.heard() - heard,
      top: topNames(target.calls.names),
    });
    return figures;
  } finally {
    await target.close();
  }
}

async function latencyCase(bench: Bench, awaiting: string[]): Promise<LatencyFigures[]> {
  const target = await on.openConsole(bench.browser, bench.baseURL);
  try {
    const reads: (number | null)[] = [];
    for (const id of await on.unreadMessages(bench.demo, CHANGES)) {
      const before = await on.bellCount(target.page);
      const start = Date.now();
      await on.readMessage(bench.demo, id);
      const at = await on.shownAt(target.page, on.bellBelow, before, WAIT_MS);
      reads.push(at === null ? null : at - start);
      await target.calls.quiet(300);
    }
    const appointments: (number | null)[] = [];
    for (const orderNo of awaiting.slice(0, APPOINTMENTS)) {
      await on.go(target, DETAIL + orderNo);
      const start = Date.now();
      if (await on.appoint(bench.colleague, orderNo)) continue;
      const at = await on.shownAt(target.page, on.detailSays, [orderNo, "待上门"], WAIT_MS);
      appointments.push(at === null ? null : at - start);
    }
    return [
      latencyOf("message read elsewhere → the bell's count", reads),
      latencyOf("预约 by a colleague → the open detail's status", appointments),
    ];
  } finally {
    await target.close();
  }
}

async function memoryCase(
  bench: Bench,
  orders: string[],
): Promise<{ memory: MemoryFigures[]; calls: CallsFigures }> {
  const target = await on.openConsole(bench.browser, bench.baseURL);
  try {
    const memory: MemoryFigures[] = [];
    const lists = async () => {
      for (const list of LISTS) await on.go(target, list);
    };
    await lists();
    memory.push({ name: "the eight lists", ...(await on.memory(target.page)) });
    for (const orderNo of orders.slice(0, 60)) await on.go(target, DETAIL + orderNo);
    memory.push({ name: "+ 60 order details", ...(await on.memory(target.page)) });
    await lists();
    memory.push({ name: "+ the lists again", ...(await on.memory(target.page)) });

    await on.go(target, "/order/index");
    const calls = await eventsCost(
      bench,
      target,
      "new orders, 60 details + 8 lists opened, on /order/index",
      10,
    );
    return { memory, calls };
  } finally {
    await target.close();
  }
}

export async function liveCostReport(): Promise<{ liveCost: LiveCostFigures; failures: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-bench-cost-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const staticDir = process.env.BENCH_STATIC_DIR ?? "dist";
  const server = startStandIn(
    { PORT: String(port), STATIC_DIR: staticDir, DATA_DIR: dataDir, STANDIN_DEV_PAGES: "1" },
    { stdio: "pipe" },
  );
  const log = createWriteStream(path.join(RESULTS_DIR, "standin-live-cost.log"));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  let browser: Browser | undefined;
  let stream: Awaited<ReturnType<typeof openStream>> | undefined;
  const figures: LiveCostFigures = { calls: [], latency: [], newOrders: null, memory: [], soak: [] };
  try {
    await waitForHttp(`${baseURL}/`, { timeoutMs: 180_000, child: server });
    const apiBase = `${baseURL}/api`;
    let heard = 0;
    stream = await openStream(
      port,
      await loginToken(apiBase),
      () => undefined,
      () => (heard += 1),
    );
    await stream.ok;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const bench: Bench = {
      browser,
      baseURL,
      heard: () => heard,
      createOrder: () =>
        fetch(`${baseURL}/api/__dev__/live/order`, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ providerId: on.DEMO_PROVIDER }),
        }).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`新订单 answered ${r.status}`)))),
      colleague: await loginThroughApi(apiBase, "limited", DEMO_PASSWORD),
      demo: await loginThroughApi(apiBase, "demo", DEMO_PASSWORD),
    };
    const orders = await on.orderNumbers(bench.demo, 100);
    const awaiting = await on.orderNumbers(bench.demo, 20, 7);
    if (orders.length < 60 || awaiting.length < APPOINTMENTS + 1) {
      throw new Error(`the seed has ${orders.length} orders and ${awaiting.length} 待预约: too few`);
    }
    const run = async <T>(name: string, part: () => Promise<T>): Promise<T | null> => {
      try {
        return await part();
      } catch (error) {
        console.error(`live-cost ${name} failed: ${(error as Error).message.split("\n")[0]}`);
        return null;
      }
    };
    figures.calls.push(...((await run("calls", () => callsCase(bench, orders, awaiting[0]))) ?? []));
    figures.latency.push(...((await run("latency", () => latencyCase(bench, awaiting.slice(1)))) ?? []));
    figures.newOrders = await run("new orders", () => measureNewOrders(browser!, baseURL, "push"));
    const memory = await run("memory", () => memoryCase(bench, orders));
    if (memory) {
      figures.memory = memory.memory;
      figures.calls.push(memory.calls);
    }
    if (SOAK_MINUTES > 0) {
      figures.soak =
        (await run("soak", () =>
          soak({
            baseURL,
            lists: LISTS,
            details: orders.slice(0, 60).map((orderNo) => DETAIL + orderNo),
            minutes: SOAK_MINUTES,
            createOrder: bench.createOrder,
          }),
        )) ?? [];
    }
  } finally {
    stream?.request.destroy();
    await browser?.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  printLiveCost(figures, staticDir, WAIT_MS);
  const failures =
    (figures.calls.length < 3 ? 1 : 0) +
    (figures.latency.length < 2 ? 1 : 0) +
    (figures.memory.length < 3 ? 1 : 0);
  return { liveCost: figures, failures };
}
