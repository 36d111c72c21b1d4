/**
 * Starts, once for the whole e2e run: the stand-in API serving dist-e2e/ (the test build, with the widget gallery) on a free port with a fresh data directory and
 * the test hooks on, and a chromium browser server. Test files get their addresses through `inject()` (see
 * ./index.ts) and connect to the browser. Everything is stopped at the end.
 */
import type { ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  DIST_E2E,
  freePort,
  ROOT,
  startStandIn,
  stopChild,
  waitForHttp,
} from "../../scripts/lib.mjs";
import { TEST_HOOK_PATHS } from "../../mocks/testHooks";
import { STANDIN_CLOCK } from "./clock";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the stand-in serving the console (API under /api). */
    baseURL: string;
    /** Playwright endpoint of the chromium browser server. */
    browserWSEndpoint: string;
    /** How far the stand-in's clock (STANDIN_CLOCK) is behind the real one, in ms: the pages' Date follows it. */
    clockBehindMs: number;
  }
}

const RESULTS_DIR = path.join(ROOT, "test-results");
const LOG_FILE = path.join(RESULTS_DIR, "standin.log");

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(DIST_E2E, "index.html"))) {
    throw new Error(
      "dist-e2e/ is missing: run the browser tests with npm run test:e2e (it builds the test console first)",
    );
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), "console-e2e-data-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  let server: ChildProcess | undefined;
  let browser: BrowserServer | undefined;
  let clockBehindMs = 0;
  const teardown = async () => {
    await browser?.close().catch(() => undefined);
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    server = startStandIn(
      {
        PORT: String(port),
        STATIC_DIR: DIST_E2E,
        DATA_DIR: dataDir,
        STANDIN_TEST_HOOKS: "1",
        // The widget gallery's 模拟支付成功 uses the development payment page (loopback, same origin).
        STANDIN_DEV_PAGES: "1",
        // The seed's day, whatever day the tests run (./clock.ts).
        STANDIN_CLOCK,
      },
      { stdio: "pipe" },
    );
    const log = createWriteStream(LOG_FILE);
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
    await waitForHttp(`${baseURL}/`, { timeoutMs: 180_000, child: server }).catch((error: Error) => {
      const tail = existsSync(LOG_FILE)
        ? readFileSync(LOG_FILE, "utf8").split("\n").slice(-30).join("\n")
        : "";
      throw new Error(`the stand-in did not start: ${error.message}\n--- ${LOG_FILE} (tail) ---\n${tail}`);
    });

    browser = await chromium.launchServer({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const clock = (await (await fetch(`${baseURL}${TEST_HOOK_PATHS.clock}`)).json()) as { data: number };
    clockBehindMs = Date.now() - clock.data;
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide("baseURL", baseURL);
  project.provide("browserWSEndpoint", browser.wsEndpoint());
  project.provide("clockBehindMs", clockBehindMs);
  return teardown;
}
