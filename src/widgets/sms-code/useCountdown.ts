import { useCallback, useEffect, useState } from "react";

/** A seconds countdown: `start(n)` begins it, `remaining` is 0 when idle. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
