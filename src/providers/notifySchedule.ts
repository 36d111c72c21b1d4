/**
 * When react-query tells its observers of a change (notifyManager's scheduler): every batch of a task in one timer.
 *
 * react-query runs each batch of notifications in a `setTimeout(…, 0)` of its own, and a page's first render starts
 * dozens of queries: the dashboard's deep link installed about 80 such timers, and under Lighthouse's trace (which
 * records each timer with its stack) they were a tenth of its long tasks' time (issue 44). Here the batches queued in
 * one task share one timer and run in it in the order they were queued, as many timers set in that task would have
 * run: no later, no earlier. A batch that throws does not keep the next ones from running; its error is thrown
 * again from a timer of its own, as it would have been.
 */
export function oneTimerPerTask(): (batch: () => void) => void {
  let queued: (() => void)[] = [];
  return (batch) => {
    queued.push(batch);
    if (queued.length > 1) return;
    setTimeout(() => {
      const run = queued;
      queued = [];
      for (const next of run) {
        try {
          next();
        } catch (error) {
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    }, 0);
  };
}
