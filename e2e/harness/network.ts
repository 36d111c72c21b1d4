/**
 * "Network idle" for pages of the console: Playwright's `waitForLoadState("networkidle")` never comes once the
 * console holds its live push stream (src/api/live.ts `events`: one request that stays open while the page lives).
 * `networkIdle(page)` waits until no other request of the page has been in flight for `quietMs`.
 */
import type { BrowserContext, Page, Request } from "playwright-core";

const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith("/live/events");

interface Traffic {
  inFlight: number;
  changedAt: number;
  /** Each request still in flight (the live stream too) and when it was sent, for a failed test's report. */
  pending: Map<Request, number>;
  /** Requests that got no answer: "METHOD path: why" (for a failed test's report). */
  failed: string[];
}

const traffic = new WeakMap<Page, Traffic>();

function track(page: Page): void {
  const state: Traffic = { inFlight: 0, changedAt: Date.now(), pending: new Map(), failed: [] };
  traffic.set(page, state);
  const change = (request: Request, delta: number) => {
    if (delta > 0) state.pending.set(request, Date.now());
    else state.pending.delete(request);
    if (isLiveStream(request)) return;
    state.inFlight = Math.max(0, state.inFlight + delta);
    state.changedAt = Date.now();
  };
  page.on("request", (request) => change(request, 1));
  page.on("requestfinished", (request) => change(request, -1));
  page.on("requestfailed", (request) => {
    change(request, -1);
    state.failed.push(
      `${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`,
    );
  });
}

/**
 * What a page's network did that a failed test's report should say: the requests without an answer yet (with
 * how long ago they were sent) and those that failed (a timeout aborts its request: net::ERR_ABORTED).
 */
export function networkReport(page: Page): string[] {
  const state = traffic.get(page);
  if (!state) return [];
  const now = Date.now();
  return [
    ...[...state.pending].map(
      ([request, at]) =>
        `in flight for ${now - at} ms: ${request.method()} ${new URL(request.url()).pathname}`,
    ),
    ...state.failed.map((line) => `failed: ${line}`),
  ];
}

/** Counts the requests of every page the context opens (newPage() calls it). */
export function trackNetwork(context: BrowserContext): void {
  context.on("page", track);
}

/** Resolves once no request but the live stream has been in flight for `quietMs` (at most `timeoutMs`). */
export async function networkIdle(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  await page.waitForLoadState("load");
  const state = traffic.get(page);
  if (!state) throw new Error("networkIdle: the page was not opened with newPage()");
  const deadline = Date.now() + timeoutMs;
  while (state.inFlight > 0 || Date.now() - state.changedAt < quietMs) {
    if (Date.now() > deadline) throw new Error(`networkIdle: ${state.inFlight} request(s) still in flight`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
