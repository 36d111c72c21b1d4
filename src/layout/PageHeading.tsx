import { useEffect, useRef } from "react";

/**
 * The page's one <h1>: its title (the breadcrumb and the tab already show it, so it is visually hidden). When focus
 * was lost as the page appeared — the login form went away, a tab was closed, a fresh load — it moves here, so
 * keyboard and screen reader users start at the page's title rather than at the top of the document.
 */
export function PageHeading({ title }: { title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} className="sr-only" tabIndex={-1}>
      {title}
    </h1>
  );
}
