/**
 * The state of the thin top progress bar: "loading" while at least one route's code is loading, then "done" for a
 * short moment (the bar fills and fades), then "idle". Module state, so any fallback can start it and the single bar
 * (RouteProgressBar) shows it.
 */
export type ProgressPhase = "idle" | "loading" | "done";

/** How long the finished bar stays before it disappears (its fade-out). */
export const PROGRESS_DONE_MS = 400;

let running = 0;
let phase: ProgressPhase = "idle";
let doneTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPhase(next: ProgressPhase): void {
  if (phase === next) return;
  phase = next;
  for (const listener of listeners) listener();
}

export function progressPhase(): ProgressPhase {
  return phase;
}

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts one loading; call the returned function (once; later calls do nothing) when it has finished. */
export function startProgress(): () => void {
  running += 1;
  clearTimeout(doneTimer);
  setPhase("loading");
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    running = Math.max(0, running - 1);
    if (running > 0) return;
    setPhase("done");
    doneTimer = setTimeout(() => setPhase("idle"), PROGRESS_DONE_MS);
  };
}
