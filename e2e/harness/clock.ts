/**
 * One clock for the browser tests: the pages' and the stand-in's. The stand-in runs on STANDIN_CLOCK, set by
 * globalSetup to an hour after the seed's "now" (SEED_ANCHOR, mocks/db/seed), as the stand-in's own tests do; every
 * page of `newPage()` sees the same time in its `Date`. So "this month", "today" and a bill's state mean the same
 * on both sides, whatever day the tests run.
 */
import type { BrowserContext } from "playwright-core";
import { SEED_ANCHOR } from "../../mocks/db/seed";

/** What the stand-in's clock shows when it starts: 2026-11-20 11:00 China time. */
export const STANDIN_CLOCK = new Date(SEED_ANCHOR + 60 * 60 * 1000).toISOString();

/**
 * Runs in the page before its scripts: `Date` (its `now()` and `new Date()`) shows the real time minus `behindMs`.
 * Timers, `performance.now()` and a date built from given parts are untouched.
 */
function dateBehind(behindMs: number): void {
  const RealDate = Date;
  const now = () => RealDate.now() - behindMs;
  function ShiftedDate(this: unknown, ...parts: unknown[]): Date | string {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, parts.length === 0 ? [now()] : parts, new.target) as Date;
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/**
 * STANDIN_CLOCK for another stand-in a test starts itself: the pages' clock, `behindMs` behind the real one, as it
 * reads when the stand-in starts (its clock then runs behind theirs by the second or two it takes to start).
 */
export function sameClockEnv(behindMs: number): { STANDIN_CLOCK: string } {
  return { STANDIN_CLOCK: new Date(Date.now() - behindMs).toISOString() };
}

/** Makes every page of the context run on the stand-in's clock, `behindMs` behind the real one. */
export async function runOnStandInClock(context: BrowserContext, behindMs: number): Promise<void> {
  await context.addInitScript(dateBehind, behindMs);
}
