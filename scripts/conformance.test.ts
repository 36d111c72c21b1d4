/**
 * The conformance run against the stand-in, in-process (its Hono app answers the console's client through a fetch
 * transport, no socket): every read answers as the contract says. And how an answer is judged.
 */
import * as v from "valibot";
import { service, type Endpoint } from "../src/api/endpoint";
import { request, text, optionalText } from "../src/api/schema";
import type { TransportResponse } from "../src/providers/httpTransport";
import { API_BASE } from "../mocks/app";
import { createTestStandIn, TEST_ORIGIN } from "../mocks/testing";
import { failuresOf, formatCall, judge, requestOf, runConformance } from "./conformanceCheck";
import type { FixtureSet } from "./conformanceFixtures";
import { fetchTransportWith } from "./fetchTransport";
import { DEMO_PASSWORD } from "./lib.mjs";

describe("conformance against the stand-in", () => {
  it("calls every read but the push channel, and each answers as the contract says", async () => {
    // Its clock is the real one: the console's client signs with the time of day.
    const standIn = createTestStandIn({ start: Date.now() });
    const report = await runConformance({
      apiBase: TEST_ORIGIN + API_BASE,
      username: "demo",
      password: DEMO_PASSWORD,
      login: { transport: fetchTransportWith((url, init) => standIn.app.request(url, init)) },
    });
    expect(failuresOf(report).map(formatCall)).toEqual([]);
    expect(report.fixtures.missing).toEqual({});
    const skipped = report.calls.filter((call) => call.outcome === "skipped").map((call) => call.name);
    expect(skipped).toEqual(["live.events"]);
    expect(report.calls.length).toBeGreaterThan(100);
  }, 60_000);
});

describe("judging one answer", () => {
  const s = service("/test-app", { open: "user" });
  const withAnswer = s.get("/counted", "计数", {
    request: request({ orderNo: text("订单号", { max: 32 }), note: optionalText("备注", { max: 10 }) }),
    answer: v.object({ total: v.number(), names: v.array(v.string()) }),
  });
  const paged = s.post<void, unknown>("/paged", "分页", { effect: "read", paginated: true });
  const download = s.get<void, Blob>("/file", "下载", { response: "blob" });

  const answer = (data: unknown, status = 200, type = "application/json"): TransportResponse => ({
    status,
    header: (name) => (name.toLowerCase() === "content-type" ? type : null),
    data,
  });
  const judged = (endpoint: Endpoint, response: TransportResponse | null, failure: unknown = null) =>
    judge(endpoint, response, failure);

  it("accepts an envelope whose data matches the answer schema", async () => {
    const ok = answer({ code: 1, msg: "success", data: { total: 2, names: ["a", "b"] } });
    expect(await judged(withAnswer, ok)).toEqual({ outcome: "ok", detail: "envelope and answer schema" });
  });

  it("names the first field that does not match, with valibot's message", async () => {
    const result = await judged(
      withAnswer,
      answer({ code: 1, msg: "", data: { total: 2, names: ["a", 3] } }),
    );
    expect(result.outcome).toBe("mismatch");
    expect(result.detail).toMatch(/^data\.names\.1: /);
  });

  it("holds a paginated answer without a schema to the page", async () => {
    const page = { current: "1", size: 10, total: 0, records: [] };
    expect((await judged(paged, answer({ code: 1, msg: "ok", data: page }))).outcome).toBe("ok");
    const result = await judged(paged, answer({ code: 1, msg: "ok", data: { ...page, records: null } }));
    expect(result).toMatchObject({ outcome: "mismatch", detail: expect.stringMatching(/^data\.records: /) });
  });

  it("reports a refusal's code and msg, an HTTP failure and a broken envelope", async () => {
    expect(await judged(withAnswer, answer({ code: 400, msg: "订单号不能为空", data: null }))).toEqual({
      outcome: "refused",
      detail: "code 400: 订单号不能为空",
    });
    expect(await judged(withAnswer, answer({ code: 403, msg: "拒绝访问", data: null }, 403))).toEqual({
      outcome: "http",
      detail: "HTTP 403: 拒绝访问",
    });
    expect(await judged(withAnswer, null, new Error("网络异常"))).toEqual({
      outcome: "http",
      detail: "no answer: 网络异常",
    });
    expect((await judged(withAnswer, answer({ code: "1", msg: "ok", data: {} }))).detail).toMatch(
      /^envelope\.code: /,
    );
    expect((await judged(withAnswer, answer({ code: 1, msg: null, data: {} }))).detail).toMatch(
      /^envelope\.msg: /,
    );
    expect((await judged(withAnswer, answer("<html>", 200, "text/html"))).outcome).toBe("mismatch");
  });

  it("takes bytes from a download, and a JSON refusal as a refusal", async () => {
    const bytes = answer(new Blob(["a,b\n"]), 200, "text/csv");
    expect(await judged(download, bytes)).toEqual({ outcome: "ok", detail: "4 bytes (text/csv)" });
    const refusal = answer(new Blob(['{"code":404,"msg":"文件不存在","data":null}']));
    expect(await judged(download, refusal)).toEqual({ outcome: "refused", detail: "code 404: 文件不存在" });
  });

  it("fills a request schema's required fields from the fixtures, or skips the call naming the one missing", () => {
    const fixtures: FixtureSet = { values: { orderNo: "SO1" }, missing: {} };
    expect(requestOf(withAnswer, fixtures)).toEqual({ payload: { orderNo: "SO1" } });
    const none: FixtureSet = {
      values: {},
      missing: { orderNo: "order.provider.orderList: the order list is empty" },
    };
    expect(requestOf(withAnswer, none)).toEqual({
      skipped:
        "needs orderNo, which the gateway gave none of (order.provider.orderList: the order list is empty)",
    });
    expect(requestOf(paged, none)).toEqual({ payload: { current: 1, size: 10 } });
  });
});
