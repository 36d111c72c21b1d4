/**
 * Locator checks for the browser tests: vitest's `expect` has no Playwright matchers, so these wait the way
 * Playwright's web-first assertions do (polling until true or a timeout) and fail with a readable message.
 */
import type { Locator, Page } from "playwright-core";

const DEFAULT_TIMEOUT = 10_000;

/** Waits until the locator's (first) element is visible. */
export async function visible(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await locator.first().waitFor({ state: "visible", timeout });
}

/** Waits until no element matches (or none is visible). */
export async function gone(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await expect.poll(() => locator.filter({ visible: true }).count(), { timeout }).toBe(0);
}

/** Waits until the locator's text contains (or, with `not`, no longer contains) the given text. */
export async function hasText(locator: Locator, text: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await expect.poll(() => locator.innerText(), { timeout }).toContain(text);
}

export async function lacksText(locator: Locator, text: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await expect.poll(() => locator.innerText(), { timeout }).not.toContain(text);
}

/** Waits until the element is disabled. */
export async function disabled(locator: Locator, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await expect.poll(() => locator.isDisabled(), { timeout }).toBe(true);
}

/** Waits until the input's value equals `value`. */
export async function hasValue(locator: Locator, value: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  await expect.poll(() => locator.inputValue(), { timeout }).toBe(value);
}

/**
 * Resolves once no dropdown, popover or dialog is in its opening or closing motion: a click aimed while a popup grows
 * lands lower once it has grown (on the next item, or below the last one), and one aimed at a popup that is leaving
 * does nothing. A dialog is first laid out unscaled and see-through (antd's "prepare" step) before it zooms in: a
 * click aimed at its button then lands beside it.
 */
export async function popupsSettled(page: Page, timeout = DEFAULT_TIMEOUT): Promise<void> {
  const moving = page.locator(
    [".ant-dropdown", ".ant-popover", ".ant-select-dropdown", ".ant-picker-dropdown", ".ant-modal"]
      .flatMap((popup) => ["enter", "appear", "leave"].map((motion) => `${popup}[class*="-${motion}"]`))
      .join(", "),
  );
  await expect.poll(() => moving.count(), { timeout }).toBe(0);
}

/**
 * Picks the option titled `title` of the select `select` opens: aimed once its dropdown has stopped growing, and
 * done once the dropdown has left (a click that missed leaves it open, over what the next step clicks).
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  await select.click();
  const open = page.locator(".ant-select-dropdown:visible");
  await open.getByTitle(title, { exact: true }).waitFor({ state: "visible" });
  await popupsSettled(page);
  await open.getByTitle(title, { exact: true }).click();
  await expect.poll(() => open.count()).toBe(0);
}

/**
 * The button `name` of the confirmation on screen (a Popconfirm, or a Modal.confirm), once no popup moves: a click
 * aimed at the previous confirmation while it leaves does nothing.
 */
export async function confirmButton(page: Page, name: string | RegExp = /确\s?定/): Promise<Locator> {
  const button = page
    .locator(".ant-popconfirm:visible, .ant-modal-confirm:visible")
    .getByRole("button", { name });
  await button.first().waitFor({ state: "visible" });
  await popupsSettled(page);
  return button;
}

/** A dropdown menu's item, once the menu has stopped moving (popupsSettled). */
export async function menuItem(
  page: Page,
  name: string | RegExp,
  timeout = DEFAULT_TIMEOUT,
): Promise<Locator> {
  const item = page.getByRole("menuitem", { name });
  await item.first().waitFor({ state: "visible", timeout });
  await popupsSettled(page, timeout);
  return item;
}
