/**
 * Polling (issue 28 §2, "Done when": a hidden tab does not poll). One browser is switched to polling through the
 * per-browser override (src/providers/live/settings.ts) with a short interval; the requests of the polled calls are
 * counted while the tab is shown, hidden, and shown again.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { login, newPage } from "./harness";
import { createLiveOrder, noticesOf, recordNotices, setHidden } from "./harness/live";

const POLL_MS = 1_000;
const POLLED = ["unReadNum", "needDealNums", "orderStatusCount"];

function countPolls(page: Page): { count: () => number; reset: () => void } {
  let count = 0;
  page.on("request", (request) => {
    if (POLLED.some((name) => request.url().includes(name))) count += 1;
  });
  return { count: () => count, reset: () => (count = 0) };
}

describe("live updates by polling", () => {
  it("polls while the tab is visible, not while it is hidden, and announces what it sees", async () => {
    const page = await newPage();
    await page.context().addInitScript((pollMs) => {
      localStorage.setItem("console.live.override", JSON.stringify({ transport: "poll", pollMs }));
    }, POLL_MS);
    await recordNotices(page.context());
    const polls = countPolls(page);
    await login(page, "demo");
    await page.waitForURL("**/dashboard");
    await page.getByText("待派单订单").first().waitFor();

    polls.reset();
    await page.waitForTimeout(POLL_MS * 3.5);
    expect(polls.count()).toBeGreaterThanOrEqual(3);

    await setHidden(page, true);
    await page.waitForTimeout(300); // a round already sent may still answer
    polls.reset();
    await page.waitForTimeout(POLL_MS * 4);
    expect(polls.count()).toBe(0);

    await setHidden(page, false);
    await expect.poll(() => polls.count(), { timeout: POLL_MS * 3 }).toBeGreaterThan(0);

    // A new order raises the 待派单 count the poll reads: announced within the interval + 1 s.
    await createLiveOrder();
    await expect
      .poll(async () => (await noticesOf(page)).join("\n"), { timeout: POLL_MS + 2_000 })
      .toContain("新订单待派单");
  });
});
