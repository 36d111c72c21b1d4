/**
 * hideOverflowButton: rc-tabs' overflow button (…) sits inside the tablist, where only tabs belong; it stays for the
 * mouse but is hidden from assistive technology and left out of the Tab order.
 */
import { hideOverflowButton } from "./a11y";

/** A strip as rc-tabs renders it, with or without its overflow button. */
function strip(withOverflow: boolean): HTMLElement {
  const nav = document.createElement("nav");
  nav.innerHTML = `<div role="tablist"><div role="tab" tabindex="0">首页</div>${
    withOverflow ? '<button type="button" class="ant-tabs-nav-more">…</button>' : ""
  }</div>`;
  return nav;
}

describe("hideOverflowButton", () => {
  it("hides the overflow button from assistive technology and takes it out of the Tab order", () => {
    const nav = strip(true);
    hideOverflowButton(nav);
    const overflow = nav.querySelector("button");
    expect(overflow).toHaveAttribute("aria-hidden", "true");
    expect(overflow).toHaveAttribute("tabindex", "-1");
  });

  it("leaves a strip without an overflow button as it is, and accepts no strip at all", () => {
    const nav = strip(false);
    const before = nav.innerHTML;
    expect(() => hideOverflowButton(nav)).not.toThrow();
    expect(nav.innerHTML).toBe(before);
    expect(() => hideOverflowButton(null)).not.toThrow();
  });
});
