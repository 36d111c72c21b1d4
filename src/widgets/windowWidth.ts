/**
 * The window's width for renders: read once, then again on each resize. Not `window.innerWidth` at render time:
 * React reads an external store's value again in its commit, after the DOM changed, and on a page with a viewport
 * meta (every phone) that read forces a layout in the middle of the commit: 10–25 ms of a cold list's long tasks at
 * 4× CPU (a trace of /order/index at 412 px).
 */
import { useSyncExternalStore } from "react";

let width: number | undefined;
const listeners = new Set<() => void>();

if (typeof window !== "undefined") {
  window.addEventListener("resize", () => {
    width = window.innerWidth;
    listeners.forEach((listener) => listener());
  });
}

/** The window's width as of its last resize (or its first read). */
export function windowWidth(): number {
  return (width ??= window.innerWidth);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the window is narrower than `limit` px; follows a resize or a rotation. */
export function useNarrowerThan(limit: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => windowWidth() < limit,
    () => false,
  );
}
