// @vitest-environment node
/**
 * The push channel in-process (issue 28 §2): who receives which event, resuming, reset, heartbeat and the end of a
 * session. Timings are shortened (poll 10 ms, heartbeat 40 ms).
 */
import { Hono } from "hono";
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { compression, sizedJson } from "../sizedJson";
import { buildSignedRequest, createTestStandIn, type TestStandIn } from "../testing";
import { emitLiveEvent, liveSequence, pruneLiveEvents } from "./events";
import { isEvent, openTestStream, readSse, type Frame } from "./sseTesting";

const DEMO = SEED_PROVIDERS.demo.id;
const NEWCOMER = SEED_PROVIDERS.newcomer.id;

function standIn(): TestStandIn {
  return createTestStandIn({ live: { pollMs: 10, heartbeatMs: 40 } });
}

const marker = (s: TestStandIn, providerId: string) =>
  emitLiveEvent(s.db, { providerId, channel: "messages", type: "marker" }, s.now());
const isMarker = (frame: Frame) => frame.data?.includes('"marker"') ?? false;
const ids = (frames: Frame[]) => frames.filter(isEvent).map((f) => Number(f.id));

async function accountId(s: TestStandIn, username: string): Promise<number> {
  return Number(s.db.prepare("SELECT id FROM accounts WHERE username = ?").pluck().get(username));
}

