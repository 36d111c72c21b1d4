/**
 * Keyboard and screen reader support of the tab strip that antd's Tabs lacks (issue 14).
 */

/**
 * rc-tabs puts its overflow button (…) inside the tablist, where only tabs belong. It stays for the mouse; it is
 * hidden from assistive technology and left out of the Tab order: every tab is reached with the arrow keys.
 */
export function hideOverflowButton(strip: HTMLElement | null): void {
  const more = strip?.querySelector(".ant-tabs-nav-more");
  if (!more) return;
  more.setAttribute("aria-hidden", "true");
  more.setAttribute("tabindex", "-1");
}
