/**
 * Runs in the test worker before each e2e file: closes the browser contexts of each test (saving a screenshot of
 * every open page when the test failed, and printing what its network and toasts did) and disconnects from the
 * browser after the file.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach } from "vitest";
import { closeContexts, disconnect, openPages, screenshot } from "./index";
import { networkReport } from "./network";
import { toastsRecorded } from "./toasts";

/** A failed page's state beyond its screenshot: its address, requests without answer or failed, its toasts. */
async function failureReport(page: Page, name: string): Promise<string> {
  const toasts = await toastsRecorded(page).catch(() => []);
  return [`${name}: ${page.url()}`, ...networkReport(page), `toasts: ${JSON.stringify(toasts)}`].join("\n  ");
}

afterEach(async (context) => {
  if (context.task.result?.state === "fail") {
    const name = `failed-${context.task.name}`;
    const reports = await Promise.all(
      openPages().map(async (page, i) => {
        const pageName = i === 0 ? name : `${name}-${i}`;
        await screenshot(page, pageName).catch(() => undefined);
        return failureReport(page, pageName);
      }),
    );
    for (const report of reports) console.error(report);
  }
  await closeContexts();
});

afterAll(async () => {
  await disconnect();
});
