/** Runs `task` once the page is idle after its first paint (at the latest `maxWaitMs` later); returns a cancel. */
export function whenIdle(task: () => void, maxWaitMs = 1500): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout: maxWaitMs });
    else task();
  }, 0);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
