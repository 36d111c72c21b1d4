import { describe, expect, it, vi } from "vitest";
import { electLeader, type LockManagerLike } from "./leader";
import { anyVisible, chooseNotifyingTab } from "./presence";

/** Web Locks' exclusive mode: one holder, the others granted in request order. */
function fakeLocks(): LockManagerLike {
  const queue: { callback: () => Promise<void>; signal: AbortSignal; resolve: (v: unknown) => void }[] = [];
  let held = false;
  const grant = () => {
    while (!held && queue.length > 0) {
      const next = queue.shift();
      if (!next || next.signal.aborted) continue;
      held = true;
      void next.callback().then((value) => {
        held = false;
        next.resolve(value);
        grant();
      });
    }
  };
  return {
    request(_name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        queue.push({ callback, signal, resolve });
        grant();
      });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("electLeader", () => {
  it("lets one tab lead; when it stops, the tab that waited leads", async () => {
    const locks = fakeLocks();
    const cleanupA = vi.fn();
    const leadA = vi.fn(() => cleanupA);
    const leadB = vi.fn(() => () => undefined);
    const a = electLeader("x", leadA, locks);
    const b = electLeader("x", leadB, locks);
    await flush();
    expect(leadA).toHaveBeenCalledTimes(1);
    expect(leadB).not.toHaveBeenCalled();
    expect(a.leading).toBe(true);
    expect(b.leading).toBe(false);
    a.stop();
    await flush();
    expect(cleanupA).toHaveBeenCalledTimes(1);
    expect(leadB).toHaveBeenCalledTimes(1);
    expect(b.leading).toBe(true);
  });

  it("a tab that stops while waiting never leads", async () => {
    const locks = fakeLocks();
    const a = electLeader("x", () => () => undefined, locks);
    const leadB = vi.fn(() => () => undefined);
    const b = electLeader("x", leadB, locks);
    b.stop();
    a.stop();
    await flush();
    expect(leadB).not.toHaveBeenCalled();
  });

  it("leads at once without Web Locks", async () => {
    const lead = vi.fn(() => () => undefined);
    const leadership = electLeader("x", lead, undefined);
    await flush();
    expect(lead).toHaveBeenCalledTimes(1);
    expect(leadership.leading).toBe(true);
  });
});

describe("chooseNotifyingTab", () => {
  const tab = (tabId: string, visible: boolean, focused: boolean, at: number) => ({
    tabId,
    visible,
    focused,
    at,
  });

  it("prefers the focused visible tab, then the visible one seen last, else the leader", () => {
    expect(chooseNotifyingTab([tab("a", true, false, 5), tab("b", true, true, 1)], "l")).toBe("b");
    expect(chooseNotifyingTab([tab("a", true, false, 5), tab("b", true, false, 9)], "l")).toBe("b");
    expect(chooseNotifyingTab([tab("a", false, false, 5)], "l")).toBe("l");
    expect(anyVisible([tab("a", false, false, 5)])).toBe(false);
    expect(anyVisible([tab("a", false, false, 5), tab("b", true, false, 1)])).toBe(true);
  });
});
