import { describe, expect, it } from "vitest";
import { SCREENS } from "../../api/screens";
import { DISPATCH_QUEUE_STATUS } from "../../domain/orders/flow";
import type { WireEvent } from "../../providers/live/types";
import { groupNotices, noticeKind } from "./grouping";

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
