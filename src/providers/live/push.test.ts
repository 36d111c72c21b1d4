import { afterEach, describe, expect, it, vi } from "vitest";
import { events as liveEvents } from "../../api/live";
import { config } from "../../config";
import { setToken } from "../session";
import { PushUnsupported, readPushStream, wireEventOf, type PushHandlers } from "./push";
import type { WireEvent } from "./types";

function streamOf(chunks: string[], keepOpen = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      if (!keepOpen) controller.close();
    },
  });
}

function answer(body: ReadableStream<Uint8Array> | null, status = 200, type = "text/event-stream") {
  return new Response(body, { status, headers: { "content-type": type } });
}

function handlers() {
  const events: WireEvent[] = [];
  const resets: number[] = [];
  const onOpen = vi.fn();
  const h: PushHandlers = { onOpen, onEvent: (e) => events.push(e), onReset: (n) => resets.push(n) };
  return { h, events, resets, onOpen };
}

afterEach(() => setToken(null));

describe("readPushStream", () => {
  it("sends the signed request with the token and the id to resume after", async () => {
    setToken("tok-1");
    const fetchImpl = vi.fn(async () => answer(streamOf([])));
    const { h } = handlers();
    await readPushStream({
      lastEventId: 41,
      heartbeatTimeoutMs: 1000,
      signal: new AbortController().signal,
      handlers: h,
      fetchImpl,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${config.apiBaseUrl}${liveEvents.path}`);
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-1");
    expect(headers["Last-Event-ID"]).toBe("41");
    expect(headers["X-Signature"]).toBeTruthy();
    expect(headers.Accept).toBe("text/event-stream");
  });

  it("hands out channel events, a reset, and stops at end", async () => {
    const body = streamOf([
      "retry: 1000\n: connected\n\n",
      'id: 5\nevent: orders\ndata: {"type":"created","payload":{"orderNo":"A1"},"createdAt":100}\n\n',
      'id: 9\nevent: reset\ndata: {"lastEventId":9}\n\n',
      'event: end\ndata: {"reason":"logout"}\n\n',
      'id: 10\nevent: orders\ndata: {"type":"created","payload":{},"createdAt":1}\n\n',
    ]);
    const { h, events, resets, onOpen } = handlers();
    const outcome = await readPushStream({
      lastEventId: null,
      heartbeatTimeoutMs: 1000,
      signal: new AbortController().signal,
      handlers: h,
      fetchImpl: async () => answer(body),
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      { key: "5", id: 5, channel: "orders", type: "created", payload: { orderNo: "A1" }, createdAt: 100 },
    ]);
    expect(resets).toEqual([9]);
    expect(outcome).toEqual({ kind: "end", reason: "logout" });
  });

  it("closes a connection that stays silent past the heartbeat timeout", async () => {
    const { h } = handlers();
    const started = Date.now();
    const outcome = await readPushStream({
      lastEventId: null,
      heartbeatTimeoutMs: 100,
      signal: new AbortController().signal,
      handlers: h,
      fetchImpl: async () => answer(streamOf([": connected\n\n"], true)),
    });
    expect(outcome).toEqual({ kind: "closed" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it("tells a gateway without the push channel from a failing one", async () => {
    const run = (response: Response) =>
      readPushStream({
        lastEventId: null,
        heartbeatTimeoutMs: 1000,
        signal: new AbortController().signal,
        handlers: handlers().h,
        fetchImpl: async () => response,
      });
    await expect(run(answer(null, 404, "application/json"))).rejects.toBeInstanceOf(PushUnsupported);
    await expect(run(answer(streamOf(["{}"]), 200, "application/json"))).rejects.toBeInstanceOf(
      PushUnsupported,
    );
    await expect(run(answer(null, 502, "text/html"))).rejects.not.toBeInstanceOf(PushUnsupported);
    await expect(run(answer(null, 401, "application/json"))).resolves.toEqual({
      kind: "end",
      reason: "expired",
    });
  });
});

describe("wireEventOf", () => {
  it("refuses a message without a positive id or a JSON object", () => {
    expect(wireEventOf(undefined, "orders", "{}")).toBeUndefined();
    expect(wireEventOf("0", "orders", "{}")).toBeUndefined();
    expect(wireEventOf("3", "orders", "nope")).toBeUndefined();
    expect(wireEventOf("3", "orders", '{"type":"x"}')?.type).toBe("x");
  });

  it("reads the records, the change and the operator, leaving out what is not of their kind", () => {
    const data = {
      type: "order:appointment",
      payload: { orderNo: "A1" },
      createdAt: 5,
      ids: ["A1", 7],
      change: { status: { from: 7, to: 8 }, facts: { orderSource: 1 } },
      operator: { accountId: 3, name: "李调度" },
    };
    expect(wireEventOf("4", "orders", JSON.stringify(data))).toMatchObject({
      ids: ["A1", "7"],
      change: { status: { from: 7, to: 8 }, facts: { orderSource: 1 } },
      operator: { accountId: 3, name: "李调度" },
    });
    const older = wireEventOf("5", "orders", '{"type":"created","ids":[],"change":"x","operator":[1]}');
    expect(older && "ids" in older).toBe(false);
    expect(older && "change" in older).toBe(false);
    expect(older && "operator" in older).toBe(false);
  });
});
