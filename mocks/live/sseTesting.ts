/**
 * Reading the push stream in tests (in-process or over a socket): frames are parsed as a console would parse them.
 */
import { live } from "../../src/api";
import { buildSignedRequest, type TestStandIn } from "../testing";

export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  /** Comment lines (": heartbeat …"). */
  comments: string[];
}

export function parseFrame(block: string): Frame {
  const frame: Frame = { comments: [] };
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comments.push(line.slice(1).trim());
    else {
      const at = line.indexOf(":");
      const name = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
      if (name === "id" || name === "event" || name === "data" || name === "retry") frame[name] = value;
    }
  }
  return frame;
}

export interface SseReader {
  /** The next frame matching `accept` (others are kept in `skipped`); rejects after `timeoutMs`. */
  next(accept?: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Frames up to and including the first one matching `until`. */
  collect(until: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame[]>;
  /** True once the server has closed the stream. */
  ended(): boolean;
  close(): Promise<void>;
}

export function readSse(body: ReadableStream<Uint8Array>): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let done = false;
  const queue: Frame[] = [];

  async function fill(deadline: number): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error("no SSE frame in time");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no SSE frame in time")), left);
    });
    try {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) {
        done = true;
        return;
      }
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        queue.push(parseFrame(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async function next(accept: (frame: Frame) => boolean = () => true, timeoutMs = 2000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = queue.shift();
      if (frame) {
        if (accept(frame)) return frame;
        continue;
      }
      if (done) throw new Error("SSE stream ended");
      await fill(deadline);
    }
  }

  return {
    next,
    async collect(until, timeoutMs = 2000) {
      const frames: Frame[] = [];
      for (;;) {
        const frame = await next(() => true, timeoutMs);
        frames.push(frame);
        if (until(frame)) return frames;
      }
    },
    ended: () => done && queue.length === 0,
    async close() {
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** Opens the push stream of `token` on an in-process stand-in. */
export async function openTestStream(
  s: TestStandIn,
  token: string,
  options: { lastEventId?: number; viaQuery?: boolean } = {},
): Promise<{ response: Response; sse: SseReader }> {
  const resume = options.lastEventId;
  const request = await buildSignedRequest(
    live.events,
    resume !== undefined && options.viaQuery ? { lastEventId: resume } : {},
    {
      token,
      now: s.now(),
      headers: resume !== undefined && !options.viaQuery ? { "Last-Event-ID": String(resume) } : {},
    },
  );
  const response = await s.app.request(request);
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  return { response, sse: readSse(response.body) };
}

/** A channel event's frame. */
export const isEvent = (frame: Frame): boolean => frame.event !== undefined;
