import { useEffect, useRef } from "react";
import { usePageShown } from "./pageShown";
import { usePageTitle } from "./pageTitle";

/**
 * The page's title: the document title, and the page's one <h1> (the breadcrumb and the tab already show it, so it
 * is visually hidden). A leaf, so that a kept page shown again renders nothing but this.
 *
 * When focus was lost as the page appeared — the login form went away, a tab was closed, a fresh load, a kept tab
 * shown again — it moves here once the page is painted, so keyboard and screen reader users start at the page's
 * title rather than at the top of the document.
 */
export function PageHeading({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = usePageShown();
  usePageTitle(title);
  useEffect(() => {
    if (!shown) return;
    // After the page's first paint: focus() lays the page out, and right after the commit that was a layout of its
    // own, done again for the paint (25 ms of a cold list's longest task at 4× CPU).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return (
    <h1 ref={ref} className="sr-only" tabIndex={-1}>
      {title}
    </h1>
  );
}
