import { afterEach, describe, expect, it } from "vitest";
import { loadLastEventId, saveLastEventId } from "./lastEventId";
import { LIVE_OVERRIDE_KEY, liveSettings } from "./settings";

afterEach(() => localStorage.clear());

describe("the id the push channel resumes after", () => {
  it("is kept per browser for the provider it belongs to", () => {
    expect(loadLastEventId("p1")).toBeNull();
    saveLastEventId("p1", 42);
    expect(loadLastEventId("p1")).toBe(42);
    // Another login in this browser starts afresh instead of replaying another provider's position.
    expect(loadLastEventId("p2")).toBeNull();
    localStorage.setItem("console.live.lastEventId", "not json");
    expect(loadLastEventId("p1")).toBeNull();
  });
});

describe("liveSettings", () => {
  it("takes the build's settings unless this browser overrides them", () => {
    expect(liveSettings().transport).toBe("push");
    localStorage.setItem(LIVE_OVERRIDE_KEY, JSON.stringify({ transport: "poll", pollMs: 2000 }));
    expect(liveSettings()).toMatchObject({ transport: "poll", pollMs: 2000 });
    localStorage.setItem(LIVE_OVERRIDE_KEY, JSON.stringify({ transport: "sideways", pollMs: 5 }));
    expect(liveSettings().transport).toBe("push");
    expect(liveSettings().pollMs).toBeGreaterThanOrEqual(1000);
  });
});
