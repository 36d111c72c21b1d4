/**
 * Helpers of the live-update browser tests (e2e/live-*.e2e.ts, issue 28 §2): what the development page writes, the
 * notifications a page has shown (recorded as they appear, so one that closed is still counted), the push stream.
 */
import type { BrowserContext, Page, Response } from "playwright-core";
import { SEED_PROVIDERS } from "../../mocks/accounts/seed/accounts";
import { baseURL } from "./index";

export const DEMO_PROVIDER = SEED_PROVIDERS.demo.id;

/** 新订单 on the development page (JSON answer): a 待派单 order of `demo`; resolves its number. */
export async function createLiveOrder(origin: string = baseURL): Promise<string> {
  const response = await fetch(`${origin}/api/__dev__/live/order`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ providerId: DEMO_PROVIDER }),
  });
  const body = (await response.json()) as { code: number; msg?: string; data?: { orderNo?: string } };
  if (body.code !== 1 || !body.data?.orderNo) throw new Error(`新订单 failed: ${JSON.stringify(body)}`);
  return body.data.orderNo;
}

declare global {
  interface Window {
    __notices?: string[];
  }
}

/** Records the text of every antd notification the context's pages show (window.__notices), from the first script. */
export async function recordNotices(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__notices = [];
    const seen = new WeakSet<Node>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll(".ant-notification-notice")) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        window.__notices?.push(notice.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export async function noticesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__notices ?? []);
}

/** Resolves when a page of `context` has opened the push stream (the server answered its headers). */
export function pushOpened(context: BrowserContext, timeout = 20_000): Promise<Response> {
  return context.waitForEvent("response", {
    predicate: (response) => response.url().includes("/live/events") && response.status() === 200,
    timeout,
  });
}

/** Makes the page believe it is hidden (or shown again), as a browser does for a background tab. */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (value ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}
