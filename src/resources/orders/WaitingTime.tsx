/**
 * 等待时长 of the order list (issue 41 §2): how long a 待派单, 待接单 or 待预约 order has waited, in the warning tone
 * when it is about to be late and the danger tone when late, by the one rule of src/domain/orders/lateness.ts (the
 * stand-in's overdue alerts, which the early-warning board counts, use it too). The clock ticks once a minute for
 * every cell at once; 待接单 is timed against the provider's 接单超时时间 (its default when the account cannot read it),
 * read once for the page (withAcceptTimeout) rather than by each row's cell.
 */
import { Tag } from "antd";
import { createContext, useContext, useMemo, useSyncExternalStore, type ComponentType } from "react";
import { api } from "../../api";
import { SCREENS } from "../../api/screens";
import { ACCEPT_TIMEOUT_DEFAULT } from "../../domain/orders/dispatchRules";
import { orderWait, WAIT_LEVEL_TEXT, waitedText, type WaitFacts } from "../../domain/orders/lateness";
import { usePermission } from "../../providers/usePermission";
import { useEndpointQuery } from "../../queries/endpoint";
import { ToneText } from "../../widgets/text";
import type { Preloadable, ReadsAhead } from "../engine";

export const WAIT_TICK_MS = 60_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // `now` is what the cells have just rendered (snapshot): moving it here would render them all again.
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, WAIT_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time last read; while no cell shows it (no timer), read again when a tick has passed since. */
function snapshot(): number {
  if (timer === undefined && Date.now() - now >= WAIT_TICK_MS) now = Date.now();
  return now;
}

/** The time, moved on once a minute while some cell shows it (one timer for all of them). */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The setting is read at most every few minutes; a change of it refreshes it (its write, its live event). */
const SETTING_STALE_MS = 5 * 60_000;

/** The provider's 接单超时时间 in minutes: read where the account may (个人中心's call), else the default. */
export function useAcceptTimeout(): number {
  const readable = usePermission().mayOpen(SCREENS.personal);
  const setting = useEndpointQuery(api.worker.dispatchSettings.dispatchSettings, undefined, {
    enabled: readable,
    silent: true,
    staleTime: SETTING_STALE_MS,
  });
  return setting.data?.acceptTimeoutMinutes ?? ACCEPT_TIMEOUT_DEFAULT;
}

export interface WaitingTimeViewProps {
  order: WaitFacts;
  now: number;
  acceptTimeoutMinutes: number;
}

/** The cell for one order at `now`: nothing for a status that is not timed. */
export function WaitingTimeView({ order, now: at, acceptTimeoutMinutes }: WaitingTimeViewProps) {
  const wait = orderWait(order, at, acceptTimeoutMinutes);
  if (!wait) return <span className="order-wait">-</span>;
  const { level } = wait;
  return (
    <span className={`order-wait order-wait-${level}`} data-wait-level={level}>
      {level === "normal" ? (
        waitedText(wait.waitedMs)
      ) : (
        <ToneText tone={level === "late" ? "danger" : "warning"}>{waitedText(wait.waitedMs)}</ToneText>
      )}
      {level === "normal" ? null : (
        <Tag color={level === "late" ? "error" : "warning"} style={{ marginInlineStart: 4 }}>
          {WAIT_LEVEL_TEXT[level]}
        </Tag>
      )}
    </span>
  );
}

/** The setting read once for a page of cells; undefined outside such a page. */
const PageAcceptTimeout = createContext<number | undefined>(undefined);

/**
 * A page whose cells share one read of the setting: a read per row (refine's query hook in each cell) was a twentieth
 * of the order list's first render. The page itself does not render again when the setting arrives, only the cells.
 */
export function withAcceptTimeout<P extends object>(Page: ComponentType<P> & Preloadable & ReadsAhead) {
  function WithAcceptTimeout(props: P) {
    const page = useMemo(() => <Page {...props} />, [props]);
    return <PageAcceptTimeout.Provider value={useAcceptTimeout()}>{page}</PageAcceptTimeout.Provider>;
  }
  return Object.assign(WithAcceptTimeout, { preload: Page.preload, firstRead: Page.firstRead });
}

/** The list's cell: the order's wait now (the page's setting, or its own read outside such a page). */
export function WaitingTime({ order }: { order: WaitFacts }) {
  const shared = useContext(PageAcceptTimeout);
  const now = useMinuteClock();
  if (shared === undefined) return <WaitingTimeOwnSetting order={order} now={now} />;
  return <WaitingTimeView order={order} now={now} acceptTimeoutMinutes={shared} />;
}

function WaitingTimeOwnSetting({ order, now: at }: { order: WaitFacts; now: number }) {
  return <WaitingTimeView order={order} now={at} acceptTimeoutMinutes={useAcceptTimeout()} />;
}
