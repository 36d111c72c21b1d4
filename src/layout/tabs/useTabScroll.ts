/**
 * The scroll memory of KeepAliveOutlet: whatever scrolls around the outlet (the window or a scrolling ancestor) gets
 * back the shown tab's own scrollTop when the tab is shown again (0 for a tab never scrolled).
 *
 * A kept page is as tall as it was, so its position is given back at the switch. A page the bound unmounted
 * (./keptPages) mounts afresh and its rows arrive with its data, later: the browser clamps the position to the short
 * page. Then the position is given again each time the outlet grows (a ResizeObserver), until it is reached, the user
 * scrolls, another tab is shown, or RESTORE_FOR_MS have passed.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { measureTabSwitchAtNextFrame } from "./tabSwitch";

/** How long a position the page was too short for is given again as the page grows. */
export const RESTORE_FOR_MS = 5000;

/** The element a scroll event scrolled (the document's scrolling element for the window). */
function scrolledElement(event: Event): Element | null {
  if (event.target === document) return document.scrollingElement;
  return event.target instanceof Element ? event.target : null;
}

interface Pending {
  /** The positions not reached yet. */
  targets: Map<Element, number>;
  /** The position each element was given last (its scroll event is ours, not the user's). */
  given: Map<Element, number>;
  stop(): void;
}

/** Gives each element its position; the ones clamped short of it are followed while the outlet grows. */
function restore(
  outlet: Element | null,
  elements: Iterable<Element>,
  tops: ReadonlyMap<Element, number> | undefined,
): Pending | null {
  const targets = new Map<Element, number>();
  const given = new Map<Element, number>();
  const give = (element: Element, top: number) => {
    element.scrollTop = top;
    given.set(element, element.scrollTop);
    if (element.scrollTop >= top - 1) targets.delete(element);
  };
  for (const element of elements) {
    const top = tops?.get(element) ?? 0;
    targets.set(element, top);
    give(element, top);
  }
  if (targets.size === 0 || !outlet || typeof ResizeObserver !== "function") return null;
  const observer = new ResizeObserver(() => {
    for (const [element, top] of targets) give(element, top);
    if (targets.size === 0) pending.stop();
  });
  const timer = setTimeout(() => pending.stop(), RESTORE_FOR_MS);
  const pending: Pending = {
    targets,
    given,
    stop() {
      observer.disconnect();
      clearTimeout(timer);
      targets.clear();
    },
  };
  observer.observe(outlet);
  return pending;
}

/**
 * Remembers the scroll positions of the page shown under `activePageKey` (null: a page without a tab) and gives
 * them back when it is shown again; measures the tab switch. `openPageKeys` forgets the closed and refreshed pages.
 */
export function useTabScroll(
  outletRef: RefObject<HTMLElement | null>,
  activePageKey: string | null,
  openPageKeys: readonly string[],
): void {
  /** Per page key: the scrollTop of each scrolling ancestor of the outlet (or the window) while it was shown. */
  const scrollTops = useRef(new Map<string, Map<Element, number>>());
  const scrollers = useRef(new Set<Element>());
  const shownKey = useRef<string | null>(null);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    const onScroll = (event: Event) => {
      const scrolled = scrolledElement(event);
      if (!scrolled || !outletRef.current || !scrolled.contains(outletRef.current)) return;
      // Learnt on any page (one without a tab too): the next tab shown gets its own position, 0 when none.
      scrollers.current.add(scrolled);
      const waiting = pending.current;
      if (waiting?.targets.has(scrolled)) {
        // Our own clamped position keeps the one to reach in memory; the user's scroll ends the following.
        if (waiting.given.get(scrolled) === scrolled.scrollTop) return;
        waiting.stop();
      }
      const key = shownKey.current;
      if (key === null) return;
      let tops = scrollTops.current.get(key);
      if (!tops) scrollTops.current.set(key, (tops = new Map()));
      tops.set(scrolled, scrolled.scrollTop);
    };
    document.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener("scroll", onScroll, { capture: true });
      pending.current?.stop();
    };
  }, [outletRef]);

  useLayoutEffect(() => {
    const previous = shownKey.current;
    shownKey.current = activePageKey;
    if (activePageKey === null || previous === activePageKey) return;
    pending.current?.stop();
    pending.current = restore(outletRef.current, scrollers.current, scrollTops.current.get(activePageKey));
    measureTabSwitchAtNextFrame();
  });

  useEffect(() => {
    // Forget the scroll positions of closed or refreshed pages.
    const open = new Set(openPageKeys);
    for (const key of scrollTops.current.keys()) if (!open.has(key)) scrollTops.current.delete(key);
  }, [openPageKeys]);
}
