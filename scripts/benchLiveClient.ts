/**
 * Loopback helpers of the push-channel bench (scripts/benchLive.ts): SSE connections over node:http (signed, bearer
 * token, as the console opens them), the development page's JSON POST, a login token and a process tree's RSS.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import * as api from "../src/api";
import { signatureHeaders } from "../src/api/signing";
import { devDefaults } from "../src/config/devDefaults";
import { createHttpClient } from "../src/providers/http";
import { fetchTransport } from "./fetchTransport";
import { encryptPassword } from "../src/providers/passwordCipher";
import { DEMO_PASSWORD } from "./lib.mjs";

/** RSS (MB) of a process and its descendants (tsx runs the stand-in in a child process). */
export function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return total / 1024;
}

export async function loginToken(apiBase: string): Promise<string> {
  const client = createHttpClient({
    baseURL: apiBase,
    getToken: () => null,
    getUser: () => null,
    transport: fetchTransport,
  });
  const data = await client.call(
    api.account.token,
    { username: "demo", password: await encryptPassword(DEMO_PASSWORD) },
    { query: { grant_type: "password", scope: "server", terminalId: randomUUID() }, silent: true },
  );
  return data.accessToken.tokenValue;
}

export interface Stream {
  ok: Promise<void>;
  closed: boolean;
  request: http.ClientRequest;
}

/**
 * Opens one SSE connection; `onOrder` hears the order numbers of "orders created" events, `onEvent` every event (its
 * channel and data).
 */
export async function openStream(
  port: number,
  token: string,
  onOrder: (orderNo: string) => void,
  onEvent?: (channel: string, data: string) => void,
): Promise<Stream> {
  const signPath = api.live.events.path;
  const headers = {
    Authorization: `Bearer ${token}`,
    Accept: "text/event-stream",
    ...(await signatureHeaders(devDefaults.accessKey, devDefaults.accessSecret, {
      method: "GET",
      path: signPath,
      query: {},
      body: "",
    })),
  };
  let buffer = "";
  const stream: Stream = { ok: Promise.resolve(), closed: false, request: undefined as never };
  stream.ok = new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: `/api${signPath}`, headers, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`HTTP ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (text: string) => {
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith("retry:")) resolve();
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const channel = /^event: (.*)$/m.exec(block)?.[1];
            if (channel && data !== undefined) onEvent?.(channel, data);
            if (/^event: orders$/m.test(block) && data) {
              const payload = (JSON.parse(data) as { payload: { orderNo?: string } }).payload;
              if (payload.orderNo) onOrder(payload.orderNo);
            }
          }
        });
        response.on("close", () => {
          stream.closed = true;
        });
      },
    );
    request.on("error", (error) => {
      stream.closed = true;
      reject(error);
    });
    request.end();
    stream.request = request;
  });
  return stream;
}

export function postJson(port: number, pathName: string, body: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathName,
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
      },
      (response) => {
        let answer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (answer += chunk));
        response.on("end", () => resolve(JSON.parse(answer)));
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}
