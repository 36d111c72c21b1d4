/**
 * Stands in for rc-util's `getScrollBarSize` module in the build (vite.config.ts aliases it here). antd's Table
 * (rc-table) measures its scroll bar in a mount layout effect: it reads the target's computed styles, appends a
 * 100 px scrolling div and a <style> to the document, reads offsetWidth (a forced layout of the whole page) and
 * removes both. A kept-alive tab re-runs its mount effects each time it is shown (React's <Activity>), with the same
 * DOM elements, so every switch back to a list paid that layout and three style recalculations (about 13 ms).
 *
 * Here an element's scroll bar is measured once, the first time it is asked for (a new table is measured as before);
 * rc-util already caches the document's own scroll bar the same way (`getScrollBarSize()` until asked for a fresh
 * one).
 */
import getScrollBarSize, { getTargetScrollBarSize as measureTarget } from "rc-util/es/getScrollBarSize.js";

type ScrollBarSize = ReturnType<typeof measureTarget>;

const measured = new WeakMap<Element, ScrollBarSize>();

export function getTargetScrollBarSize(target: HTMLElement): ScrollBarSize {
  if (!(target instanceof Element)) return measureTarget(target);
  let size = measured.get(target);
  if (!size) {
    size = measureTarget(target);
    measured.set(target, size);
  }
  return size;
}

export default getScrollBarSize;
