/**
 * Helpers for the browser tests (e2e/**\/*.e2e.ts). The stand-in and chromium are started once by globalSetup.ts;
 * every `newPage()` opens a fresh browser context (own storage, 1440x900, zh-CN) that is closed after the test.
 *
 *   import { baseURL, newPage, login, faults } from "./harness";
 *   const page = await newPage();
 *   await login(page, "demo");
 *   await page.waitForURL("**\/dashboard");
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Page,
} from "playwright-core";
import { inject } from "vitest";
import { DEMO_PASSWORD, ROOT } from "../../scripts/lib.mjs";
import { runOnStandInClock } from "./clock";
import { trackNetwork } from "./network";
import { recordToasts } from "./toasts";

export { DEMO_PASSWORD };
export { toast, toastAfter, toastsShown } from "./toasts";
export { networkIdle } from "./network";

/** Origin of the stand-in serving the console, e.g. http://127.0.0.1:41234 (no trailing slash). */
export const baseURL: string = inject("baseURL");

/** Where screenshots (and the stand-in's log, standin.log) go. */
export const RESULTS_DIR = path.join(ROOT, "test-results");

/** Absolute URL of a console path: `url("/login")`. */
export function url(pathname: string): string {
  return new URL(pathname, baseURL).toString();
}

let browser: Browser | undefined;
const openContexts = new Set<BrowserContext>();

async function connectedBrowser(): Promise<Browser> {
  if (!browser?.isConnected()) browser = await chromium.connect(inject("browserWSEndpoint"));
  return browser;
}

/**
 * A page in a fresh browser context (empty storage, viewport 1440x900, locale zh-CN, timezone Asia/Shanghai, the
 * stand-in's clock (./clock.ts), base URL set so `page.goto("/login")` works). Closed automatically after the test.
 */
export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await (
    await connectedBrowser()
  ).newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    ...options,
  });
  openContexts.add(context);
  trackNetwork(context);
  await runOnStandInClock(context, inject("clockBehindMs"));
  await recordToasts(context);
  context.on("close", () => openContexts.delete(context));
  return context.newPage();
}

/** Pages of the contexts opened by this test file and not closed yet. */
export function openPages(): Page[] {
  return [...openContexts].flatMap((context) => context.pages());
}

/** Closes every context opened with `newPage()` (the setup file does this after each test). */
export async function closeContexts(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close().catch(() => undefined)));
  openContexts.clear();
}

/** Disconnects from the browser server (the setup file does this after each test file). */
export async function disconnect(): Promise<void> {
  await closeContexts();
  await browser?.close().catch(() => undefined);
  browser = undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Stand-in test hooks (enabled by STANDIN_TEST_HOOKS=1 in globalSetup)

/** Fault injection: the next matching API calls fail. See docs/architecture.md ("Faults"). */
export interface FaultSpec {
  /** Answer with this HTTP status. */
  status?: number;
  /** Drop the connection without an answer. */
  drop?: boolean;
  /** Never answer (past the client's 10 s timeout). */
  hang?: boolean;
  /** How many calls fail (default 1). */
  count?: number;
  /** Only calls whose path contains this text (default: every call but the test hooks). */
  match?: string;
}

async function testHook(method: "POST" | "PUT" | "DELETE", hook: string, body?: unknown): Promise<void> {
  const response = await fetch(url(`/api/__test__/${hook}`), {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} /api/__test__/${hook} answered ${response.status}: ${await response.text()}`);
  }
}

export const faults = {
  set: (spec: FaultSpec): Promise<void> => testHook("POST", "faults", spec),
  clear: (): Promise<void> => testHook("DELETE", "faults"),
};

/** Makes the stand-in act as a gateway without these calls ("METHOD /path"): 404 and left out of servedCalls. */
export function actAsNotServing(calls: readonly string[]): Promise<void> {
  return testHook("PUT", "unserved", { calls });
}

/** Restores the seeded database (and forgets sessions, nonces and faults as the stand-in defines). */
export function resetDb(): Promise<void> {
  return testHook("POST", "reset");
}

// ---------------------------------------------------------------------------------------------------------------
// Page actions

/**
 * Fills and submits the password login form (opening /login first when the page is elsewhere). Does not wait for
 * the navigation that follows: the test decides what it expects (e.g. `await page.waitForURL("**\/dashboard")`).
 */
export async function login(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url(), baseURL).pathname !== "/login") await page.goto("/login");
  await page.getByPlaceholder("请输入用户名").fill(username);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByRole("button", { name: /登\s?录/ }).click();
}

/** Resolves after `count` animation frames of the page (events queued by a layout change have been dispatched). */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/**
 * Saves a screenshot (animations disabled) as test-results/<name>.png; resolves with its path. Full page by default;
 * `{ fullPage: false }` keeps to the viewport, for an open context menu: a full-page capture resizes the viewport, the
 * page scrolls, and antd closes a menu aligned to the pointer when its trigger's ancestors scroll.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, "_")}.png`);
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
  // The resize of a full-page capture is undone asynchronously: let its scroll and resize events pass first.
  if (fullPage) await afterFrames(page, 2);
  return file;
}

/** A download's bytes, read from the browser server (which keeps the file until its context closes). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
