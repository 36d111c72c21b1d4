import { keys } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { service } from "../api/endpoint";
import { unReadNum } from "../api/message";
import { orderTrack, queryOrderBaseInfo, queryOrderFeeInfo } from "../api/order/admin";
import { orderStatusCount } from "../api/order/provider";
import { virNumberHistory } from "../api/basicPublic";
import { detail as workOrderDetail, needDealNums } from "../api/workOrders";
import { transferList, transferOrders } from "../api/worker/roster";
import { customQueryKey } from "./endpointKeys";
import { roleOf, writeEventOf, type ImpactEvent } from "./liveImpact";

const read = (endpoint: Parameters<typeof customQueryKey>[0], payload: unknown) =>
  customQueryKey(endpoint, payload, false);
const list = (path: string) =>
  keys().data("default").resource(path).action("list").params({ filters: [] }).get();
const one = (path: string, id: string) =>
  keys().data("default").resource(path).action("one").id(id).params({}).get();

/** The queries of a console with the details of orders A and B open, the order list and the frame's counts. */
const QUERIES = {
  aBase: one("/order/watch/detail", "A"),
  aTrack: read(orderTrack, { orderNo: "A" }),
  aFees: read(queryOrderFeeInfo, { orderNo: "A" }),
  // Another service's read about order A (the privacy number's history).
  aNumbers: read(virNumberHistory, { orderNo: "A" }),
  bBase: one("/order/watch/detail", "B"),
  bTrack: read(orderTrack, { orderNo: "B" }),
  bInfo: read(queryOrderBaseInfo, { orderNo: "B" }),
  orderList: list("/order/index"),
  settledList: list("/order/settledlist"),
  alertBoard: list("/order/earlywarning"),
  queueCounts: read(orderStatusCount, {}),
  bell: read(unReadNum, { platform: "provider" }),
  todo: read(needDealNums, { isProvider: true, providerId: "P1", workerId: "P1" }),
  workOrder: read(workOrderDetail, { workOrderId: "7" }),
  workOrderList: list("/aftersales/index"),
  unrelated: ["formLoad", "GET", "/x", {}],
} as const;

type Name = keyof typeof QUERIES;

function roles(event: ImpactEvent): Partial<Record<Name, string>> {
  const out: Partial<Record<Name, string>> = {};
  for (const [name, key] of Object.entries(QUERIES) as [Name, readonly unknown[]][]) {
    const role = roleOf(event, key);
    if (role) out[name] = role;
  }
  return out;
}

describe("roleOf: what an event affects", () => {
  it("an order event with ids: that order's reads (any service, its base record), the order lists, the counts", () => {
    expect(roles({ channel: "orders", type: "order:appointment", ids: ["A"] })).toEqual({
      aBase: "record",
      aTrack: "record",
      aFees: "record",
      aNumbers: "record",
      orderList: "list",
      settledList: "list",
      queueCounts: "count",
    });
  });

  it("an event about order A leaves order B's detail reads untouched", () => {
    const affected = roles({ channel: "orders", type: "order:remark", ids: ["A"] });
    expect(affected.bBase).toBeUndefined();
    expect(affected.bTrack).toBeUndefined();
    expect(affected.bInfo).toBeUndefined();
    expect(roles({ channel: "orders", type: "order:remark", ids: ["B"] })).toMatchObject({
      bBase: "record",
      bTrack: "record",
      bInfo: "record",
    });
  });

  it("an event without ids stands for the channel's whole set, and no other channel's", () => {
    const affected = roles({ channel: "orders", type: "created" });
    expect(Object.keys(affected).sort()).toEqual(
      [
        "aBase",
        "aFees",
        "aNumbers",
        "aTrack",
        "bBase",
        "bInfo",
        "bTrack",
        "orderList",
        "queueCounts",
        "settledList",
      ].sort(),
    );
  });

  it("a reset refreshes every data query (records and counts read, lists marked)", () => {
    const affected = roles({ channel: "*", type: "reset" });
    expect(Object.keys(affected)).toEqual(Object.keys(QUERIES).filter((name) => name !== "unrelated"));
    expect(affected.orderList).toBe("list");
    expect(affected.bell).toBe("record");
  });

  it("other channels: a work order by its id with its counts; messages: the bell; unknown channels nothing", () => {
    expect(roles({ channel: "workOrders", type: "replied", ids: ["7"] })).toEqual({
      workOrder: "record",
      workOrderList: "list",
      todo: "count",
    });
    expect(roles({ channel: "workOrders", type: "replied", ids: ["8"] }).workOrder).toBeUndefined();
    expect(roles({ channel: "messages", type: "read", ids: ["m1"] })).toEqual({ bell: "count" });
    expect(roles({ channel: "alerts", type: "opened", ids: ["3"] })).toEqual({ alertBoard: "list" });
    expect(roles({ channel: "account", type: "permissions" })).toEqual({});
  });
});

describe("roleOf: records of another channel a write changed too", () => {
  it("a transfer's event refreshes its workers' reads (their 转单记录), not other workers' nor the worker list", () => {
    const event: ImpactEvent = {
      channel: "orders",
      type: "order:transfer",
      ids: ["A"],
      change: { related: { channel: "workers", ids: ["W1", "W2"] } },
    };
    expect(roleOf(event, read(transferList, { workerId: "W1" }))).toBe("record");
    expect(roleOf(event, read(transferList, { workerId: "W2" }))).toBe("record");
    expect(roleOf(event, read(transferList, { workerId: "W3" }))).toBeNull();
    expect(roleOf(event, list("/worker/index"))).toBeNull();
    expect(roleOf(event, QUERIES.aTrack)).toBe("record");
    expect(roleOf({ ...event, change: undefined }, read(transferList, { workerId: "W1" }))).toBeNull();
  });

  it("the console's own transfer implies the same related records", () => {
    const payload = { fromWorkerId: "W1", toWorkerId: "W2", orderNos: ["A"], transferType: 1 };
    expect(writeEventOf(transferOrders, payload)).toEqual({
      channel: "orders",
      type: "order:transfer",
      ids: ["A"],
      change: { related: { channel: "workers", ids: ["W1", "W2"] } },
    });
  });
});

describe("writeEventOf: the change a write of the console implies", () => {
  const fx = service("/order-app").under("/fixture");
  const appoint = fx.post<{ orderNo: string; date: string }, null>("/appoint", "预约", {
    effect: { channel: "orders", type: "appointment", key: "orderNo" },
  });
  const batch = fx.post<{ orderNos: string[] }, null>("/batch", "批量", {
    effect: { channel: "orders", type: "batch", key: "orderNos" },
  });
  const clear = fx.post<{ uid: string }, null>("/clear", "清空", {
    effect: { channel: "messages", type: "cleared" },
  });
  const check = fx.post<{ code: string }, null>("/check", "校验", { effect: "session" });

  it("names the records by the effect's key; none for a write on the whole channel; null for a non-write", () => {
    expect(writeEventOf(appoint, { orderNo: "A", date: "2026-12-01" })).toEqual({
      channel: "orders",
      type: "appointment",
      ids: ["A"],
    });
    expect(writeEventOf(batch, { orderNos: ["A", "B", "A"] })?.ids).toEqual(["A", "B"]);
    expect(writeEventOf(clear, { uid: "P1" })).toEqual({ channel: "messages", type: "cleared" });
    expect(writeEventOf(check, { code: "1" })).toBeNull();
    expect(writeEventOf(orderTrack, { orderNo: "A" })).toBeNull();
  });
});
