/**
 * Toasts (antd `message` notices) as the user saw them. A success toast stays 2 s. On a loaded machine the round trip
 * of a click, the refresh that follows it and the test's next check can take longer than that, so a check made after
 * the action can miss a toast that was shown. Every page of `newPage()` therefore records the text of each toast as
 * it appears (`recordToasts`, an init script), and `toastAfter` looks both at that record and at the screen.
 *
 *   await toastAfter(page, "订单已挂起", () => dialog.getByRole("button", { name: /确\s?定/ }).click());
 */
import type { BrowserContext, Locator, Page } from "playwright-core";

const DEFAULT_TIMEOUT = 10_000;

/** The record of one document: a new document (a full navigation) starts a new one. */
interface ToastRecord {
  __shownToasts?: { document: string; texts: string[] };
}

/** Runs in the page before its scripts: appends each toast's text to `window.__shownToasts` when it appears. */
function toastRecorder(): void {
  const record: string[] = [];
  (window as unknown as ToastRecord).__shownToasts = { document: Math.random().toString(36), texts: record };
  const seen = new WeakMap<Element, string>();
  const scan = () => {
    for (const notice of document.querySelectorAll(".ant-message-notice")) {
      const text = notice.textContent ?? "";
      if (text && seen.get(notice) !== text) {
        seen.set(notice, text);
        record.push(text);
      }
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Makes every page of the context record its toasts (`newPage()` does this). */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(toastRecorder);
}

/** The toasts on screen, of one type or all: a closing toast's node stays while it leaves and is not counted. */
export function toastsShown(page: Page, type?: "error" | "success"): Locator {
  return page.locator(
    `.ant-message-notice-wrapper:not([class*="-leave"]) .ant-message-notice${type ? `-${type}` : ""}`,
  );
}

/** The toast on screen whose text contains `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator(".ant-message-notice").filter({ hasText: text });
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as ToastRecord).__shownToasts ?? { document: "", texts: [] });

/** Every toast the page's document has shown (for a failed test's report). */
export async function toastsRecorded(page: Page): Promise<string[]> {
  return (await recorded(page)).texts;
}

/**
 * Runs the action, then waits until a toast containing `text` has appeared since the action began (from the record)
 * or is on screen. Resolves with what the action resolved with; on failure, says which toasts did show meanwhile
 * (an error toast that came and went, say).
 */
export async function toastAfter<T>(
  page: Page,
  text: string,
  action: () => Promise<T>,
  timeout = DEFAULT_TIMEOUT,
): Promise<T> {
  const before = await recorded(page);
  const result = await action();
  let since: string[] = [];
  const shown = async () => {
    const now = await recorded(page);
    since = now.document === before.document ? now.texts.slice(before.texts.length) : now.texts;
    return (
      since.some((one) => one.includes(text)) ||
      (await toast(page, text).filter({ visible: true }).count()) > 0
    );
  };
  try {
    await expect.poll(shown, { timeout }).toBe(true);
  } catch (error) {
    throw new Error(
      `no toast containing 「${text}」 within ${timeout} ms; toasts shown since the action: ${JSON.stringify(since)}`,
      { cause: error },
    );
  }
  return result;
}
