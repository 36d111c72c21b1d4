import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPoller, type PollTarget } from "./poll";
import type { WireEvent } from "./types";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function counter(values: (number | Error)[]): PollTarget & { reads: number } {
  const target = {
    name: "unread",
    key: ["data", "x"],
    reads: 0,
    read: async () => {
      const value = values[Math.min(target.reads, values.length - 1)];
      target.reads += 1;
      if (value instanceof Error) throw value;
      return value;
    },
    events: (before: unknown, after: unknown) =>
      typeof before === "number" && typeof after === "number" && after > before
        ? [{ channel: "messages", type: "created", payload: { count: after - before } }]
        : [],
  };
  return target;
}

describe("startPoller", () => {
  it("reads every interval, hands each answer out and a rise as an event (not the first answer)", async () => {
    const target = counter([1, 1, 3]);
    const data: unknown[] = [];
    const events: WireEvent[] = [];
    const poller = startPoller({
      targets: () => [target],
      intervalMs: 1000,
      maxBackoffMs: 8000,
      anyVisible: () => true,
      onData: (_key, value) => data.push(value),
      onEvent: (event) => events.push(event),
    });
    await vi.advanceTimersByTimeAsync(2500);
    expect(target.reads).toBe(3);
    expect(data).toEqual([1, 1, 3]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ channel: "messages", type: "created", payload: { count: 2 }, id: 0 });
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(target.reads).toBe(3);
  });

  it("does not read while no tab is visible, and reads again when woken", async () => {
    let visible = false;
    const target = counter([1]);
    const poller = startPoller({
      targets: () => [target],
      intervalMs: 1000,
      maxBackoffMs: 8000,
      anyVisible: () => visible,
      onData: () => undefined,
      onEvent: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(target.reads).toBe(0);
    visible = true;
    poller.wake();
    await vi.advanceTimersByTimeAsync(10);
    expect(target.reads).toBe(1);
    poller.stop();
  });

  it("waits longer after failures and the interval again after a success", async () => {
    const failure = new Error("down");
    const target = counter([failure, failure, failure, 5]);
    const poller = startPoller({
      targets: () => [target],
      intervalMs: 1000,
      maxBackoffMs: 8000,
      anyVisible: () => true,
      onData: () => undefined,
      onEvent: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(target.reads).toBe(1);
    // Backoff after 1, 2, 3 failures: at least 500, 1000, 2000 ms (equal jitter).
    await vi.advanceTimersByTimeAsync(499);
    expect(target.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(8000);
    expect(target.reads).toBeGreaterThanOrEqual(3);
    poller.stop();
  });
});