describe("the push stream", () => {
  it("answers an SSE stream that starts with retry and no history", async () => {
    const s = standIn();
    const token = await s.login("demo");
    const before = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" });
    const { response, sse } = await openTestStream(s, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect((await sse.next()).retry).toBe("3000");
    const next = emitLiveEvent(s.db, {
      providerId: DEMO,
      channel: "orders",
      type: "created",
      payload: { orderNo: "SO1" },
    });
    const frame = await sse.next(isEvent);
    expect(frame.id).toBe(String(next));
    expect(frame.id).not.toBe(String(before));
    expect(frame.event).toBe("orders");
    expect(JSON.parse(frame.data ?? "")).toEqual({
      type: "created",
      payload: { orderNo: "SO1" },
      createdAt: expect.any(Number),
    });
    await sse.close();
  });

  it("refuses a caller without a token", async () => {
    const s = standIn();
    const { status, body } = await s.call(api.live.events, {});
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it("gives each event to its provider only, and a targeted one to its account only", async () => {
    const s = standIn();
    const demo = await openTestStream(s, await s.login("demo"));
    const limited = await openTestStream(s, await s.login("limited"));
    const newcomer = await openTestStream(s, await s.login("newcomer"));
    const all = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" });
    const mine = emitLiveEvent(s.db, {
      providerId: DEMO,
      accountId: await accountId(s, "demo"),
      channel: "account",
      type: "permissions",
    });
    const theirs = emitLiveEvent(s.db, { providerId: NEWCOMER, channel: "orders", type: "created" });
    const demoEnd = marker(s, DEMO);
    const newcomerEnd = marker(s, NEWCOMER);
    expect(ids(await demo.sse.collect(isMarker))).toEqual([all, mine, demoEnd]);
    expect(ids(await limited.sse.collect(isMarker))).toEqual([all, demoEnd]);
    expect(ids(await newcomer.sse.collect(isMarker))).toEqual([theirs, newcomerEnd]);
    await Promise.all([demo.sse.close(), limited.sse.close(), newcomer.sse.close()]);
  });

  it("replays exactly the missed events after Last-Event-ID (header or query)", async () => {
    const s = standIn();
    const token = await s.login("demo");
    const first = await openTestStream(s, token);
    const seen = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" });
    expect(Number((await first.sse.next(isEvent)).id)).toBe(seen);
    await first.sse.close();
    const missed = [
      emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" }),
      emitLiveEvent(s.db, { providerId: NEWCOMER, channel: "orders", type: "created" }),
      emitLiveEvent(s.db, { providerId: DEMO, channel: "workOrders", type: "replied" }),
    ];
    const expected = [missed[0], missed[2]];
    for (const viaQuery of [false, true]) {
      const again = await openTestStream(s, token, { lastEventId: seen, viaQuery });
      expected.push(marker(s, DEMO));
      const frames = await again.sse.collect((f) => Number(f.id) === expected[expected.length - 1]);
      expect(ids(frames)).toEqual(expected);
      await again.sse.close();
    }
  });

  it("tells a console with a forgotten last id to reset, then continues live", async () => {
    const s = standIn();
    const old = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" }, s.now());
    emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" }, s.now());
    s.advance(25 * 60 * 60 * 1000);
    const kept = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" }, s.now());
    expect(pruneLiveEvents(s.db, s.now(), 24 * 60 * 60 * 1000)).toBe(2);
    const token = await s.login("demo");
    const { sse } = await openTestStream(s, token, { lastEventId: old });
    const reset = await sse.next(isEvent);
    expect(reset.event).toBe("reset");
    expect(reset.id).toBe(String(kept));
    expect(JSON.parse(reset.data ?? "")).toEqual({ lastEventId: kept });
    const next = marker(s, DEMO);
    expect(Number((await sse.next(isEvent)).id)).toBe(next);
    await sse.close();
    // An id from another database (ahead of the sequence) resets too.
    const ahead = await openTestStream(s, token, { lastEventId: liveSequence(s.db) + 50 });
    expect((await ahead.sse.next(isEvent)).event).toBe("reset");
    await ahead.sse.close();
  });

  it("keeps ids increasing across a test-hook reset, and resets a console that resumes across it", async () => {
    const s = standIn();
    const before = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" });
    s.reset();
    const token = await s.login("demo");
    const { sse } = await openTestStream(s, token, { lastEventId: before - 1 });
    expect((await sse.next(isEvent)).event).toBe("reset");
    expect(marker(s, DEMO)).toBeGreaterThan(before);
    await sse.close();
  });

  it("refuses a malformed last id", async () => {
    const s = standIn();
    const token = await s.login("demo");
    const { body } = await s.call(api.live.events, {}, { token, headers: { "Last-Event-ID": "abc" } });
    expect(body.msg).toBe("lastEventId 无效");
  });

  it("sends heartbeats", async () => {
    const s = standIn();
    const { sse } = await openTestStream(s, await s.login("demo"));
    const beat = await sse.next((f) => f.comments.some((c) => c.startsWith("heartbeat")));
    expect(beat.comments[0]).toMatch(/^heartbeat \d+$/);
    await sse.close();
  });

  it("ends the stream when the session ends (logout, expiry)", async () => {
    const s = standIn();
    const token = await s.login("demo");
    const { sse } = await openTestStream(s, token);
    expect((await s.call(api.account.logout, undefined, { token })).body.code).toBe(1);
    const end = await sse.next(isEvent);
    expect(end.event).toBe("end");
    expect(JSON.parse(end.data ?? "")).toEqual({ reason: "logout" });
    await expect(sse.next()).rejects.toThrow("ended");

    const other = await s.login("demo");
    const second = await openTestStream(s, other);
    s.advance(13 * 60 * 60 * 1000);
    expect(JSON.parse((await second.sse.next(isEvent)).data ?? "")).toEqual({ reason: "expired" });
  });

  it("ends the stream of an account switched off", async () => {
    const s = standIn();
    const { sse } = await openTestStream(s, await s.login("limited"));
    s.db.prepare("UPDATE accounts SET enabled = 0 WHERE username = 'limited'").run();
    const end = await sse.next(isEvent);
    expect(end.event).toBe("end");
    expect(JSON.parse(end.data ?? "")).toEqual({ reason: "disabled" });
  });

  it("is neither buffered nor compressed by the served stand-in's middlewares", async () => {
    const s = standIn();
    const token = await s.login("demo");
    const root = new Hono();
    root.use("*", compression());
    root.use("/api/*", sizedJson());
    root.route("/", s.app);
    const request = await buildSignedRequest(api.live.events, {}, { token, now: s.now() });
    request.headers.set("Accept-Encoding", "gzip");
    const response = await root.request(request);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBeNull();
    const sse = readSse(response.body!);
    const id = emitLiveEvent(s.db, { providerId: DEMO, channel: "orders", type: "created" });
    expect(Number((await sse.next(isEvent)).id)).toBe(id);
    await sse.close();
  });
});
