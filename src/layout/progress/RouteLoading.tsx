import { Spin } from "antd";
import { useEffect, useState } from "react";
import { startProgress } from "./progressStore";

/** A spinner shows only when loading takes longer than this (the top bar shows at once). */
const SPIN_DELAY_MS = 300;

/** Suspense fallback of a route page: runs the top progress bar, and shows a spinner if loading is slow. */
export function RouteLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => startProgress(), []);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div style={{ minHeight: "40vh", display: "grid", placeItems: "center" }} aria-busy="true">
      {slow ? <Spin size="large" /> : null}
    </div>
  );
}
