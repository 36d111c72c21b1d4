// @vitest-environment node
/**
 * The live development page (/api/__dev__/live): off by default, loopback clients only, no cross-site POSTs; its
 * buttons write a new order, a customer reply and a platform message, each with its event, and redirect back.
 */
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { readServerConfig } from "../serverConfig";
import { createTestStandIn, TEST_CLIENT_HEADER, TEST_ORIGIN, type TestStandIn } from "../testing";
import { liveEventsSince, liveSequence } from "./events";
import { LIVE_DEV_PAGE } from "./devPage";

const DEMO = SEED_PROVIDERS.demo.id;

function post(
  s: TestStandIn,
  action: string,
  headers: Record<string, string> = {},
  providerId: string = DEMO,
) {
  return s.app.request(`${TEST_ORIGIN}${LIVE_DEV_PAGE}/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ providerId }).toString(),
  });
}

describe("the live development page", () => {
  it("does not exist unless switched on (and is off by default)", async () => {
    expect(readServerConfig({}).devPages).toBe(false);
    const s = createTestStandIn();
    const before = liveSequence(s.db);
    expect((await s.app.request(`${TEST_ORIGIN}${LIVE_DEV_PAGE}`)).status).toBe(403);
    expect((await post(s, "order")).status).toBe(403);
    expect(liveSequence(s.db)).toBe(before);
  });

  it("answers loopback clients only and refuses cross-site POSTs", async () => {
    const s = createTestStandIn({ devPages: true });
    const before = liveSequence(s.db);
    for (const client of ["203.0.113.5", "::ffff:10.0.0.2"]) {
      const page = await s.app.request(`${TEST_ORIGIN}${LIVE_DEV_PAGE}`, {
        headers: { [TEST_CLIENT_HEADER]: client },
      });
      expect(page.status).toBe(403);
      expect(await page.json()).toEqual({ code: 403, msg: "开发页面仅限本机访问", data: null });
      expect((await post(s, "order", { [TEST_CLIENT_HEADER]: client })).status).toBe(403);
    }
    const crossSite = await post(s, "message", { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(liveSequence(s.db)).toBe(before);
  });

  it("shows a provider select and the three buttons", async () => {
    const s = createTestStandIn({ devPages: true });
    const html = await (await s.app.request(`${TEST_ORIGIN}${LIVE_DEV_PAGE}`)).text();
    expect(html).toContain(`<option value="${DEMO}"`);
    for (const label of ["新订单", "客户回复", "新预警", "平台消息"])
      expect(html).toContain(`>${label}</button>`);
  });

  it("writes each action with its event and redirects back with a notice", async () => {
    const s = createTestStandIn({ devPages: true });
    const before = liveSequence(s.db);
    // 新预警 alerts the order 新订单 has just written (every seeded waiting order has its alert already).
    for (const action of ["order", "reply", "alert", "message"]) {
      const response = await post(s, action);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location") ?? "", TEST_ORIGIN);
      expect(location.pathname).toBe(LIVE_DEV_PAGE);
      expect(location.searchParams.get("providerId")).toBe(DEMO);
      expect(location.searchParams.get("notice")).toBeTruthy();
    }
    expect(liveEventsSince(s.db, before).map((e) => [e.providerId, e.channel, e.type])).toEqual([
      [DEMO, "orders", "created"],
      [DEMO, "workOrders", "replied"],
      [DEMO, "alerts", "opened"],
      [DEMO, "messages", "created"],
    ]);
    const json = await post(s, "order", { Accept: "application/json" });
    expect(await json.json()).toMatchObject({ code: 1, data: { orderNo: expect.stringMatching(/^SO\d+$/) } });
    const unknown = await post(s, "order", { Accept: "application/json" }, "no-such-provider");
    expect(unknown.status).toBe(409);
  });
});
