import type { MouseEvent } from "react";

export const MAIN_CONTENT_ID = "main-content";

/**
 * 跳到主要内容: the first stop of the Tab order (shown only while focused) that moves focus past the sider, the
 * header and the tab strip to the page's main region. Focus is moved by script: following the fragment would
 * add "#main-content" to the address, which the router and the tab strip would take for another page.
 */
export function SkipLink({ target = MAIN_CONTENT_ID }: { target?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(target);
    if (!main) return;
    // Kept-alive pages of other tabs are in the DOM too, not displayed: the shown page's heading.
    const heading = [...main.querySelectorAll<HTMLElement>("h1[tabindex]")].find(
      (h) => h.getClientRects().length > 0,
    );
    (heading ?? main).focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a className="skip-link" href={`#${target}`} onClick={skip}>
      跳到主要内容
    </a>
  );
}
