/**
 * Runs in the test worker before each e2e file: closes the browser contexts of each test (saving a screenshot of
 * every open page when the test failed) and disconnects from the browser after the file.
 */
import { afterAll, afterEach } from "vitest";
import { closeContexts, disconnect, openPages, screenshot } from "./index";

afterEach(async (context) => {
  if (context.task.result?.state === "fail") {
    const name = `failed-${context.task.name}`;
    await Promise.all(
      openPages().map((page, i) => screenshot(page, i === 0 ? name : `${name}-${i}`).catch(() => undefined)),
    );
  }
  await closeContexts();
});

afterAll(async () => {
  await disconnect();
});
