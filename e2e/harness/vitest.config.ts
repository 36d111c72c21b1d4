import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Browser tests (`npm run test:e2e`): e2e/**\/*.e2e.ts, one file at a time, against the stand-in serving dist/ and
 * Debian's chromium, both started once by globalSetup.ts. Specs import their helpers from "e2e/harness".
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export default defineConfig({
  root,
  test: {
    name: "e2e",
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globals: true,
    pool: "forks",
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    // One more try for a test that failed: a loaded machine (CI) can miss a moment no user would. A test that passes
    // only on its retry is named, with the error of its first try, by scripts/lib.mjs (runVitest) in every run.
    retry: 1,
    // expect.poll waits up to 10 s, like the harness's locator waits: its own default (1 s) is shorter than a page's
    // lazy chunk takes on a loaded machine (the forgot-password title once failed its first try in CI on that).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    globalSetup: ["e2e/harness/globalSetup.ts"],
    setupFiles: ["e2e/harness/setup.ts"],
  },
});
