/**
 * Updates that arrive (issue 28 §2, "Done when"): the push channel seen from the console — a new order's
 * notification and the 待派单 count without a reload, one notification for two tabs of one browser, and a restart of
 * the stand-in resumed with nothing shown twice and nothing missed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, inject, it } from "vitest";
import { DIST_E2E, freePort, startStandIn, stopChild, waitForHttp } from "../scripts/lib.mjs";
import { login, newPage } from "./harness";
import { audit, blocking, describeViolations } from "./harness/axe";
import { sameClockEnv } from "./harness/clock";
import { createLiveOrder, noticesOf, pushOpened, recordNotices } from "./harness/live";

const notice = (page: import("playwright-core").Page, text: string) =>
  page.locator(".ant-notification-notice").filter({ hasText: text });

async function loggedIn(baseURL?: string) {
  const page = await newPage(baseURL ? { baseURL } : {});
  await recordNotices(page.context());
  const opened = pushOpened(page.context());
  await login(page, "demo");
  await page.waitForURL("**/dashboard");
  await opened;
  return page;
}

describe("live updates over the push channel", () => {
  it("an order created on the development page shows its notification and raises 待派单 within 5 s", async () => {
    const page = await loggedIn();
    await page.goto("/order/index");
    const tab = page.getByRole("tab", { name: /^待派单/ });
    await tab.waitFor();
    const countOf = async () => Number(/\d+/.exec((await tab.textContent()) ?? "")?.[0] ?? Number.NaN);
    await expect.poll(countOf).not.toBeNaN();
    const before = await countOf();
    const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);

    const orderNo = await createLiveOrder();
    await notice(page, orderNo).waitFor({ timeout: 5_000 });
    await expect.poll(countOf, { timeout: 5_000 }).toBe(before + 1);
    await expect(notice(page, orderNo).textContent()).resolves.toContain("新订单待派单");
    // The notification is accessible: named buttons 关闭 and 查看, nothing axe calls serious.
    await notice(page, orderNo)
      .getByRole("button", { name: /关\s?闭/ })
      .waitFor();
    const audited = await audit(page, "notification");
    expect(describeViolations(audited, blocking(audited))).toEqual([]);
    // No reload: the same document.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);
    // The open list says there is news instead of moving its rows.
    await page.getByRole("button", { name: /有 \d+ 条新数据，点击刷新/ }).click();
    await page.getByText(orderNo).first().waitFor({ timeout: 5_000 });
  });

  it("two tabs of one browser show one notification", async () => {
    const first = await loggedIn();
    let streams = 0;
    first.context().on("request", (request) => {
      if (request.url().includes("/live/events")) streams += 1;
    });
    const second = await first.context().newPage();
    await second.goto("/dashboard");
    await second.getByText("待派单订单").first().waitFor();
    const orderNo = await createLiveOrder();
    await expect
      .poll(async () => [...(await noticesOf(first)), ...(await noticesOf(second))].join("\n"), {
        timeout: 5_000,
      })
      .toContain(orderNo);
    // Give a second notification every chance to appear.
    await first.waitForTimeout(1_500);
    const all = [...(await noticesOf(first)), ...(await noticesOf(second))];
    expect(all.filter((text) => text.includes(orderNo))).toHaveLength(1);
    // One push connection for the browser: the second tab did not open its own.
    expect(streams).toBe(0);
  });

  describe("after the stand-in restarts", () => {
    let server: ChildProcess | undefined;
    let dataDir = "";
    afterEach(async () => {
      await stopChild(server);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("resumes from the last event: nothing shown twice, nothing missed", async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "console-e2e-live-"));
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = { PORT: String(port), STATIC_DIR: DIST_E2E, DATA_DIR: dataDir, STANDIN_DEV_PAGES: "1" };
      const start = async () => {
        // On the pages' clock: the console signs its calls with it.
        server = startStandIn({ ...env, ...sameClockEnv(inject("clockBehindMs")) }, { stdio: "pipe" });
        await waitForHttp(`${origin}/`, { timeoutMs: 180_000, child: server });
      };
      await start();
      const page = await loggedIn(origin);

      const before = await createLiveOrder(origin);
      await notice(page, before).waitFor({ timeout: 5_000 });

      await stopChild(server);
      await start();
      // Written before the console is back: it arrives by the replay after the last id the console saw.
      const after = await createLiveOrder(origin);
      await notice(page, after).waitFor({ timeout: 20_000 });
      const third = await createLiveOrder(origin);
      await notice(page, third).waitFor({ timeout: 5_000 });
      await page.waitForTimeout(1_000);

      const shown = await noticesOf(page);
      for (const orderNo of [before, after, third]) {
        expect(
          shown.filter((text) => text.includes(orderNo)),
          orderNo,
        ).toHaveLength(1);
      }
    }, 240_000);
  });
});
