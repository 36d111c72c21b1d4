import { useEffect, useRef } from "react";
import { usePageShown } from "./pageShown";
import { usePageTitle } from "./pageTitle";

/**
 * The page's title: the document title, and the page's one <h1> (the breadcrumb and the tab already show it, so it
 * is visually hidden). A leaf, so that a kept page shown again renders nothing but this.
 *
 * When focus was lost as the page appeared — the login form went away, a tab was closed, a fresh load, a kept tab
 * shown again — it moves here, so keyboard and screen reader users start at the page's title rather than at the top
 * of the document.
 */
export function PageHeading({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const shown = usePageShown();
  usePageTitle(title);
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, [shown]);
  return (
    <h1 ref={ref} className="sr-only" tabIndex={-1}>
      {title}
    </h1>
  );
}
