/**
 * 「有 N 条新数据，点击刷新」 above a list (issue 28 §2, issue 40 §2): the list subscribes to the live events of its
 * resource (refine's useSubscription on `resources/<path>`, src/providers/live/hub.ts) and says how many came instead
 * of moving rows under the pointer; a click reads the list again. Only events that can change the list as filtered count (its tab's
 * statuses, its filters: liveNews.ts); events that say too little to tell make it say 「列表可能已变化，点击刷新」 once.
 * A list kept in a hidden tab reads nothing in the background: the change marked it stale, and it is read when shown
 * (src/queries/pageShown.tsx), which leaves out the news it heard meanwhile.
 */
import type { LiveEvent } from "@refinedev/core";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { eventDetails, isServerEvent } from "../../providers/live/hub";
import { newsVerdict, type ListFilter, type NewsVerdict } from "./liveNews";

// Loaded when the first news comes: most list visits never show it (issue 30).
// Through later.ts: its files are named there, not in every list's chunk.
const NewRowsAlert = lazy(() => import("./later").then((later) => later.loadNewRowsAlert()));

/** An event heard while the list was shown: when it was written and whether it can change the list. */
export interface HeardEvent {
  writtenAt: number;
  verdict: Exclude<NewsVerdict, "no">;
}

/**
 * The most events a list keeps for its banner: the latest ones. A list left unread all day (a kept tab, a busy
 * queue) holds this many, not one record per event for ever (issue 40: memory stays flat); past it the banner says
 * 「有 500+ 条新数据」.
 */
export const HEARD_LIMIT = 500;

export interface LiveRows {
  /** The latest events heard since the last click that can change the list as filtered (or cannot be told). */
  heard: readonly HeardEvent[];
  /** Older events were let go (more than HEARD_LIMIT heard since the last click). */
  cut: boolean;
  /** For useTable's `onLiveEvent` (refine keeps the first one it is given: this one never changes). */
  onLiveEvent(event: LiveEvent): void;
  clear(): void;
}

/** The live news of a list filtered by `filter` (read when each event comes: the latest filter). */
const NOTHING_HEARD = { heard: [], cut: false } as const;

export function useLiveRows(filter: ListFilter): LiveRows {
  const [news, setNews] = useState<{ heard: readonly HeardEvent[]; cut: boolean }>(NOTHING_HEARD);
  const filterRef = useRef(filter);
  useEffect(() => {
    filterRef.current = filter;
  }, [filter]);
  const onLiveEvent = useCallback((event: LiveEvent) => {
    if (!isServerEvent(event)) return;
    const verdict = newsVerdict(eventDetails(event).change, filterRef.current);
    if (verdict === "no") return;
    setNews(({ heard, cut }) => {
      const next = [...heard, { writtenAt: event.date.getTime(), verdict }];
      return next.length > HEARD_LIMIT
        ? { heard: next.slice(-HEARD_LIMIT), cut: true }
        : { heard: next, cut };
    });
  }, []);
  const clear = useCallback(() => setNews(NOTHING_HEARD), []);
  return { heard: news.heard, cut: news.cut, onLiveEvent, clear };
}

/**
 * The banner's text for what was heard after the list was last read, or null for none; `cut`: older events were let
 * go, so when all that is kept came after the read the count is a floor (「有 500+ 条」).
 */
export function newsText(heard: readonly HeardEvent[], updatedAt: number, cut: boolean): string | null {
  const news = heard.filter((event) => event.writtenAt > updatedAt);
  const count = news.filter((event) => event.verdict === "yes").length;
  const more = cut && news.length === heard.length ? "+" : "";
  if (count > 0) return `有 ${count}${more} 条新数据，点击刷新`;
  return news.length > 0 ? "列表可能已变化，点击刷新" : null;
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
   * event comes back on the channel) read the news written before, so only later events count. 0 (not read yet for
   * the current search): nothing to compare with, nothing shown.
   */
  updatedAt: number;
}) {
  const { heard, cut, clear } = live;
  const text = updatedAt > 0 ? newsText(heard, updatedAt, cut) : null;
  if (text === null) return null;
  return (
    <Suspense fallback={null}>
      <NewRowsAlert
        text={text}
        onRefresh={() => {
          clear();
          void refetch();
        }}
      />
    </Suspense>
  );
}
