// @vitest-environment node
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import * as adminTemplate from "../src/api/adminTemplate";
import * as address from "../src/api/address";
import { TEST_HOOK_PATHS } from "./testHooks";
import { buildSignedRequest, createTestStandIn, type TestStandIn } from "./testing";

function listen(s: TestStandIn): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: s.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            (server as Server).closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const areas = { id: 0 };

describe("faults", () => {
  it("status: answers the HTTP status with no msg, for `count` calls", async () => {
    const s = createTestStandIn();
    s.faults.set({ status: 500, count: 2 });
    for (let i = 0; i < 2; i++) {
      const { status, body } = await s.call(address.areaGet, areas);
      expect(status).toBe(500);
      expect(body).toEqual({ code: 500, data: null });
      expect(body).not.toHaveProperty("msg");
    }
    expect((await s.call(address.areaGet, areas)).status).toBe(200);
    expect(s.faults.current()).toBeNull();
  });

  it("defaults to one call and applies only to matching paths", async () => {
    const s = createTestStandIn();
    s.faults.set({ status: 404, match: "/user/info" });
    expect((await s.call(address.areaGet, areas)).status).toBe(200);
    const token = await s.login();
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).status).toBe(404);
    expect((await s.call(adminTemplate.userInfo, undefined, { token })).status).toBe(200);
  });

  it("rejects an invalid rule", () => {
    const s = createTestStandIn();
    expect(() => s.faults.set({})).toThrow();
    expect(() => s.faults.set({ status: 42 })).toThrow();
    expect(() => s.faults.set({ drop: true, hang: true })).toThrow();
    expect(() => s.faults.set({ drop: true, count: 0 })).toThrow();
  });

  it("drop: in-process, the request rejects like a network error", async () => {
    const s = createTestStandIn();
    s.faults.set({ drop: true });
    const request = await buildSignedRequest(address.areaGet, areas, { now: s.now() });
    await expect(s.app.request(request)).rejects.toThrow(/dropped/);
    expect((await s.call(address.areaGet, areas)).status).toBe(200);
  });

  it("hang: in-process, no answer until the caller aborts", async () => {
    const s = createTestStandIn();
    s.faults.set({ hang: true });
    const controller = new AbortController();
    const request = await buildSignedRequest(address.areaGet, areas, {
      now: s.now(),
      signal: controller.signal,
    });
    let settled = false;
    const pending = Promise.resolve(s.app.request(request)).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    controller.abort();
    await pending;
    expect(settled).toBe(true);
  });

  it("drop and hang over a real socket; the test hooks set and clear faults", async () => {
    const s = createTestStandIn({ testHooks: true });
    const server = await listen(s);
    try {
      const areaUrl = async () => {
        const request = await buildSignedRequest(address.areaGet, areas, { now: s.now() });
        return `${server.url}${new URL(request.url).pathname}${new URL(request.url).search}`;
      };
      const headersFor = async () =>
        Object.fromEntries((await buildSignedRequest(address.areaGet, areas, { now: s.now() })).headers);

      const set = await fetch(`${server.url}${TEST_HOOK_PATHS.faults}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ drop: true }),
      });
      expect(set.status).toBe(200);
      await expect(fetch(await areaUrl(), { headers: await headersFor() })).rejects.toThrow();

      await fetch(`${server.url}${TEST_HOOK_PATHS.faults}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ hang: true }),
      });
      await expect(
        fetch(await areaUrl(), { headers: await headersFor(), signal: AbortSignal.timeout(300) }),
      ).rejects.toThrow();

      await fetch(`${server.url}${TEST_HOOK_PATHS.faults}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status: 503, count: 5 }),
      });
      const cleared = await fetch(`${server.url}${TEST_HOOK_PATHS.faults}`, { method: "DELETE" });
      expect(cleared.status).toBe(200);
      const ok = await fetch(await areaUrl(), { headers: await headersFor() });
      expect(ok.status).toBe(200);
      expect((await ok.json()).code).toBe(1);

      const bad = await fetch(`${server.url}${TEST_HOOK_PATHS.faults}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status: "x" }),
      });
      expect(bad.status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
