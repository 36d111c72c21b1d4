/** Times in the stand-in: clocks give epoch milliseconds; the API shows China time (UTC+8, no DST). */

export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock that shows `start` now and runs on at real speed (the stand-in's STANDIN_CLOCK). */
export function clockStartingAt(start: number, real: Clock = systemClock): Clock {
  const behind = real() - start;
  return () => real() - behind;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** "YYYY-MM-DD HH:mm:ss" in China time. */
export function chinaDateTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** "YYYY-MM-DD" in China time. */
export function chinaDate(ms: number): string {
  return chinaDateTime(ms).slice(0, 10);
}
