// @vitest-environment node
/**
 * The push stream over a real socket (@hono/node-server, as mocks/main.ts serves it): each event arrives as it is
 * written, and a console that goes away is forgotten by the hub (no connection left behind).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { compression, sizedJson } from "../sizedJson";
import { buildSignedRequest, createTestStandIn } from "../testing";
import { emitLiveEvent } from "./events";
import { liveHub } from "./hub";

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe("the push stream over a socket", () => {
  it("flushes each event and forgets a closed connection", async () => {
    const s = createTestStandIn({ live: { pollMs: 10 } });
    const token = await s.login("demo");
    const root = new Hono();
    root.use("*", compression());
    root.use("/api/*", sizedJson());
    root.route("/", s.app);
    const server = serve({ fetch: root.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const signed = await buildSignedRequest(api.live.events, {}, { token, now: s.now() });
      const url = new URL(signed.url);
      const headers = Object.fromEntries(signed.headers.entries());
      let text = "";
      const request = http.request({
        host: "127.0.0.1",
        port,
        path: url.pathname,
        headers: { ...headers, "Accept-Encoding": "gzip" },
      });
      const response = await new Promise<http.IncomingMessage>((resolve) => {
        request.on("response", resolve);
        request.end();
      });
      expect(response.headers["content-encoding"]).toBeUndefined();
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      const hub = liveHub(s.db, s.now, s.settings.live);
      expect(await until(() => hub.connections === 1)).toBe(true);
      const id = emitLiveEvent(s.db, {
        providerId: SEED_PROVIDERS.demo.id,
        channel: "orders",
        type: "created",
      });
      expect(await until(() => text.includes(`id: ${id}\nevent: orders\n`))).toBe(true);
      request.destroy();
      expect(await until(() => hub.connections === 0)).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
