import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { oneTimerPerTask } from "./notifySchedule";

describe("react-query's notifications, one timer per task", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the batches of a task in one timer, in their order, not before it fires", () => {
    const schedule = oneTimerPerTask();
    const ran: string[] = [];
    schedule(() => ran.push("a"));
    schedule(() => ran.push("b"));
    schedule(() => ran.push("c"));
    expect(vi.getTimerCount()).toBe(1);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b", "c"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives a batch queued while the batches run a timer of its own, after them", () => {
    const schedule = oneTimerPerTask();
    const ran: string[] = [];
    schedule(() => {
      ran.push("a");
      schedule(() => ran.push("later"));
    });
    schedule(() => ran.push("b"));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b", "later"]);
  });

  it("runs the next batches when one throws, and throws its error again from a timer", () => {
    const schedule = oneTimerPerTask();
    const ran: string[] = [];
    schedule(() => {
      throw new Error("观察者出错");
    });
    schedule(() => ran.push("b"));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["b"]);
    expect(() => vi.advanceTimersToNextTimer()).toThrow("观察者出错");
  });
});
