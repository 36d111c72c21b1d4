import { describe, expect, it } from "vitest";
import { ORDER_COMMANDS, allowedCommands, type OrderCommandFacts } from "./commands";
import {
  ASSIGNED_STATUS,
  DISPATCH_QUEUE,
  DISPATCH_QUEUE_STATUS,
  ORDER_LIST_TABS,
  WORKER_REPLIES,
  orderListStatus,
  workerReplyRefusal,
} from "./flow";
import { ORDER_LIST_STATUS, ORDER_STATUS, TMALL_SERVICE_STATUS } from "./status";

const GIVING = [
  "order:manualDistribute",
  "order:directDistribute",
  "order:mapDispatch",
  "order:transfer",
  "order:deliveryInstallSeparate",
  "order:hire",
];

function facts(overrides: Partial<OrderCommandFacts> = {}): OrderCommandFacts {
  return { orderStatus: 4, orderSource: 1, hangUp: false, serverTypeList: [1], workerId: "w1", ...overrides };
}

describe("the dispatch flow", () => {
  it("gives an order to a worker as 待接单, whichever step gives it", () => {
    expect(ASSIGNED_STATUS).toBe(4);
    for (const code of GIVING) expect(ORDER_COMMANDS.find((c) => c.code === code)?.to).toBe(4);
  });

  it("师傅接单 leads to 待预约, 师傅拒单 back to 待派单, both only from 待接单", () => {
    expect(WORKER_REPLIES.accept).toMatchObject({ label: "师傅接单", from: [4], to: 7, placeStatus: 1 });
    expect(WORKER_REPLIES.reject).toMatchObject({ label: "师傅拒单", from: [4], to: 3, placeStatus: 0 });
    expect(workerReplyRefusal("accept", { orderStatus: 4, workerId: "w1", hangUp: false })).toBeNull();
    expect(workerReplyRefusal("reject", { orderStatus: 4, workerId: "w1", hangUp: false })).toBeNull();
    for (const status of ORDER_STATUS.map((o) => o.value).filter((v) => v !== 4))
      expect(workerReplyRefusal("accept", { orderStatus: status, workerId: "w1", hangUp: false })).toBe(
        "当前订单状态不允许师傅接单",
      );
    expect(workerReplyRefusal("reject", { orderStatus: 4, workerId: null, hangUp: false })).toBe(
      "订单未指派师傅，不能师傅拒单",
    );
    expect(workerReplyRefusal("accept", { orderStatus: 4, workerId: "w1", hangUp: true })).toBe(
      "订单已挂起，不能师傅接单",
    );
  });

  it("offers on a 待接单 order another dispatch, the map, a cancellation — no appointment before acceptance", () => {
    const own = allowedCommands(facts());
    expect(own).toEqual(
      expect.arrayContaining(["order:manualDistribute", "order:mapDispatch", "order:cancel", "order:remark"]),
    );
    for (const code of ["order:appointment", "order:transfer", "order:hangUp", "order:signIn"])
      expect(own).not.toContain(code);
    expect(allowedCommands(facts({ orderSource: 2 }))).toContain("order:directDistribute");
    // Once accepted (待预约) the worker appoints; 派单 gives way to 转单.
    const accepted = allowedCommands(facts({ orderStatus: 7 }));
    expect(accepted).toEqual(expect.arrayContaining(["order:appointment", "order:transfer"]));
    expect(accepted).not.toContain("order:manualDistribute");
  });

  it("puts the queue's tabs after 待支付 with new codes, the spec's nine keeping theirs", () => {
    expect(ORDER_LIST_TABS.map((o) => o.label)).toEqual([
      "待支付",
      "待派单",
      "待接单",
      "待报价",
      "待雇佣",
      "待预约",
      "待上门",
      "待核销",
      "待结算",
      "服务完成",
      "已完成",
      "已取消",
      "验收完成",
    ]);
    expect(DISPATCH_QUEUE.map((o) => [o.value, o.orderStatus])).toEqual([
      [10, [3]],
      [11, [4]],
      [12, [5]],
      [13, [6]],
    ]);
    expect(Object.values(DISPATCH_QUEUE_STATUS)).toEqual(DISPATCH_QUEUE.map((o) => o.value));
    for (const option of ORDER_LIST_STATUS) expect(orderListStatus(option.value)).toBe(option);
    expect(new Set(ORDER_LIST_TABS.map((o) => o.value)).size).toBe(ORDER_LIST_TABS.length);
    expect(orderListStatus(14)).toBeUndefined();
    // The 天猫 set has no queue: its orders are dispatched by 天猫直派 from the 全部 tab or the queue's tabs.
    expect(TMALL_SERVICE_STATUS.some((o) => o.orderStatus.some((s) => s >= 3 && s <= 6))).toBe(false);
  });
});
