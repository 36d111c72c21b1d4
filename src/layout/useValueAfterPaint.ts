import { startTransition, useEffect, useState } from "react";

/** Runs `task` once the browser has painted the next frame (a timer when there are no frames). */
function afterNextPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== "function") {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs before that frame's layout and paint; a timer set from it runs after them.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value`, a frame late: a change is taken up once the browser has painted the frame after it, and rendered in a
 * transition. For a part of the screen that may follow the page (the sider's menu follows the route), so that its
 * work, and whatever layout it forces, stays out of the frame that shows the page. useDeferredValue is not enough:
 * React renders a deferred value in a task of its own, which often runs before that frame.
 * `first`: the value of the first render (by default `value` itself), e.g. `useValueAfterPaint(true, false)` for a
 * part drawn once the frame around it has been painted.
 */
export function useValueAfterPaint<T>(value: T, first: T = value): T {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => startTransition(() => setShown(value)));
  }, [value, shown]);
  return shown;
}
