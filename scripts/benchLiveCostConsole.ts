/**
 * Browser helpers of the live-cost bench (scripts/benchLiveCost.ts): a console logged in through the login form, its
 * API calls counted, navigation inside the app (the kept tabs stay), the JS heap and DOM nodes after a forced GC, and
 * what a second signed client writes (scripts/benchClient.ts).
 */
import type { Browser, Page } from "playwright-core";
import * as api from "../src/api";
import { SEED_PROVIDERS } from "../mocks/accounts/seed/accounts";
import type { BenchClient } from "./benchClient";
import { DEMO_PASSWORD } from "./lib.mjs";

export const DEMO_PROVIDER = SEED_PROVIDERS.demo.id;
const isStream = (pathname: string) => pathname.endsWith("/live/events");

/** The API calls a page makes (the push stream left out), and whether any is in flight. */
export interface Calls {
  /** Path names of the calls since the last `reset`. */
  readonly names: string[];
  reset(): void;
  /** Resolves once no call has been in flight for `ms` (bounded by 30 s). */
  quiet(ms?: number): Promise<void>;
}

function countCalls(page: Page): Calls {
  const names: string[] = [];
  let inFlight = 0;
  let changedAt = Date.now();
  const apiPath = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith("/api/") && !isStream(pathname) ? pathname : null;
  };
  page.on("request", (request) => {
    const pathname = apiPath(request.url());
    if (!pathname) return;
    names.push(pathname.split("/").pop() ?? pathname);
    inFlight += 1;
    changedAt = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (!apiPath(request.url())) return;
    inFlight -= 1;
    changedAt = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    names,
    reset: () => void names.splice(0),
    quiet: async (ms = 500) => {
      const deadline = Date.now() + 30_000;
      while ((inFlight > 0 || Date.now() - changedAt < ms) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export interface Console {
  page: Page;
  calls: Calls;
  close(): Promise<void>;
}

/** A console logged in as `username` through the form, its push stream open, left on its first page. */
export async function openConsole(browser: Browser, baseURL: string, username = "demo"): Promise<Console> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
  });
  const page = await context.newPage();
  const calls = countCalls(page);
  const opened = page.waitForResponse((r) => isStream(new URL(r.url()).pathname) && r.status() === 200, {
    timeout: 30_000,
  });
  await page.goto("/login");
  await page.getByPlaceholder("请输入用户名").fill(username);
  await page.getByPlaceholder("请输入密码").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /登\s?录/ }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
  await opened;
  await calls.quiet(1_000);
  return { page, calls, close: () => context.close() };
}

/** What makes a kept page usable: a list's rows (or its empty state), a detail's track section. */
const READY = ".ant-table-row, .ant-empty, .ant-result, .engine-section-track";

/**
 * Goes to `url` inside the app, as a link does (the document stays: kept tabs stay mounted), and waits until the
 * page of its tab is usable and its calls are done. A list's tab is its path; a detail's is its path and query.
 */
export async function go(target: Console, url: string, tab = url): Promise<void> {
  await target.page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
  }, url);
  await target.page
    .locator(`.keep-alive-page[data-tab="${tab}"]:not([inert])`)
    .locator(READY)
    .first()
    .waitFor({ state: "visible", timeout: 30_000 });
  await target.calls.quiet();
}

export interface Memory {
  heapMb: number;
  /** DOM nodes of the renderer (CDP Performance.getMetrics `Nodes`). */
  nodes: number;
  /** Pages the outlet keeps mounted. */
  keptPages: number;
  tabs: number;
}

/** JS heap used and DOM nodes after a forced garbage collection. */
export async function memory(page: Page): Promise<Memory> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Performance.enable");
    for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const counts = await page.evaluate(() => ({
      keptPages: document.querySelectorAll(".keep-alive-page").length,
      tabs: document.querySelectorAll(".tabs-view .ant-tabs-tab").length,
    }));
    return { heapMb: metric("JSHeapUsedSize") / 1024 / 1024, nodes: metric("Nodes"), ...counts };
  } finally {
    await cdp.detach();
  }
}

/**
 * Resolves with the page's clock when `check` first holds (polled every 20 ms), or null after `timeout` ms. `check`
 * runs in the page and answers the page's Date.now() once it holds (false before): a function Playwright sends as it
 * is, since the console's Content-Security-Policy refuses eval in the page.
 */
export async function shownAt<A>(
  page: Page,
  check: (arg: A) => number | false,
  arg: A,
  timeout: number,
): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(check as (value: unknown) => number | false, arg, {
      polling: 20,
      timeout,
    });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return null;
    throw error;
  }
}

/** The unread count the header's bell shows (its aria-label 消息通知，N条未读) is below `n`. */
export const bellBelow = (n: number): number | false => {
  const label = document.querySelector('[aria-label^="消息通知，"]')?.getAttribute("aria-label") ?? "";
  return Number(/(\d+)条未读/.exec(label)?.[1] ?? NaN) < n && Date.now();
};
export const bellCount = (page: Page) =>
  page.evaluate(() => {
    const label = document.querySelector('[aria-label^="消息通知，"]')?.getAttribute("aria-label") ?? "";
    return Number(/(\d+)条未读/.exec(label)?.[1] ?? NaN);
  });

/** The shown detail of `orderNo` says `text` (e.g. its new status). */
export const detailSays = ([orderNo, text]: [string, string]): number | false =>
  (document
    .querySelector(`.keep-alive-page[data-tab="/order/watch/detail?orderNo=${orderNo}"]`)
    ?.textContent?.includes(text) ??
    false) &&
  Date.now();

// ---- what a colleague writes

/** Order numbers of demo's orders, newest first; `status` keeps those with that order status. */
export async function orderNumbers(client: BenchClient, size: number, status?: number): Promise<string[]> {
  const page = await client.call(
    api.order.provider.orderList,
    { current: 1, size, ...(status ? { orderStatus: [status] } : {}) },
    { silent: true },
  );
  return page.records.map((row) => row.orderNo);
}

/** A date three days ahead, China time ("YYYY-MM-DD"): any two-hour slot of it is still to come. */
const appointmentDate = () =>
  new Date(Date.now() + 3 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** 预约 of `orderNo` by `client`; resolves with the refusal's text, or null when it was made. */
export async function appoint(client: BenchClient, orderNo: string): Promise<string | null> {
  try {
    await client.call(
      api.order.performance.appointment,
      { orderNo, appointmentDate: appointmentDate(), timeSlot: "09-11" },
      { silent: true },
    );
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Ids of the unread messages of demo. */
export async function unreadMessages(client: BenchClient, size: number): Promise<string[]> {
  const page = await client.call(
    api.message.queryMsgRecordPage,
    { current: 1, size, platform: "provider", uid: DEMO_PROVIDER, isRead: 0 },
    { silent: true },
  );
  return page.records.map((record) => record.id);
}

export async function readMessage(client: BenchClient, id: string): Promise<void> {
  await client.call(api.message.readMsg, { ids: [id], uid: DEMO_PROVIDER }, { silent: true });
}
