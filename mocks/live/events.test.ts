import { describe, expect, it } from "vitest";
import { openDatabase } from "../db";
import { emitLiveEvent, lastLiveEventId, liveEventsAfter, pruneLiveEvents } from "./events";

const A = "provider-a";
const B = "provider-b";

describe("live event log", () => {
  it("gives a provider's account its provider's events and its own targeted ones, oldest first", () => {
    const db = openDatabase();
    const first = emitLiveEvent(db, {
      providerId: A,
      channel: "orders",
      type: "created",
      payload: { orderNo: "1" },
    });
    emitLiveEvent(db, { providerId: B, channel: "orders", type: "created" });
    emitLiveEvent(db, { providerId: A, accountId: 7, channel: "account", type: "permissions" });
    const mine = emitLiveEvent(db, { providerId: A, accountId: 8, channel: "account", type: "permissions" });

    const forEight = liveEventsAfter(db, A, 8, 0);
    expect(forEight.map((e) => e.id)).toEqual([first, mine]);
    expect(forEight[0]).toMatchObject({ channel: "orders", type: "created", payload: { orderNo: "1" } });
    expect(liveEventsAfter(db, A, 8, first).map((e) => e.id)).toEqual([mine]);
    expect(liveEventsAfter(db, B, 8, 0)).toHaveLength(1);
    expect(lastLiveEventId(db)).toBe(mine);
  });

  it("forgets events older than the kept window", () => {
    const db = openDatabase();
    emitLiveEvent(db, { providerId: A, channel: "messages", type: "created" }, 1_000);
    const recent = emitLiveEvent(db, { providerId: A, channel: "messages", type: "created" }, 10_000);
    expect(pruneLiveEvents(db, 10_500, 5_000)).toBe(1);
    expect(liveEventsAfter(db, A, 1, 0).map((e) => e.id)).toEqual([recent]);
  });
});
