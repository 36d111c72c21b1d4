import { describe, expect, it, vi } from "vitest";
import { createSseParser, type SseMessage } from "./sse";

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onMessage: (m) => messages.push(m),
    onComment: (c) => comments.push(c),
    onRetry: (ms) => retries.push(ms),
  });
  chunks.forEach((chunk) => parser.feed(chunk));
  return { messages, comments, retries };
}

describe("createSseParser", () => {
  it("reads id, event and data of each message, and the heartbeat comments", () => {
    const { messages, comments, retries } = parse([
      'retry: 3000\n: connected\n\nid: 7\nevent: orders\ndata: {"type":"created"}\n\n: heartbeat 1\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(comments).toEqual(["connected", "heartbeat 1"]);
    expect(messages).toEqual([{ id: "7", event: "orders", data: '{"type":"created"}' }]);
  });

  it("joins a message split anywhere across chunks, with \\r\\n line ends", () => {
    const text = 'id: 12\r\nevent: alerts\r\ndata: {"a":\r\ndata: 1}\r\n\r\n';
    const chunks = text.split("");
    const { messages } = parse(chunks);
    expect(messages).toEqual([{ id: "12", event: "alerts", data: '{"a":\n1}' }]);
  });

  it("defaults the event to message and ignores a message without data", () => {
    const onMessage = vi.fn();
    const parser = createSseParser({ onMessage });
    parser.feed("id: 3\n\ndata: x\n\n");
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ id: undefined, event: "message", data: "x" });
  });

  it("waits for the end of a message before dispatching it", () => {
    const onMessage = vi.fn();
    const parser = createSseParser({ onMessage });
    parser.feed("event: orders\ndata: 1\n");
    expect(onMessage).not.toHaveBeenCalled();
    parser.feed("\n");
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
