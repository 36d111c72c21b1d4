// @vitest-environment node
import { api } from "../../src/api";
import { allEndpoints } from "../../src/api/allEndpoints";
import { TEST_HOOK_PATHS } from "../testHooks";
import { createTestStandIn } from "../testing";

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const HANG_UP = key(api.order.operations.hangUp);

describe("api.gateway.servedCalls: which chosen calls the stand-in serves", () => {
  it("names every chosen call of the contract, and only those, to any logged-in account", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const { body } = await s.call(api.gateway.servedCalls, undefined, { token });
    const chosen = allEndpoints.filter((e) => e.chosenPath).map(key);
    expect(body.code).toBe(1);
    expect([...body.data].sort()).toEqual([...chosen].sort());
    expect(body.data).toContain(HANG_UP);
    expect(body.data).not.toContain(key(api.order.admin.queryOrderGoodsDetail));
    expect(
      (await s.call(api.gateway.servedCalls, undefined, { token: await s.login("applicant") })).body.code,
    ).toBe(1);
  });

  it("leaves out a call it acts as not serving, which answers HTTP 404 接口不存在", async () => {
    const s = createTestStandIn({ unserved: [HANG_UP] });
    const token = await s.login("demo");
    const { body } = await s.call(api.gateway.servedCalls, undefined, { token });
    expect(body.data).not.toContain(HANG_UP);
    expect(body.data).toContain(key(api.order.operations.cancelHangUp));
    const hangUp = await s.call(
      api.order.operations.hangUp,
      { orderNo: "X", hangUpReason: "客户外出" },
      { token },
    );
    expect(hangUp.status).toBe(404);
    expect(hangUp.body).toEqual({ code: 404, msg: "接口不存在", data: null });
  });

  it("takes the calls to act as not serving from its test hook, and serves them all again on []", async () => {
    const s = createTestStandIn({ testHooks: true });
    const token = await s.login("demo");
    const put = (calls: unknown) =>
      s.app.request(TEST_HOOK_PATHS.unserved, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ calls }),
      });
    expect((await put([HANG_UP])).status).toBe(200);
    expect((await s.call(api.gateway.servedCalls, undefined, { token })).body.data).not.toContain(HANG_UP);
    expect((await put("all")).status).toBe(400);
    expect((await put([])).status).toBe(200);
    expect((await s.call(api.gateway.servedCalls, undefined, { token })).body.data).toContain(HANG_UP);
  });
});
