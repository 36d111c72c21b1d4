/**
 * Runs the live channel in this tab (issue 28 §2; docs/decisions.md rows "Live updates …"):
 * - every tab: listens on the bus, delivers events to the hub (refine's live provider) once each, puts the polled
 *   answers in its query cache, reports whether it is visible / focused;
 * - the leader (one tab per browser, Web Locks): runs the transport — push (one SSE connection, resumed from the
 *   last event id kept in localStorage, reconnect with backoff, heartbeat timeout, fallback to polling while push
 *   fails, push retried later) or polling (only while a tab is visible) — and picks the tab that notifies.
 */
import { clearAuth, getUser } from "../session";
import { createBackoff } from "./backoff";
import { createBus } from "./bus";
import type { LiveHub } from "./hub";
import { loadLastEventId, saveLastEventId } from "./lastEventId";
import { electLeader, type LockManagerLike } from "./leader";
import { startPoller, type Poller, type PollTarget } from "./poll";
import { anyVisible, chooseNotifyingTab, type TabState } from "./presence";
import { PushUnsupported, readPushStream } from "./push";
import type { BusMessage, TransportName, WireEvent } from "./types";

export interface LiveSettings {
  transport: TransportName;
  pollMs: number;
  /** No byte for this long: the push connection is dead (the server sends a heartbeat every 15 s). */
  heartbeatTimeoutMs: number;
  /** After push failed this many times in a row (or is unsupported), poll meanwhile. */
  fallbackAfter: number;
  /** While polling instead, try push again this often. */
  pushRetryMs: number;
}

export interface LiveRuntimeOptions {
  settings: LiveSettings;
  hub: LiveHub;
  /** What polling reads (src/queries/live.ts). */
  targets: () => readonly PollTarget[];
  /** A polled answer, for this tab's query cache. */
  onData(key: readonly unknown[], data: unknown): void;
  /** Web Locks (tests hand in their own); default the browser's. */
  locks?: LockManagerLike;
}

export interface LiveRuntime {
  stop(): void;
  readonly tabId: string;
  /** The transport the leader runs now ("off" in a tab that does not lead). */
  transport(): TransportName;
}

const SEEN_LIMIT = 1000;

/** The channels whose news polling announces (from the counts it reads: src/queries/live.ts). */
const POLLED_CHANNELS: ReadonlySet<string> = new Set(["orders", "workOrders", "messages"]);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

export function startLiveRuntime(options: LiveRuntimeOptions): LiveRuntime {
  const { settings, hub } = options;
  const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const bus = createBus();
  const tabs = new Map<string, TabState>();
  const seen = new Set<string>();
  let current: TransportName = "off";

  const deliver = (event: WireEvent) => {
    if (seen.has(event.key)) return;
    seen.add(event.key);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value ?? "");
    hub.deliver(event);
  };
  const ownState = (): TabState => ({
    tabId,
    visible: document.visibilityState === "visible",
    focused: document.hasFocus(),
    at: Date.now(),
  });
  const report = () => {
    const state = ownState();
    tabs.set(tabId, state);
    bus.post({ kind: "presence", ...state });
    poller?.wake();
  };

  // ---- the leader's side
  let poller: Poller | undefined;
  // The poll rounds (while push was failing) announced the counted channels' news between these times: the first
  // round only took the counts as they were.
  let polledSince = 0;
  let polledUntil = 0;
  const emit = (event: WireEvent) => {
    const addressed = { ...event, notifyTab: chooseNotifyingTab(tabs.values(), tabId) };
    bus.post({ kind: "event", event: addressed });
    deliver(addressed);
  };
  const handData = (key: readonly unknown[], data: unknown) => {
    bus.post({ kind: "data", key, data });
    options.onData(key, data);
  };
  const setTransport = (transport: TransportName) => {
    current = transport;
    bus.post({ kind: "transport", transport });
  };
  const startPolling = () => {
    if (poller) return;
    polledSince = 0;
    polledUntil = 0;
    setTransport("poll");
    poller = startPoller({
      targets: options.targets,
      intervalMs: settings.pollMs,
      maxBackoffMs: Math.max(settings.pollMs * 8, 60_000),
      anyVisible: () => anyVisible(tabs.values()),
      onData: handData,
      onEvent: emit,
      onRound: (at) => {
        polledSince ||= at;
        polledUntil = at;
      },
    });
  };
  const stopPolling = () => {
    poller?.stop();
    poller = undefined;
  };

  async function pushLoop(signal: AbortSignal): Promise<void> {
    const backoff = createBackoff(1000, 30_000);
    let failures = 0;
    while (!signal.aborted) {
      const provider = getUser()?.providerId;
      try {
        const outcome = await readPushStream({
          lastEventId: loadLastEventId(provider),
          heartbeatTimeoutMs: settings.heartbeatTimeoutMs,
          signal,
          handlers: {
            onOpen() {
              backoff.reset();
              failures = 0;
              stopPolling();
              setTransport("push");
            },
            onEvent(event) {
              saveLastEventId(provider, event.id);
              // A replay of what a poll already announced refreshes without a second notification.
              const announced =
                event.createdAt > polledSince &&
                event.createdAt <= polledUntil &&
                POLLED_CHANNELS.has(event.channel);
              emit(announced ? { ...event, silent: true } : event);
            },
            onReset(lastEventId) {
              saveLastEventId(provider, lastEventId);
              emit({
                key: `reset:${lastEventId}`,
                id: 0,
                channel: "*",
                type: "reset",
                payload: {},
                createdAt: Date.now(),
              });
            },
          },
        });
        if (outcome.kind === "end") {
          // The session is over (logout elsewhere, expired, disabled): handled like a 401, no reconnect.
          stopPolling();
          clearAuth();
          return;
        }
        await sleep(backoff.next(), signal);
      } catch (error) {
        failures += 1;
        const unsupported = error instanceof PushUnsupported;
        if (unsupported || failures >= settings.fallbackAfter) startPolling();
        await sleep(unsupported || poller ? settings.pushRetryMs : backoff.next(), signal);
      }
    }
  }

  const lead = () => {
    bus.post({ kind: "hello" });
    const aborter = new AbortController();
    if (settings.transport === "push") void pushLoop(aborter.signal);
    if (settings.transport === "poll") startPolling();
    return () => {
      aborter.abort();
      stopPolling();
      current = "off";
    };
  };

  // ---- every tab
  const unlisten = bus.listen((message: BusMessage) => {
    if (message.kind === "event") deliver(message.event);
    else if (message.kind === "data") options.onData(message.key, message.data);
    else if (message.kind === "presence") {
      tabs.set(message.tabId, message);
      poller?.wake();
    } else if (message.kind === "bye") tabs.delete(message.tabId);
    else if (message.kind === "hello") report();
  });
  const bye = () => bus.post({ kind: "bye", tabId });
  document.addEventListener("visibilitychange", report);
  window.addEventListener("focus", report);
  window.addEventListener("blur", report);
  window.addEventListener("pagehide", bye);
  report();
  const leadership =
    settings.transport === "off" ? undefined : electLeader("console-live-leader", lead, options.locks);

  return {
    tabId,
    transport: () => current,
    stop() {
      leadership?.stop();
      bye();
      unlisten();
      bus.close();
      document.removeEventListener("visibilitychange", report);
      window.removeEventListener("focus", report);
      window.removeEventListener("blur", report);
      window.removeEventListener("pagehide", bye);
    },
  };
}
