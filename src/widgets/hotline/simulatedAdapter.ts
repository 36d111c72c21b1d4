/**
 * The simulated call service (adapter "simulated", the default): what the dialer uses against the stand-in, where
 * no vendor exists. It accepts the stand-in's rhinokeen token, and a call rings after `ringMs` and is answered after
 * `answerMs`, then lasts until hung up. Numbers ending in these four digits (before any extension) behave otherwise,
 * so every outcome can be shown:
 * - 0000: never answered (the dialer gives up: 拨号超时);
 * - 4444: the call fails (拨号失败，请刷新后重试);
 * - 9999: the service sends an event the dialer does not know (数据异常请刷新后重试);
 * - 5555: answered, then the callee hangs up after `remoteHangUpMs`.
 */
import type { HotlineAdapter, HotlineEvent } from "./adapterTypes";

export interface SimulatedAdapterOptions {
  ringMs?: number;
  answerMs?: number;
  remoteHangUpMs?: number;
}

export const SIMULATED_NUMBERS = {
  neverAnswers: "0000",
  fails: "4444",
  oddEvent: "9999",
  calleeHangsUp: "5555",
} as const;

export function createSimulatedAdapter(options: SimulatedAdapterOptions = {}): HotlineAdapter {
  const ringMs = options.ringMs ?? 400;
  const answerMs = options.answerMs ?? 1500;
  const remoteHangUpMs = options.remoteHangUpMs ?? 3000;
  const listeners = new Set<(event: HotlineEvent) => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let token: string | null = null;
  let inCall = false;

  const emit = (event: HotlineEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers.clear();
  };

  return {
    name: "simulated",
    async init(value) {
      if (typeof value !== "string" || value.trim() === "") throw new Error("simulated hotline: empty token");
      token = value;
    },
    async dial(number, seat) {
      if (!token) throw new Error("simulated hotline: not initialised");
      if (!seat) throw new Error("simulated hotline: no seat");
      clearTimers();
      inCall = true;
      const suffix = number.split("-")[0].slice(-4);
      later(ringMs, () => emit({ type: "ringing" }));
      if (suffix === SIMULATED_NUMBERS.neverAnswers) return;
      if (suffix === SIMULATED_NUMBERS.fails) {
        later(ringMs, () => {
          inCall = false;
          emit({ type: "failed", reason: "callee unreachable" });
        });
        return;
      }
      if (suffix === SIMULATED_NUMBERS.oddEvent) {
        later(ringMs, () => emit({ type: "unknown", raw: { event: "SEAT_STATE_CHANGED", state: 7 } }));
        return;
      }
      later(answerMs, () => {
        emit({ type: "answered" });
        if (suffix === SIMULATED_NUMBERS.calleeHangsUp) {
          later(remoteHangUpMs, () => {
            inCall = false;
            emit({ type: "ended", by: "remote" });
          });
        }
      });
    },
    async hangUp() {
      clearTimers();
      if (!inCall) return;
      inCall = false;
      emit({ type: "ended", by: "local" });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      clearTimers();
      listeners.clear();
      token = null;
      inCall = false;
    },
  };
}
