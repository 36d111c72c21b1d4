/**
 * The bench's Node transport (fetch) against a real HTTP server started in-process: it hands the console's client
 * the same answers as the browser's transport (any status resolves, JSON parsed or text kept, Blob bodies) and the
 * same failures (timeout, canceled, network).
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TransportError, type TransportRequest } from "../src/providers/httpTransport";
import { fetchTransport } from "./fetchTransport";

let server: Server;
let origin: string;
const hanging: ServerResponse[] = [];
let lastBody = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      lastBody = body;
      const send = (status: number, type: string, text: string) =>
        res.writeHead(status, { "Content-Type": type, "X-Trace": "t-1" }).end(text);
      if (req.url === "/json") send(201, "application/json", '{"code":1,"data":"二"}');
      else if (req.url === "/html") send(502, "text/html", "<html>bad gateway</html>");
      else if (req.url === "/csv") send(200, "text/csv", "a,b\n");
      else if (req.url === "/hang") hanging.push(res);
      else req.socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.end();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, extra: Partial<TransportRequest> = {}) =>
  fetchTransport({
    method: "POST",
    url: origin + path,
    headers: { "Content-Type": "application/json" },
    body: '{"a":1}',
    timeoutMs: 2000,
    responseType: "json",
    ...extra,
  });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("resolved");
};

describe("fetchTransport", () => {
  it("sends the exact body and resolves any status with its headers and parsed JSON, or the text", async () => {
    const json = await send("/json");
    expect(lastBody).toBe('{"a":1}');
    expect([json.status, json.header("x-trace"), json.data]).toEqual([201, "t-1", { code: 1, data: "二" }]);
    const html = await send("/html");
    expect([html.status, html.data]).toEqual([502, "<html>bad gateway</html>"]);
  });

  it("hands a blob endpoint a Blob", async () => {
    const csv = await send("/csv", { responseType: "blob" });
    expect(csv.data).toBeInstanceOf(Blob);
    expect(await (csv.data as Blob).text()).toBe("a,b\n");
  });

  it("rejects timeout, canceled and network failures by kind", async () => {
    expect(await failure(send("/hang", { timeoutMs: 50 }))).toMatchObject({ kind: "timeout" });
    const controller = new AbortController();
    const canceled = failure(send("/hang", { signal: controller.signal }));
    controller.abort();
    expect(await canceled).toMatchObject({ kind: "canceled" });
    const dropped = await failure(send("/drop"));
    expect(dropped).toBeInstanceOf(TransportError);
    expect(dropped).toMatchObject({ kind: "network" });
  });
});
