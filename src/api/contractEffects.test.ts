/**
 * What each endpoint of the contract changes (issue 40 §1), beside src/api/contract.test.ts (kept apart for its
 * size): every endpoint says it, and a write names a channel of the push channel, a type and the request fields that
 * key its records. That a key is a field of the request is the compiler's check (EndpointOptions types it by the
 * request); the last test proves it stays one.
 */
import { describe, expect, it } from "vitest";
import { allEndpoints } from "./allEndpoints";
import { api } from "./";
import { service, writeEffectOf, type Endpoint } from "./endpoint";
import { LIVE_AUDIENCE } from "./live";

const nameOf = (ep: Endpoint) => `${ep.method} ${ep.path}`;

const writes = allEndpoints.flatMap((ep) => {
  const effect = writeEffectOf(ep);
  return effect ? [{ ep, effect }] : [];
});

const keysOf = (key: string | readonly string[] | undefined): readonly string[] =>
  key === undefined ? [] : typeof key === "string" ? [key] : key;

describe("what each endpoint changes", () => {
  it("is said by every endpoint: a read, a session call or a write effect", () => {
    expect(allEndpoints.filter((ep) => ep.effect === null).map(nameOf)).toEqual([]);
    expect(writes.length).toBeGreaterThan(50);
  });

  it("names a live channel, a type and non-empty key fields for each write", () => {
    const channels = Object.keys(LIVE_AUDIENCE);
    for (const { ep, effect } of writes) {
      expect(channels, nameOf(ep)).toContain(effect.channel);
      expect(effect.type.trim(), nameOf(ep)).not.toBe("");
      if (effect.key !== undefined) expect(keysOf(effect.key).length, nameOf(ep)).toBeGreaterThan(0);
      for (const key of keysOf(effect.key)) expect(key, nameOf(ep)).toMatch(/^\w+$/);
      if (effect.label !== undefined) expect(effect.label.trim(), nameOf(ep)).not.toBe("");
    }
  });

  it("keys the order, work-order, bill and worker writes by the fields the console's reads name them by", () => {
    const keys = (channel: string) =>
      new Set(
        writes.filter(({ effect }) => effect.channel === channel).flatMap(({ effect }) => keysOf(effect.key)),
      );
    expect(keys("orders")).toEqual(new Set(["orderNo", "orderNos"]));
    expect(keys("workOrders")).toEqual(new Set(["workOrderId"]));
    expect(keys("bills")).toEqual(new Set(["billNo"]));
    expect(keys("workers")).toEqual(new Set(["workerId", "workerIds"]));
    expect(keys("alerts")).toEqual(new Set(["alertId"]));
  });

  it("classifies the calls that only touch a session, and the GETs that write", () => {
    expect(api.account.token.effect).toBe("session");
    expect(api.worker.account.confirmFirstEnter.effect).toBe("session");
    expect(api.finance.closePay.effect).toBe("session");
    expect(api.basicPublic.uploadFile.effect).toBe("session");
    expect(writeEffectOf(api.order.performance.verifyCode)).toMatchObject({
      channel: "orders",
      key: "orderNo",
    });
    expect(api.order.provider.orderList.effect).toBe("read");
    expect(writeEffectOf(api.message.readMsg)).toMatchObject({ channel: "messages", key: "ids" });
    expect(writeEffectOf(api.basicPublic.msgClear)?.key).toBeUndefined();
  });

  it("defaults a GET to a read and leaves any other method unclassified", () => {
    const s = service("/x-app", { open: "user" });
    expect(s.get("/a", "读").effect).toBe("read");
    expect(s.post("/b", "写").effect).toBeNull();
    expect(s.under("/c", { effect: "read" }).post("/d", "读").effect).toBe("read");
  });

  it("types a write's key by its request: a field the request lacks does not compile", () => {
    const s = service("/x-app", { open: "user" });
    const right = s.post<{ billNo: string }, null>("/right", "确认", {
      effect: { channel: "bills", type: "confirmed", key: "billNo" },
    });
    const wrong = s.post<{ billNo: string }, null>("/wrong", "确认", {
      // @ts-expect-error the request has no field orderNo
      effect: { channel: "bills", type: "confirmed", key: "orderNo" },
    });
    expect(writeEffectOf(right)?.key).toBe("billNo");
    expect(writeEffectOf(wrong)?.key).toBe("orderNo");
  });
});
