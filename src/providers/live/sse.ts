/**
 * A small parser of the `text/event-stream` format (the WHATWG "event stream interpretation"), for the push channel
 * read with fetch streaming (src/providers/live/push.ts). Ours rather than a package: about 60 lines, the stream has
 * one producer (src/api/live.ts) and the console needs every comment (the heartbeat) as well as the events.
 */

export interface SseMessage {
  /** `id:` of the message, or undefined when it had none. */
  id?: string;
  /** `event:`; "message" when absent. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

export interface SseHandlers {
  onMessage(message: SseMessage): void;
  /** A comment line (`: heartbeat …`); any line proves the connection alive. */
  onComment?(text: string): void;
  /** `retry: <ms>`. */
  onRetry?(ms: number): void;
}

/** Feeds decoded text chunks (split anywhere) and calls the handlers per complete line / message. */
export function createSseParser(handlers: SseHandlers): { feed(chunk: string): void } {
  let buffer = "";
  let data: string[] = [];
  let event = "";
  let id: string | undefined;
  let hasData = false;

  const dispatch = () => {
    if (hasData) handlers.onMessage({ id, event: event || "message", data: data.join("\n") });
    data = [];
    event = "";
    id = undefined;
    hasData = false;
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return handlers.onComment?.(text.slice(1).trim());
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") {
      data.push(value);
      hasData = true;
    } else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\0")) id = value;
    else if (field === "retry" && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      // Lines end with \n, \r\n or \r; a trailing \r may be the first half of \r\n, so it waits for the next chunk.
      const pattern = /\r\n|\n|\r(?!$)/;
      for (;;) {
        const match = pattern.exec(buffer);
        if (!match) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}
