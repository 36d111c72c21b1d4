import { describe, expect, it } from "vitest";
import { SCREENS } from "../../api/screens";
import { DISPATCH_QUEUE_STATUS } from "../../domain/orders/flow";
import type { WireEvent } from "../../providers/live/types";
import { groupNotices, noticeKind, openableNotices } from "./grouping";

let id = 0;
const event = (channel: string, type: string, payload: Record<string, unknown> = {}): WireEvent => {
  id += 1;
  return { key: String(id), id, channel, type, payload, createdAt: 0 };
};

describe("groupNotices", () => {
  it("one new order links to its detail", () => {
    expect(groupNotices([event("orders", "created", { orderNo: "DD1" })])).toEqual([
      {
        kind: "orders",
        count: 1,
        title: "新订单待派单",
        description: "订单号 DD1",
        link: `${SCREENS.orderDetail}?orderNo=DD1`,
      },
    ]);
  });

  it("several arriving together become one notice linking to the 待派单 tab", () => {
    const notices = groupNotices([
      event("orders", "created", { orderNo: "DD1" }),
      event("workOrders", "replied", { workOrderId: "7", workOrderNo: "GD7" }),
      event("orders", "created", { orderNo: "DD2" }),
      event("orders", "created", { orderNo: "DD3" }),
      event("orders", "updated", { orderNo: "DD1" }),
    ]);
    expect(notices.map((n) => n.title)).toEqual(["3 条新订单待派单", "工单有新回复"]);
    expect(notices[0].link).toBe(`${SCREENS.orderList}?tab=${DISPATCH_QUEUE_STATUS.awaitingDispatch}`);
    expect(notices[1].link).toBe(`${SCREENS.workOrderDetail}?workOrderId=7`);
  });

  it("a polled rise counts its number; alerts link to the board; other events notify nothing", () => {
    expect(groupNotices([event("orders", "created", { count: 4 })])[0].title).toBe("4 条新订单待派单");
    expect(groupNotices([event("alerts", "opened", { orderNo: "DD9" })])[0]).toMatchObject({
      title: "新的订单预警",
      link: SCREENS.orderWarning,
    });
    expect(noticeKind(event("messages", "created"))).toBeUndefined();
    expect(noticeKind(event("account", "permissions"))).toBeUndefined();
    expect(groupNotices([event("alerts", "closed")])).toEqual([]);
  });
});

describe("a worker's refusal and an acceptance that timed out (issue 41)", () => {
  it("师傅拒单 names the worker and the reason and links to the order", () => {
    expect(
      groupNotices([
        event("orders", "rejected", {
          orderNo: "DD5",
          workerName: "张建国",
          reason: "距离太远",
          orderStatus: 3,
        }),
      ]),
    ).toEqual([
      {
        kind: "orderRejected",
        count: 1,
        title: "师傅拒单",
        description: "师傅 张建国：距离太远 · 订单号 DD5",
        link: `${SCREENS.orderDetail}?orderNo=DD5`,
      },
    ]);
  });

  it("师傅超时未接单 names the worker and links to the order", () => {
    expect(
      groupNotices([event("orders", "acceptTimeout", { orderNo: "DD6", workerName: "李卫东" })]),
    ).toEqual([
      {
        kind: "acceptTimeout",
        count: 1,
        title: "师傅超时未接单",
        description: "师傅 李卫东 · 订单号 DD6",
        link: `${SCREENS.orderDetail}?orderNo=DD6`,
      },
    ]);
  });

  it("several together become one per kind linking to the 待派单 tab; acceptances notify nothing", () => {
    const notices = groupNotices([
      event("orders", "acceptTimeout", { orderNo: "DD1", workerName: "甲" }),
      event("orders", "rejected", { orderNo: "DD2", workerName: "乙", reason: "没空" }),
      event("orders", "acceptTimeout", { orderNo: "DD3", workerName: "丙" }),
      event("orders", "accepted", { orderNo: "DD4", workerName: "丁" }),
      event("orders", "acceptTimeout", { orderNo: "DD5", workerName: "戊" }),
    ]);
    const queue = `${SCREENS.orderList}?tab=${DISPATCH_QUEUE_STATUS.awaitingDispatch}`;
    expect(notices.map((n) => [n.title, n.count, n.link])).toEqual([
      ["3 个订单师傅超时未接单", 3, queue],
      ["师傅拒单", 1, `${SCREENS.orderDetail}?orderNo=DD2`],
    ]);
    expect(notices[0].description).toBe("订单已退回待派单");
    expect(noticeKind(event("orders", "accepted"))).toBeUndefined();
  });

  it("says what it knows when the payload is thin, and links to the queue without an order number", () => {
    expect(groupNotices([event("orders", "rejected", { reason: "没空" })])[0]).toMatchObject({
      description: "师傅：没空",
      link: `${SCREENS.orderList}?tab=${DISPATCH_QUEUE_STATUS.awaitingDispatch}`,
    });
    expect(groupNotices([event("orders", "acceptTimeout")])[0].description).toBeUndefined();
  });

  it("is shown only to an account that may open the order", () => {
    const notices = groupNotices([event("orders", "rejected", { orderNo: "DD5", workerName: "张建国" })]);
    expect(openableNotices(notices, (path) => path === SCREENS.orderDetail)).toHaveLength(1);
    expect(openableNotices(notices, (path) => path === SCREENS.orderList)).toEqual([]);
  });
});

describe("openableNotices", () => {
  it("shows only the notices whose link the account may open (menu by real path, the query string apart)", () => {
    const notices = groupNotices([
      event("orders", "created", { orderNo: "DD1" }),
      event("workOrders", "replied", { workOrderId: "7" }),
      event("alerts", "opened", { orderNo: "DD9" }),
    ]);
    const menu = new Set<string>([SCREENS.orderDetail, SCREENS.orderWarning]);
    expect(openableNotices(notices, (path) => menu.has(path)).map((n) => n.kind)).toEqual([
      "orders",
      "alerts",
    ]);
    expect(openableNotices(notices, () => false)).toEqual([]);
  });
});
