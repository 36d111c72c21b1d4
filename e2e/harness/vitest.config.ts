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
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    globalSetup: ["e2e/harness/globalSetup.ts"],
    setupFiles: ["e2e/harness/setup.ts"],
  },
});
