/**
 * The stand-in part of `npm run bench` (parts 3, 5 and 6 of scripts/bench.ts): a stand-in seeded at SEED_SCALE 100000
 * on loopback, each API case timed one call at a time, the load test, then the head-of-line test.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, freePort, startStandIn, stopChild, waitForHttp } from "./lib.mjs";
import { loginThroughApi } from "./benchClient";
import { aimOf, API_CASES, HEAD_OF_LINE, LOAD, type ApiCase } from "./benchApiCases";
import { RESULTS_DIR, table } from "./benchFormat";
import { percentile, runHeadOfLine, runLoad, type HeadOfLineFigures, type LoadFigures } from "./benchLoad";

const REQUESTS = 200;
const WARMUP = 10;
const API_SEED_SCALE = "100000";

interface ApiFigures {
  name: string;
  requests: number;
  failed: number;
  p50: number;
  p95: number;
}

/**
 * The heavy calls of the head-of-line test: the slowest case of this run by p50 (its p95 says more about what else
 * ran on the machine), then the named ones.
 */
function heavyCases(figures: ApiFigures[]): ApiCase[] {
  const candidates = figures.filter((f) => f.failed === 0);
  const slowest = candidates.sort((a, b) => b.p50 - a.p50)[0]?.name;
  const names = [...new Set([slowest, ...HEAD_OF_LINE.alsoLoad].filter((n): n is string => Boolean(n)))];
  return names.flatMap((name) => API_CASES.filter((c) => c.name === name));
}

async function benchApi(): Promise<{
  seedSeconds: number;
  figures: ApiFigures[];
  load: LoadFigures;
  headOfLine: HeadOfLineFigures[];
}> {
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
      // A case that cannot read what it searches for is not timed (a failed case, named in the table).
      const prepared = await (apiCaseItem.prepare?.(client) ?? Promise.resolve()).then(
        () => true,
        (error: unknown) => {
          console.log(`${apiCaseItem.name}: not timed, its preparation failed: ${String(error)}`);
          return false;
        },
      );
      if (!prepared) {
        figures.push({ name: apiCaseItem.name, requests: 0, failed: REQUESTS, p50: NaN, p95: NaN });
        continue;
      }
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
    console.log(`Load: ${LOAD.clients} concurrent clients for ${LOAD.seconds} s on the ${LOAD.name} ...`);
    const load = await runLoad(client, LOAD.call, LOAD);
    const headOfLine: HeadOfLineFigures[] = [];
    for (const heavy of heavyCases(figures)) {
      console.log(
        `Head of line: ${HEAD_OF_LINE.probe.name} while ${HEAD_OF_LINE.clients} clients loop ${heavy.name} ...`,
      );
      headOfLine.push(await runHeadOfLine(client, heavy, HEAD_OF_LINE.probe, HEAD_OF_LINE));
    }
    return { seedSeconds, figures, load, headOfLine };
  } finally {
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Parts 3, 5 and 6: runs the API bench, prints its tables; answers the figures and the count of failed cases. */
export async function apiReport() {
  const { seedSeconds, figures, load, headOfLine } = await benchApi();
  console.log(
    `\nStand-in API at SEED_SCALE=${API_SEED_SCALE} (ready after ${seedSeconds.toFixed(1)} s; ${REQUESTS} sequential requests each)\n`,
  );
  console.log(
    table([
      ["call", "p50 ms", "p95 ms", "failed", "aim p95"],
      ...figures.map((f) => {
        const aim = aimOf(f.name);
        const verdict = aim === undefined ? "" : f.p95 <= aim ? `≤ ${aim}` : `OVER ${aim}`;
        return [f.name, f.p50.toFixed(1), f.p95.toFixed(1), String(f.failed), verdict];
      }),
    ]),
  );

  console.log(
    `\nLoad: ${load.clients} concurrent signed clients for ${load.seconds} s on the ${LOAD.name}\n`,
  );
  console.log(
    table([
      ["requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "first error"],
      [
        String(load.requests),
        load.perSecond.toFixed(1),
        load.p50.toFixed(1),
        load.p95.toFixed(1),
        load.p99.toFixed(1),
        String(load.errors),
        load.firstError,
      ],
    ]),
  );

  console.log(
    `\nHead of line: p95 of ${HEAD_OF_LINE.probe.name} (one call at a time, at most ${HEAD_OF_LINE.requests} calls or ${HEAD_OF_LINE.seconds} s) while ${HEAD_OF_LINE.clients} clients run a heavy call in a loop (aim: p95 ≤ ${HEAD_OF_LINE.aimMs} ms)\n`,
  );
  console.log(
    table([
      ["heavy call looped", "calls", "p50 ms", "p95 ms", "heavy calls", "heavy p95 ms", "errors"],
      ...headOfLine.map((h) => [
        h.heavy,
        String(h.requests),
        h.p50.toFixed(1),
        h.p95.toFixed(1),
        String(h.heavyCalls),
        h.heavyP95.toFixed(1),
        String(h.errors),
      ]),
    ]),
  );

  const failures =
    figures.filter((f) => f.failed > 0).length +
    (load.errors > 0 ? 1 : 0) +
    headOfLine.filter((h) => h.errors > 0).length;
  return { api: { seedScale: API_SEED_SCALE, seedSeconds, figures, load, headOfLine }, failures };
}
