/**
 * Server-Sent Events lines of the push channel (format: src/api/live.ts). Each event is encoded once and the same
 * bytes are queued on every connection that receives it.
 */
import type { LiveEndData, LiveEventData, LiveResetData } from "../../src/api/live";
import type { LiveEventRow } from "./events";

const encoder = new TextEncoder();

export function encodeText(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The stream's opening: the suggested reconnect delay and a comment (some proxies wait for a first byte). */
export function openingChunk(retryMs: number): Uint8Array {
  return encoder.encode(`retry: ${retryMs}\n: connected\n\n`);
}

export function eventChunk(row: LiveEventRow): Uint8Array {
  const data: LiveEventData = { type: row.type, payload: row.payload, createdAt: row.createdAt };
  // Sent only when present, so events without them (from outside the console, older rows) keep their old shape.
  if (row.ids.length > 0) data.ids = row.ids;
  if (row.change) data.change = row.change;
  if (row.operator) data.operator = row.operator;
  return encoder.encode(`id: ${row.id}\nevent: ${row.channel}\ndata: ${JSON.stringify(data)}\n\n`);
}

export function heartbeatChunk(now: number): Uint8Array {
  return encoder.encode(`: heartbeat ${now}\n\n`);
}

export function resetChunk(lastEventId: number): Uint8Array {
  const data: LiveResetData = { lastEventId };
  return encoder.encode(`id: ${lastEventId}\nevent: reset\ndata: ${JSON.stringify(data)}\n\n`);
}

export function endChunk(reason: LiveEndData["reason"]): Uint8Array {
  const data: LiveEndData = { reason };
  return encoder.encode(`event: end\ndata: ${JSON.stringify(data)}\n\n`);
}
