// @vitest-environment node
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { readServerConfig } from "../serverConfig";
import { createTestStandIn } from "../testing";
import { liveEventsSince, liveSequence } from "./events";
import { startOrderGenerator } from "./generator";

describe("the order generator", () => {
  it("is off by default and reads ORDER_GENERATOR_PER_MINUTE and LIVE_HEARTBEAT_MS", () => {
    expect(readServerConfig({})).toMatchObject({ orderGeneratorPerMinute: 0, liveHeartbeatMs: 15_000 });
    expect(readServerConfig({ ORDER_GENERATOR_PER_MINUTE: "30", LIVE_HEARTBEAT_MS: "5000" })).toMatchObject({
      orderGeneratorPerMinute: 30,
      liveHeartbeatMs: 5000,
    });
    expect(readServerConfig({ ORDER_GENERATOR_PER_MINUTE: "0" }).orderGeneratorPerMinute).toBe(0);
    expect(() => readServerConfig({ ORDER_GENERATOR_PER_MINUTE: "-1" })).toThrow();
  });

  it("writes new 待派单 orders for the demo provider, each with its event", async () => {
    const s = createTestStandIn();
    const before = liveSequence(s.db);
    const generator = startOrderGenerator(s.db, s.now, 6000, () => {});
    await new Promise((resolve) => setTimeout(resolve, 120));
    generator.stop();
    const events = liveEventsSince(s.db, before);
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) {
      expect(event).toMatchObject({ providerId: SEED_PROVIDERS.demo.id, channel: "orders", type: "created" });
    }
  });
});
