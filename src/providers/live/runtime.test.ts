import { afterEach, describe, expect, it, vi } from "vitest";
import { createLiveHub } from "./hub";
import type { LockManagerLike } from "./leader";
import type { PollTarget } from "./poll";
import { startLiveRuntime, type LiveRuntime, type LiveSettings } from "./runtime";
import type { WireEvent } from "./types";

/** Web Locks' exclusive mode shared by the "tabs" of one test: one holder, the others in request order. */
function sharedLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, { signal }, callback) {
      const run = tail.then(() => (signal.aborted ? undefined : callback()));
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const settings: LiveSettings = {
  transport: "poll",
  pollMs: 1000,
  heartbeatTimeoutMs: 40_000,
  fallbackAfter: 5,
  pushRetryMs: 30_000,
};

const running: LiveRuntime[] = [];
afterEach(() => running.splice(0).forEach((runtime) => runtime.stop()));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("startLiveRuntime (tabs of one browser)", () => {
  it.runIf(typeof BroadcastChannel !== "undefined")(
    "polls in one tab only and hands the answers and the events to the other",
    async () => {
      let unread = 1;
      const read = vi.fn(async () => unread);
      const target: PollTarget = {
        name: "unread",
        key: ["data", "unread"],
        read,
        events: (before, after) =>
          Number(after) > Number(before)
            ? [{ channel: "orders", type: "created", payload: { count: Number(after) - Number(before) } }]
            : [],
      };
      const locks = sharedLocks();
      const tab = () => {
        const hub = createLiveHub();
        const events: WireEvent[] = [];
        hub.listen((event) => events.push(event));
        const data: unknown[] = [];
        const runtime = startLiveRuntime({
          settings,
          hub,
          targets: () => [target],
          onData: (_key, value) => data.push(value),
          locks,
        });
        running.push(runtime);
        return { runtime, events, data };
      };
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      const first = tab();
      const second = tab();
      await until(() => second.data.length > 0);
      expect(read).toHaveBeenCalledTimes(1);
      expect(first.data).toEqual([1]);
      expect(second.data).toEqual([1]);

      unread = 3;
      await until(() => second.events.length > 0 && first.events.length > 0);
      expect(read).toHaveBeenCalledTimes(2);
      expect(first.events).toHaveLength(1);
      expect(second.events).toHaveLength(1);
      // Both tabs learn of it; one of them is named to show it.
      expect(first.events[0].notifyTab).toBe(second.events[0].notifyTab);
      expect([first.runtime.tabId, second.runtime.tabId]).toContain(first.events[0].notifyTab);
      expect(first.runtime.transport()).toBe("poll");
      expect(second.runtime.transport()).toBe("off");
    },
    10_000,
  );
});
