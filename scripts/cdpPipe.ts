/**
 * Chromium driven over its DevTools pipe with nothing but the commands sent here: no Network domain, so the browser
 * keeps no inspector record of each request (Playwright enables Network on every page, and Chromium's inspector then
 * keeps about 0.5 KB per XHR). Used where memory is measured over hours (scripts/benchSoak.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { CHROMIUM, CHROMIUM_ARGS } from "./lib.mjs";

type Params = Record<string, unknown>;
interface Pending {
  resolve: (result: Params) => void;
  reject: (error: Error) => void;
}

export interface CdpPage {
  send<T = Params>(method: string, params?: Params): Promise<T>;
  /** Calls `listener` with the params of each `method` event of the page (e.g. HeapProfiler.addHeapSnapshotChunk). */
  on(method: string, listener: (params: Params) => void): () => void;
  /** Evaluates `expression` in the page and answers its value (awaited when it is a promise). */
  evaluate<T>(expression: string): Promise<T>;
}

export interface CdpBrowser {
  newPage(url: string): Promise<CdpPage>;
  close(): Promise<void>;
}

/** Launches chromium (the project's flags) on `userDataDir` and speaks CDP over fds 3 and 4. */
export async function launchOverPipe(userDataDir: string): Promise<CdpBrowser> {
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, "--remote-debugging-pipe", `--user-data-dir=${userDataDir}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, Pending>();
  const listeners = new Set<{ sessionId: string; method: string; listener: (params: Params) => void }>();
  let nextId = 1;
  let buffered = "";
  fromBrowser.setEncoding("utf8");
  fromBrowser.on("data", (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        result?: Params;
        error?: { message: string };
        method?: string;
        params?: Params;
        sessionId?: string;
      };
      buffered = buffered.slice(end + 1);
      for (const l of listeners) {
        if (l.method === message.method && l.sessionId === message.sessionId)
          l.listener(message.params ?? {});
      }
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result ?? {});
    }
  });
  const send = <T>(method: string, params: Params = {}, sessionId?: string): Promise<T> =>
    new Promise<Params>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    }) as Promise<T>;

  return {
    async newPage(url) {
      const { targetId } = await send<{ targetId: string }>("Target.createTarget", { url });
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", {
        targetId,
        flatten: true,
      });
      const page: CdpPage = {
        send: (method, params) => send(method, params, sessionId),
        on(method, listener) {
          const entry = { sessionId, method, listener };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
        async evaluate<T>(expression: string) {
          const answer = await send<{ result: { value?: T }; exceptionDetails?: { text: string } }>(
            "Runtime.evaluate",
            { expression, awaitPromise: true, returnByValue: true },
            sessionId,
          );
          if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.text}`);
          return answer.result.value as T;
        },
      };
      return page;
    },
    async close() {
      await send("Browser.close").catch(() => undefined);
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    },
  };
}
