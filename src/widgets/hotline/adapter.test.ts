import {
  configuredAdapterName,
  createHotlineAdapter,
  hotlineAdapterNames,
  registerHotlineAdapter,
  type HotlineEvent,
} from "./adapter";
import { createSimulatedAdapter } from "./simulatedAdapter";

describe("adapter registry", () => {
  it("uses VITE_HOTLINE_ADAPTER, default simulated", () => {
    expect(configuredAdapterName({})).toBe("simulated");
    expect(configuredAdapterName({ VITE_HOTLINE_ADAPTER: " vendorX " })).toBe("vendorX");
    expect(createHotlineAdapter().name).toBe("simulated");
  });

  it("creates registered adapters and refuses unknown names", () => {
    expect(() => createHotlineAdapter("nobody")).toThrow(/unknown hotline adapter "nobody"/);
    registerHotlineAdapter("test-vendor", () => ({ ...createSimulatedAdapter(), name: "test-vendor" }));
    expect(hotlineAdapterNames()).toContain("test-vendor");
    expect(createHotlineAdapter("test-vendor").name).toBe("test-vendor");
  });
});

describe("simulated adapter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function run(number: string, ms: number) {
    const adapter = createSimulatedAdapter({ ringMs: 100, answerMs: 500, remoteHangUpMs: 1000 });
    const events: HotlineEvent["type"][] = [];
    adapter.on((event) => events.push(event.type));
    await adapter.init("rk-token");
    await adapter.dial(number, "17000000001");
    await vi.advanceTimersByTimeAsync(ms);
    return { adapter, events };
  }

  it("refuses an empty token and dialing before init", async () => {
    const adapter = createSimulatedAdapter();
    await expect(adapter.init("")).rejects.toThrow();
    await expect(adapter.dial("13912345678", "17000000001")).rejects.toThrow();
  });

  it("rings, is answered and ends on hang-up", async () => {
    const { adapter, events } = await run("13912345678", 600);
    expect(events).toEqual(["ringing", "answered"]);
    await adapter.hangUp();
    expect(events).toEqual(["ringing", "answered", "ended"]);
  });

  it("has numbers for every other outcome", async () => {
    expect((await run("13912340000", 60_000)).events).toEqual(["ringing"]);
    expect((await run("13912344444", 600)).events).toEqual(["ringing", "failed"]);
    expect((await run("13912349999", 600)).events).toEqual(["ringing", "unknown"]);
    expect((await run("13912345555-12", 2000)).events).toEqual(["ringing", "answered", "ended"]);
  });
});
