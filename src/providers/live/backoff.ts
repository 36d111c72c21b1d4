/**
 * Delays between retries (a reconnect, a failing poll): exponential from `baseMs`, capped at `maxMs`, with "equal
 * jitter" (half fixed, half random) so that many consoles do not come back at the same instant after an outage.
 */
export interface Backoff {
  /** The delay before the next try; each call counts one more failure. */
  next(): number;
  /** A success: the next failure starts from `baseMs` again. */
  reset(): void;
  readonly failures: number;
}

export function createBackoff(baseMs: number, maxMs: number, random: () => number = Math.random): Backoff {
  let failures = 0;
  return {
    next() {
      const ceiling = Math.min(maxMs, baseMs * 2 ** failures);
      failures += 1;
      return Math.round(ceiling / 2 + (random() * ceiling) / 2);
    },
    reset() {
      failures = 0;
    },
    get failures() {
      return failures;
    },
  };
}
