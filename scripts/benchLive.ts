/**
 * The push channel's figures (issue 28; `BENCH_ONLY=live npx tsx scripts/bench.ts`): a stand-in seeded at
 * LIVE_SEED_SCALE (default 100000) on loopback, then
 * (a) LIVE_CONNECTIONS (200) SSE connections of the demo account held open: errors and the stand-in's RSS delta;
 * (b) the order list's p50 / p95 (one call at a time) with no connection, then while they are held;
 * (c) push latency: a new order written through the development page → its event received, on the first
 *     connection and on all of them, p50 / p95 over PUSH_WRITES writes.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as api from "../src/api";
import { DEMO_PASSWORD, freePort, startStandIn, stopChild, waitForHttp } from "./lib.mjs";
import { paging } from "./benchApiCase";
import { loginThroughApi, type BenchClient } from "./benchClient";
import { RESULTS_DIR, table } from "./benchFormat";
import { percentile } from "./benchLoad";
import { loginToken, openStream, postJson, treeRssMb, type Stream } from "./benchLiveClient";

const CONNECTIONS = Number(process.env.LIVE_CONNECTIONS ?? 200);
const SEED_SCALE = process.env.LIVE_SEED_SCALE ?? "100000";
const LIST_REQUESTS = 200;
const PUSH_WRITES = 50;
const HOLD_MS = 5_000;

export interface LiveFigures {
  seedScale: string;
  seedSeconds: number;
  connections: number;
  connectErrors: number;
  droppedWhileHeld: number;
  firstError: string;
  rssBeforeMb: number;
  rssHeldMb: number;
  rssDeltaMb: number;
  listIdle: { p50: number; p95: number };
  listHeld: { p50: number; p95: number; failed: number };
  push: {
    writes: number;
    missing: number;
    firstP50: number;
    firstP95: number;
    allP50: number;
    allP95: number;
  };
}

async function listTimes(
  client: BenchClient,
  requests: number,
): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    try {
      await client.call(api.order.provider.orderList, paging(i), { silent: true });
      times.push(performance.now() - start);
    } catch {
      failed += 1;
    }
  }
  return { times, failed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 10) / 10;

async function benchLive(): Promise<LiveFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-bench-live-"));
  const port = await freePort();
  const server = startStandIn(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_SCALE,
      API_ONLY: "1",
      STATIC_DIR: "",
      STANDIN_DEV_PAGES: "1",
    },
    { stdio: "pipe" },
  );
  const log = createWriteStream(path.join(RESULTS_DIR, "standin-live.log"));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const streams: Stream[] = [];
  try {
    const started = performance.now();
    console.log(`Seeding a stand-in at SEED_SCALE=${SEED_SCALE} (log: bench-results/standin-live.log) ...`);
    await waitForHttp(`http://127.0.0.1:${port}/api/`, { timeoutMs: 15 * 60_000, child: server });
    const seedSeconds = (performance.now() - started) / 1000;
    const apiBase = `http://127.0.0.1:${port}/api`;
    const client = await loginThroughApi(apiBase, "demo", DEMO_PASSWORD);
    const token = await loginToken(apiBase);

    // Warm-up: the list, one stream and one write, so that code paths are loaded before the RSS baseline.
    await listTimes(client, 20);
    const warm = await openStream(port, token, () => {});
    await warm.ok;
    await postJson(port, "/api/__dev__/live/order", { providerId: "1790000000000000001" });
    warm.request.destroy();
    await sleep(500);
    const idle = await listTimes(client, LIST_REQUESTS);
    const pid = server.pid ?? 0;
    const rssBeforeMb = treeRssMb(pid);

    // (a) the connections.
    const arrivals = new Map<string, number[]>();
    const onOrder = (orderNo: string) => {
      const list = arrivals.get(orderNo) ?? [];
      list.push(performance.now());
      arrivals.set(orderNo, list);
    };
    let connectErrors = 0;
    let firstError = "";
    for (let i = 0; i < CONNECTIONS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, CONNECTIONS - i) }, () => openStream(port, token, onOrder)),
      );
      streams.push(...batch);
    }
    const opened = await Promise.allSettled(streams.map((s) => s.ok));
    for (const result of opened) {
      if (result.status === "rejected") {
        connectErrors += 1;
        firstError ||= String(result.reason);
      }
    }
    await sleep(HOLD_MS);
    const rssHeldMb = treeRssMb(pid);

    // (b) the list while they are held.
    const held = await listTimes(client, LIST_REQUESTS);

    // (c) push latency.
    const firsts: number[] = [];
    const alls: number[] = [];
    let missing = 0;
    for (let i = 0; i < PUSH_WRITES; i++) {
      const start = performance.now();
      const answer = (await postJson(port, "/api/__dev__/live/order", {
        providerId: "1790000000000000001",
      })) as { data?: { orderNo?: string } };
      const orderNo = answer.data?.orderNo ?? "";
      const deadline = performance.now() + 5_000;
      const live = streams.filter((s) => !s.closed).length;
      while ((arrivals.get(orderNo)?.length ?? 0) < live && performance.now() < deadline) await sleep(5);
      const times = arrivals.get(orderNo) ?? [];
      if (times.length === 0) missing += 1;
      else {
        firsts.push(Math.min(...times) - start);
        alls.push(Math.max(...times) - start);
      }
      await sleep(100);
    }
    const droppedWhileHeld = streams.filter((s) => s.closed).length - connectErrors;
    return {
      seedScale: SEED_SCALE,
      seedSeconds: round(seedSeconds),
      connections: CONNECTIONS,
      connectErrors,
      droppedWhileHeld,
      firstError,
      rssBeforeMb: round(rssBeforeMb),
      rssHeldMb: round(rssHeldMb),
      rssDeltaMb: round(rssHeldMb - rssBeforeMb),
      listIdle: { p50: round(percentile(idle.times, 50)), p95: round(percentile(idle.times, 95)) },
      listHeld: {
        p50: round(percentile(held.times, 50)),
        p95: round(percentile(held.times, 95)),
        failed: held.failed,
      },
      push: {
        writes: PUSH_WRITES,
        missing,
        firstP50: round(percentile(firsts, 50)),
        firstP95: round(percentile(firsts, 95)),
        allP50: round(percentile(alls, 50)),
        allP95: round(percentile(alls, 95)),
      },
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function liveReport(): Promise<{ live: LiveFigures; failures: number }> {
  const live = await benchLive();
  console.log(`\nPush channel (SEED_SCALE=${live.seedScale}, seeded in ${live.seedSeconds} s)\n`);
  console.log(
    table([
      ["figure", "value", "aim"],
      ["SSE connections held", String(live.connections), ""],
      ["connect errors / dropped while held", `${live.connectErrors} / ${live.droppedWhileHeld}`, "0"],
      ["stand-in RSS before → held (MB)", `${live.rssBeforeMb} → ${live.rssHeldMb}`, ""],
      ["RSS delta (MB)", String(live.rssDeltaMb), "≤ 50"],
      ["order list p50 / p95, no connection (ms)", `${live.listIdle.p50} / ${live.listIdle.p95}`, ""],
      [
        "order list p50 / p95, connections held (ms)",
        `${live.listHeld.p50} / ${live.listHeld.p95}`,
        "p95 ≤ 20",
      ],
      [
        "push: first connection p50 / p95 (ms)",
        `${live.push.firstP50} / ${live.push.firstP95}`,
        "p95 ≤ 1000",
      ],
      ["push: all connections p50 / p95 (ms)", `${live.push.allP50} / ${live.push.allP95}`, "p95 ≤ 1000"],
      ["push: writes / missing", `${live.push.writes} / ${live.push.missing}`, "0 missing"],
    ]),
  );
  if (live.firstError) console.log(`first error: ${live.firstError}`);
  const failures = live.connectErrors + live.droppedWhileHeld + live.push.missing + live.listHeld.failed;
  return { live, failures };
}
