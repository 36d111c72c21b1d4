/**
 * One connection of the push channel (src/api/live.ts `events`): fetch streaming, so the request is signed and
 * carries the token and identity headers exactly like the HTTP client's calls (EventSource cannot send headers).
 * The caller (src/providers/live/runtime.ts) reconnects with backoff and falls back to polling.
 */
import { LIVE_CONTROL_EVENTS, type LiveEndData } from "../../api/live";
import { events as liveEvents } from "../../api/live";
import { signatureHeaders } from "../../api/signing";
import { config } from "../../config";
import { buildHeaders } from "../headers";
import { getToken, getUser } from "../session";
import { detailsOf } from "./details";
import { createSseParser } from "./sse";
import type { WireEvent } from "./types";

export interface PushHandlers {
  /** The stream is open (the server answered 200 text/event-stream). */
  onOpen(): void;
  onEvent(event: WireEvent): void;
  /** `event: reset`: the id was too old; refetch everything (the stream goes on after `lastEventId`). */
  onReset(lastEventId: number): void;
}

/** Why a connection ended. "end": the server ended the session (do not reconnect); "closed": reconnect. */
export type PushOutcome = { kind: "end"; reason: LiveEndData["reason"] } | { kind: "closed" };

/** A failure the caller should not retry soon: the gateway has no push channel (404, not an event stream…). */
export class PushUnsupported extends Error {}

/** The signed headers of the push request (the same as any call: src/providers/http.ts `exchange`). */
export async function pushHeaders(lastEventId: number | null): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    ...buildHeaders(liveEvents, {
      token: getToken(),
      user: getUser(),
      clientId: config.clientId,
      clientSecret: config.clientSecret,
    }),
    ...(await signatureHeaders(config.accessKey, config.accessSecret, {
      method: liveEvents.method,
      path: liveEvents.path,
      query: {},
      body: "",
    })),
    Accept: "text/event-stream",
  };
  if (lastEventId !== null) headers["Last-Event-ID"] = String(lastEventId);
  return headers;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A channel message as a WireEvent (undefined when it is not one: a bad id or body). */
export function wireEventOf(id: string | undefined, channel: string, data: string): WireEvent | undefined {
  const body = parseJson(data);
  const numeric = Number(id);
  if (!isRecord(body) || !Number.isInteger(numeric) || numeric <= 0) return undefined;
  return {
    key: String(numeric),
    id: numeric,
    channel,
    type: typeof body.type === "string" ? body.type : "updated",
    payload: isRecord(body.payload) ? body.payload : {},
    createdAt: typeof body.createdAt === "number" ? body.createdAt : Date.now(),
    ...detailsOf(body),
  };
}

/**
 * Opens the stream and reads it until it ends, fails, goes silent for `heartbeatTimeoutMs` or `signal` aborts.
 * Resolves how it ended; rejects on a failed connection (PushUnsupported when retrying soon is pointless).
 */
export async function readPushStream(options: {
  lastEventId: number | null;
  heartbeatTimeoutMs: number;
  signal: AbortSignal;
  handlers: PushHandlers;
  fetchImpl?: typeof fetch;
}): Promise<PushOutcome> {
  const { handlers, signal } = options;
  const aborter = new AbortController();
  let reader: ReadableStreamDefaultReader<string> | undefined;
  // Aborting the request also ends a body being read (a browser does; cancelling the reader makes sure).
  const abort = () => {
    aborter.abort();
    void reader?.cancel().catch(() => undefined);
  };
  signal.addEventListener("abort", abort);
  let silence: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, options.heartbeatTimeoutMs);
  };
  try {
    alive();
    const response = await (options.fetchImpl ?? fetch)(`${config.apiBaseUrl}${liveEvents.path}`, {
      headers: await pushHeaders(options.lastEventId),
      signal: aborter.signal,
      cache: "no-store",
    });
    const type = response.headers.get("content-type") ?? "";
    if (response.status === 401) return { kind: "end", reason: "expired" };
    if (response.status === 404 || response.status === 405 || response.status === 501)
      throw new PushUnsupported(`push channel answered ${response.status}`);
    if (!response.ok) throw new Error(`push channel answered ${response.status}`);
    if (!type.includes("text/event-stream") || !response.body)
      throw new PushUnsupported("push channel is not an event stream");
    handlers.onOpen();
    let ended: PushOutcome | undefined;
    const parser = createSseParser({
      onMessage({ id, event, data }) {
        if (event === LIVE_CONTROL_EVENTS.end) {
          const body = parseJson(data);
          const reason = isRecord(body) && typeof body.reason === "string" ? body.reason : "expired";
          ended = { kind: "end", reason: reason === "logout" || reason === "disabled" ? reason : "expired" };
          return;
        }
        if (event === LIVE_CONTROL_EVENTS.reset) {
          const body = parseJson(data);
          const last = isRecord(body) && typeof body.lastEventId === "number" ? body.lastEventId : Number(id);
          handlers.onReset(Number.isFinite(last) ? last : 0);
          return;
        }
        const wire = wireEventOf(id, event, data);
        if (wire) handlers.onEvent(wire);
      },
    });
    reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || ended || aborter.signal.aborted) break;
      alive();
      parser.feed(value);
      if (ended) break;
    }
    await reader.cancel().catch(() => undefined);
    return ended ?? { kind: "closed" };
  } catch (error) {
    // Silence (our own abort) is a closed connection to reopen; the caller's abort ends quietly too.
    if (aborter.signal.aborted) return { kind: "closed" };
    throw error;
  } finally {
    clearTimeout(silence);
    signal.removeEventListener("abort", abort);
  }
}
