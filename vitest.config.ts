import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * React's scheduler runs its tasks in `setImmediate`, and each starts by reading `window.event`. A task still queued
 * when a file's jsdom is torn down (a commit made outside act() leaves one to flush its effects, even when they were
 * flushed since) then throws "window is not defined" after that file's tests have all ended: no test can be affected,
 * but Vitest counted it as an error of the run and failed it, about once in three runs. Only that error is let pass;
 * any other uncaught error, also a "window is not defined" thrown from a test, still fails the run.
 */
function isReactTaskAfterTeardown(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === "ReferenceError" &&
    error.message === "window is not defined" &&
    /performWorkUntilDeadline/.test(error.stack ?? "") &&
    /react-dom-client\./.test(error.stack ?? "")
  );
}

/**
 * Unit and stand-in tests (`npm run test:unit`). Three projects:
 * - "console": src/**\/*.test.{ts,tsx} in jsdom with src/test/setup.ts (antd/React 19 shims, zh-cn dayjs);
 * - "stand-in": mocks/**\/*.test.ts in node;
 * - "scripts": scripts/**\/*.test.ts in node (the npm scripts' pure parts, e.g. the bundle budget's checker).
 * A file may pick another environment with a `// @vitest-environment node` comment at its top.
 * The browser tests have their own config: e2e/harness/vitest.config.ts.
 */
export default defineConfig({
  plugins: [react()],
  // Node loads antd's CommonJS build ("antd" → antd/lib); a module the console imports by its path under antd/es
  // (src/vendor/antdInput.ts) must be that same copy, or it would not see the ConfigProvider and Form around it.
  // rc-util's ES modules likewise (src/vendor/writtenStyles.ts): antd's CommonJS copy uses rc-util/lib; rc-tabs'
  // (src/vendor/tabPanelList.tsx); and cssinjs's (src/theme/antdStyleSheets.ts).
  resolve: {
    alias: [
      { find: /^antd\/es\/(.*)$/, replacement: "antd/lib/$1" },
      { find: /^rc-util\/es\/(.*)$/, replacement: "rc-util/lib/$1" },
      { find: /^rc-tabs\/es\/(.*)$/, replacement: "rc-tabs/lib/$1" },
      { find: /^@ant-design\/cssinjs\/es\/(.*)$/, replacement: "@ant-design/cssinjs/lib/$1" },
    ],
  },
  test: {
    globals: true,
    pool: "forks",
    onUnhandledError: (error) => !isReactTaskAfterTeardown(error),
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
      {
        extends: true,
        test: {
          name: "scripts",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
