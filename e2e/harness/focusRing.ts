/**
 * Whether the keyboard focus shows (WCAG 2.4.7), read from the page rather than from pictures: `sweepFocus` presses
 * Tab through a page and, for each element reached, compares the styles that draw a focus indicator (outline,
 * box-shadow, border and background colours, on the element and on the antd wrapper that draws its focus) while
 * it has the focus and once the focus has moved on. An outline must also surround what the element shows and not
 * be cut off by an ancestor that clips its overflow.
 */
import type { Page } from "playwright-core";
import { afterFrames } from "./index";

/** One focused element: how to find it in a failure message, and what is wrong with its focus indicator. */
export interface FocusStop {
  what: string;
  /** "" when its focus shows; otherwise why not. */
  problem: string;
}

const MARK = "data-focus-sweep";

interface Reading {
  /** The element had been reached before (the sweep went round). */
  again: boolean;
  what: string;
  /** The styles that draw a focus indicator, on the element and its antd wrappers. */
  signature: string;
  /** "" when its outline (if it has one) surrounds its content unclipped; otherwise why not. */
  ringProblem: string;
}

/**
 * Reads the focused element (`index` ≥ 0: marks it with that index) or, with `index` < 0, the element marked
 * `-index - 1` (once the focus has left it): its description, the signature of its focus styles and, when it draws
 * an outline, whether that outline surrounds what it shows and is clipped.
 */
function inspect([mark, index]: [string, number]): Reading | null {
  const el = (
    index >= 0 ? document.activeElement : document.querySelector(`[${mark}="${-index - 1}"]`)
  ) as HTMLElement | null;
  if (!el || el === document.body) return null;
  const again = index >= 0 && el.hasAttribute(mark);
  if (index >= 0 && !again) el.setAttribute(mark, String(index));
  const holders = [
    el,
    el.closest(".ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-input-search"),
    el.closest(".ant-select")?.querySelector(".ant-select-selector") ?? null,
    el.closest(".ant-checkbox-wrapper, .ant-radio-wrapper, .ant-segmented-item, .ant-switch"),
  ].filter((h): h is Element => h !== null);
  const signature = holders
    .map((h) => {
      const s = getComputedStyle(h);
      return [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderColor,
        s.backgroundColor,
      ].join(" ");
    })
    .join(" | ");
  const role = el.getAttribute("role");
  const text = (el.getAttribute("aria-label") || el.innerText || el.getAttribute("placeholder") || "")
    .replace(/\s+/g, " ")
    .trim();
  const what = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${text.slice(0, 30)}" (.${String(el.className).split(" ")[0]})`;

  type Box = { left: number; top: number; right: number; bottom: number };
  const union = (list: DOMRect[]): Box | null =>
    list.length === 0
      ? null
      : {
          left: Math.min(...list.map((r) => r.left)),
          top: Math.min(...list.map((r) => r.top)),
          right: Math.max(...list.map((r) => r.right)),
          bottom: Math.max(...list.map((r) => r.bottom)),
        };
  const inside = (a: Box, b: Box, slack = 0.5) =>
    a.left >= b.left - slack &&
    a.top >= b.top - slack &&
    a.right <= b.right + slack &&
    a.bottom <= b.bottom + slack;

  let ringProblem = "";
  const ringHolder = holders.find((h) => {
    const s = getComputedStyle(h);
    return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
  });
  if (index >= 0 && ringHolder) {
    const s = getComputedStyle(ringHolder);
    const grow = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
    const box = union([...ringHolder.getClientRects()].filter((r) => r.width > 0 || r.height > 0));
    const ring = box && {
      left: box.left - grow,
      top: box.top - grow,
      right: box.right + grow,
      bottom: box.bottom + grow,
    };
    // What the element shows: its own boxes and its descendants' (an inline link around a block card outlines
    // only its empty line boxes, not the card).
    const shown = union(
      [ringHolder, ...ringHolder.querySelectorAll("*")]
        .filter((e) => getComputedStyle(e).visibility !== "hidden")
        .flatMap((e) => [...e.getClientRects()])
        .filter((r) => r.width > 0 && r.height > 0),
    );
    // An inline element around blocks (a link around a card) outlines its line boxes, not the blocks inside.
    const blockInside = (e: Element): boolean =>
      [...e.children].some((c) => {
        const d = getComputedStyle(c).display;
        return d === "contents" || d.startsWith("inline") ? blockInside(c) : d !== "none";
      });
    if (!ring || ring.right - ring.left < 4 || ring.bottom - ring.top < 4)
      ringProblem = "its outline has no size";
    else if (s.display === "inline" && blockInside(ringHolder))
      ringProblem = "it is inline around blocks: its outline goes round its empty line boxes";
    // (A few pixels of slack: a tab's × may stand out of it by its negative margin.)
    else if (shown && !inside(shown, ring, 6)) ringProblem = "its outline does not surround what it shows";
    else {
      for (let a = ringHolder.parentElement; a && a !== document.body; a = a.parentElement) {
        const as = getComputedStyle(a);
        if (as.overflowX === "visible" && as.overflowY === "visible") continue;
        const r = a.getBoundingClientRect();
        if (!inside(ring, { left: r.left, top: r.top, right: r.right, bottom: r.bottom })) {
          const name = `${a.tagName.toLowerCase()}.${String(a.className).split(" ")[0]}`;
          ringProblem = `its outline is clipped by ${name} (overflow ${as.overflowX}/${as.overflowY})`;
          break;
        }
      }
    }
  }
  return { again, what, signature, ringProblem };
}

/** What is wrong with the focused element's outline ("" when nothing, or when it draws none). */
export async function ringProblem(page: Page): Promise<string> {
  const reading = await page.evaluate(inspect, [`${MARK}-one`, 0] as [string, number]);
  await page.evaluate((mark) => document.activeElement?.removeAttribute(mark), `${MARK}-one`);
  return reading?.ringProblem ?? "nothing has the focus";
}

/**
 * Presses Tab up to `max` times from where the focus is and answers every element reached, with what is wrong
 * with its focus indicator: its focus styles are the same focused and not, or its outline is cut off or surrounds
 * nothing. Stops when the focus leaves the page or comes back to an element already reached.
 */
export async function sweepFocus(page: Page, max = 150): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let previous: Reading | null = null;
  // Styles are read at once: no transition half way (antd fades borders in 0.2 s); antd marks a focused input's
  // wrapper from React state, one render later.
  const still = await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation: none !important; }",
  });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    await afterFrames(page, 2);
    if (previous) {
      // The element reached before (marked i - 1), now that the focus has left it.
      const left = await page.evaluate(inspect, [MARK, -i] as [string, number]);
      const problems = [previous.ringProblem];
      if (left && left.signature === previous.signature)
        problems.push("nothing changes when it has the focus");
      stops.push({ what: previous.what, problem: problems.filter(Boolean).join("; ") });
      previous = null;
    }
    const current = await page.evaluate(inspect, [MARK, i] as [string, number]);
    if (!current || current.again) break;
    previous = current;
  }
  await page.evaluate((mark) => {
    for (const el of document.querySelectorAll(`[${mark}]`)) el.removeAttribute(mark);
  }, MARK);
  await still.evaluate((style) => (style as Element).remove());
  return stops;
}
