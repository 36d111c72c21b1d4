/**
 * 「有 N 条新数据，点击刷新」 above a list (issue 28 §2): refine's useTable hears the live events of its resource
 * (liveMode "manual", src/providers/live/hub.ts) and the list says how many came instead of moving rows under the
 * pointer; a click reads the list again. A list kept alive in a layout tab that is not shown refreshes in the
 * background instead (docs/decisions.md "A page in a hidden tab": stays live).
 */
import { isServerEvent } from "../../providers/live/hub";
import type { LiveEvent } from "@refinedev/core";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

// Loaded when the first news comes: most list visits never show it (issue 30).
const NewRowsAlert = lazy(() => import("./NewRowsAlert"));

export interface LiveRows {
  /** When the events heard while the list was shown were written (ms), since the last click. */
  heard: readonly number[];
  /** Events heard while the list was kept hidden (each one reads it again). */
  background: number;
  /** For useTable's `onLiveEvent` (refine keeps the first one it is given: this one never changes). */
  onLiveEvent(event: LiveEvent): void;
  clear(): void;
}

export function useLiveRows(path: string): LiveRows {
  const [heard, setHeard] = useState<readonly number[]>([]);
  const [background, setBackground] = useState(0);
  const pathRef = useRef(path);
  useEffect(() => {
    pathRef.current = path;
  }, [path]);
  const onLiveEvent = useCallback((event: LiveEvent) => {
    if (!isServerEvent(event)) return;
    if (window.location.pathname === pathRef.current) setHeard((list) => [...list, event.date.getTime()]);
    else setBackground((n) => n + 1);
  }, []);
  const clear = useCallback(() => setHeard([]), []);
  return { heard, background, onLiveEvent, clear };
}

export function LiveBanner({
  live,
  refetch,
  updatedAt,
}: {
  live: LiveRows;
  refetch: () => unknown;
  /**
   * When the list was last read: whatever read it (a search, a page, the refresh after the user's own action, whose
   * event comes back on the channel) read the news written before, so only later events count.
   */
  updatedAt: number;
}) {
  const { background, heard, clear } = live;
  const count = heard.filter((writtenAt) => writtenAt > updatedAt).length;
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);
  useEffect(() => {
    if (background > 0) void refetchRef.current();
  }, [background]);
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <NewRowsAlert
        count={count}
        onRefresh={() => {
          clear();
          void refetchRef.current();
        }}
      />
    </Suspense>
  );
}
