/**
 * axe-core in the browser tests: `audit(page, label)` runs the WCAG 2.1 A/AA rules on the page as it is now and
 * answers the violations, minus the documented antd exceptions below (each one rule on one exact selector).
 * `blocking(result)` keeps the critical and serious ones, which the accessibility tests fail on.
 *
 * The axe that runs is the project's own `axe-core` (package.json), injected as its source: @axe-core/playwright
 * bundles an older axe of its own (4.13), which leaves out rules current axe reports (label-content-name-mismatch,
 * WCAG 2.5.3, was "experimental" and off there). `AXE_VERSION` is the version every audit must report.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
/** The project's axe-core version (its package.json), the one `audit` runs. */
export const AXE_VERSION = (require("axe-core/package.json") as { version: string }).version;

/**
 * Rules run on top of the WCAG tags whatever their tags in this axe version: the accessible name of a control
 * labelled by its content holds that content (WCAG 2.5.3, "experimental" before axe 4.14).
 */
export const EXTRA_RULES = ["label-content-name-mismatch"] as const;

/**
 * Violations antd produces that cannot be fixed from outside it. Each names one rule and the exact selector it is
 * allowed on, with the reason (also recorded in docs/decisions.md).
 */
export const ANTD_EXCEPTIONS: readonly { rule: string; selector: string; reason: string }[] = [];

export interface Audit {
  label: string;
  violations: Result[];
  /** The version of the axe that ran (AXE_VERSION) and the ids of the rules it ran. */
  engine: string;
  rulesRun: string[];
}

async function isExcepted(page: Page, rule: string, target: unknown): Promise<boolean> {
  const selectors = ANTD_EXCEPTIONS.filter((e) => e.rule === rule).map((e) => e.selector);
  if (selectors.length === 0 || !Array.isArray(target)) return false;
  const last = target[target.length - 1];
  if (typeof last !== "string") return false;
  return page.evaluate(
    ({ css, allowed }) => {
      const element = document.querySelector(css);
      return element !== null && allowed.some((selector) => element.matches(selector));
    },
    { css: last, allowed: selectors },
  );
}

/**
 * An AxeBuilder running the project's axe-core on the WCAG 2.1 A/AA rules and EXTRA_RULES (narrow it with
 * `.include(selector)`). Every browser test that runs axe builds it here, never with `new AxeBuilder({ page })`,
 * which would run the older axe bundled with @axe-core/playwright.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_TAGS);
}

/** Runs axe (WCAG 2.1 A/AA) on the page; the documented antd exceptions are taken out node by node. */
/**
 * Waits (up to 5 s) until no element is half way through antd's motion (rc-motion's `-enter`, `-appear` or `-leave`
 * classes): a toast, menu or dialog coming or going is see-through, and axe would measure its text's contrast too low
 * (a 验证码已发送 toast on the register page failed so once, as the bell's confirmation and the user menu had).
 */
async function motionsSettled(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll("[class]")].some((element) =>
        [...element.classList].some((name) => /-(enter|appear|leave)(-(start|active|prepare))?$/.test(name)),
      ),
    );
    if (!moving) return;
    await page.waitForTimeout(50);
  }
}

export async function audit(page: Page, label: string): Promise<Audit> {
  await motionsSettled(page);
  const results = await axeBuilder(page).analyze();
  const rulesRun = [
    ...results.violations,
    ...results.passes,
    ...results.incomplete,
    ...results.inapplicable,
  ].map((r) => r.id);
  const violations: Result[] = [];
  for (const violation of results.violations) {
    const nodes = [];
    for (const node of violation.nodes) {
      if (!(await isExcepted(page, violation.id, node.target))) nodes.push(node);
    }
    if (nodes.length > 0) violations.push({ ...violation, nodes });
  }
  return { label, violations, engine: results.testEngine.version, rulesRun };
}

/**
 * Ids given to more than one element of the document (a <label for> or aria reference to such an id may point at
 * the wrong control), each with its count. axe's own duplicate-id rules are deprecated (off) in axe 4.14, hence a
 * direct check. Hidden kept-alive pages count too: they share the document.
 */
export async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]")) {
      if (element.id) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    }
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`);
  });
}

/** The critical and serious violations of an audit. */
export function blocking(result: Audit): Result[] {
  return result.violations.filter((v) => v.impact === "critical" || v.impact === "serious");
}

/** One line per violation: where, rule, impact, node count and the first targets (readable test failures). */
export function describeViolations(result: Audit, violations: Result[] = result.violations): string[] {
  return violations.map(
    (v) =>
      `${result.label}: ${v.id} (${v.impact}, ${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/** Roles whose name a screen reader announces as the control (or picture) itself. */
const NAMED_ROLES =
  "button|link|img|tab|tablist|menuitem|menu|combobox|checkbox|radio|radiogroup|option|listbox|dialog|textbox|" +
  "searchbox|spinbutton|switch|progressbar|status|alert|navigation|region|group|banner|contentinfo|main|tooltip";
const NAMED_LINE = new RegExp(`^\\s*- (${NAMED_ROLES}) "([^"]*)"`);
/** antd's English defaults: icon names ("bell", "close-circle"), "segmented control", "Tab 1 of 3", "Close". */
const ENGLISH = /\b[a-z]{3,}\b|\bTab \d+ of \d+\b|\b(Close|Remove|Search|Loading)\b/;

/** File names, addresses and protocol names are not words to translate. */
function withoutNamesOfThings(name: string): string {
  return name
    .replace(/\S*\/\S*/g, "")
    .replace(/\.[A-Za-z0-9]{2,5}\b/g, "")
    .replace(/\bhttps?\b/g, "");
}

/** Names in the page's accessibility tree that carry English words (none should: the console is Chinese). */
export async function englishNames(page: Page): Promise<string[]> {
  const tree = await page.locator("body").ariaSnapshot();
  return tree
    .split("\n")
    .map((line) => NAMED_LINE.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && ENGLISH.test(withoutNamesOfThings(m[2])))
    .map((m) => `${m[1]} "${m[2]}"`);
}
