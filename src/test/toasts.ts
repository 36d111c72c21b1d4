/**
 * The toasts on screen, for unit tests. A closed toast keeps its node in its leave state in jsdom (the animation never
 * ends there), so those do not count.
 */
export const shownToastSelector = (type?: "error" | "success"): string =>
  `.ant-message-notice-wrapper:not([class*="-leave"]) .ant-message-notice${type ? `-${type}` : ""}`;

/** Texts of the toasts on screen, of one type or all. */
export function toastTexts(type?: "error" | "success"): string[] {
  return Array.from(document.querySelectorAll(shownToastSelector(type)), (n) => n.textContent ?? "");
}
