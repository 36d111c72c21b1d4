import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Unit and stand-in tests (`npm run test:unit`). Two projects:
 * - "console": src/**\/*.test.{ts,tsx} in jsdom with src/test/setup.ts (antd/React 19 shims, zh-cn dayjs);
 * - "stand-in": mocks/**\/*.test.ts in node.
 * A file may pick another environment with a `// @vitest-environment node` comment at its top.
 * The browser tests have their own config: e2e/harness/vitest.config.ts.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    pool: "forks",
    maxWorkers: 2,
    // Generous: the machine may be shared; a hung test still fails.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "console",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          // Through vite, so it shares the test's own (ESM) copy of react-router instead of requiring the CJS one.
          server: { deps: { inline: ["@refinedev/react-router"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "stand-in",
          include: ["mocks/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
