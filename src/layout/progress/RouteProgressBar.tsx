import { useEffect, useSyncExternalStore } from "react";
import { progressPhase, startProgress, subscribeProgress } from "./progressStore";
import "./progress.css";

/**
 * The thin bar at the top of the window while a route's code loads (nprogress-like, a few lines of CSS instead of
 * a dependency). Render it once.
 */
export function RouteProgressBar() {
  const phase = useSyncExternalStore(subscribeProgress, progressPhase, progressPhase);
  if (phase === "idle") return null;
  return (
    <div
      className={`route-progress route-progress-${phase}`}
      role="progressbar"
      aria-label="页面加载中"
      aria-busy={phase === "loading"}
    >
      <div className="route-progress-bar" />
    </div>
  );
}

/** Keeps the bar running while mounted: use it (or RouteLoading) as a Suspense fallback. */
export function ProgressWhileMounted() {
  useEffect(() => startProgress(), []);
  return null;
}
