/** Focus management of the layout's overlays (issue 14). */

/**
 * After an overlay (a dropdown menu) closed or a focused tab went away: when focus was left in the closing overlay
 * or dropped to the page's body, it goes to `target` (the overlay's trigger). A click elsewhere keeps its focus.
 */
export function focusAfterOverlay(target: () => HTMLElement | null): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const lost =
      active === null ||
      active === document.body ||
      active.closest(".ant-dropdown, .ant-popover, .ant-popconfirm") !== null;
    if (lost) target()?.focus();
  });
}
