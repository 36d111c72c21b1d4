/**
 * Issue 41 on the order screens, as declarations: 代接单 (list rows and the detail header), the 天猫 tab set keeping
 * the dispatch queue (audit D3), and the 等待时长 column.
 */
import { isValidElement } from "react";
import { api } from "../../api";
import type { OrderRow } from "../../api/order/types";
import { ON_BEHALF_REASON_MAX, ORDER_STATUS_CODE, WORKER_REPLIES } from "../../domain/orders";
import type { ActionDecl, TabsDecl } from "../engine";
import { withRequestLimits } from "../engine/requestLimits";
import { orderDetail } from "./detail";
import { orderList, settledList, stayList } from "./list";
import { orderListRows, type OrderListRow } from "./rows";
import { WaitingTime } from "./WaitingTime";

const row = (overrides: Partial<OrderRow> = {}): OrderListRow =>
  orderListRows([
    {
      orderId: "1",
      orderNo: "DD1",
      orderStatus: 4,
      orderSource: 1,
      orderSourceName: "自有",
      isCombo: 2,
      goodsNameList: ["空调"],
      serverTypeNameList: ["安装"],
      serverTypeList: [1],
      totalAmount: 300,
      workerTotalAmount: 200,
      merchantId: "1",
      merchantName: "商家",
      customerName: "客户",
      customerMobile: "13800000000",
      address: "地址",
      workerId: "w1",
      workerName: "张建国",
      orderMarks: [],
      gmtCreatedTime: "2026-11-20 08:00:00",
      distributeTime: "2026-11-20 09:00:00",
      hangUp: 0,
      scopeType: 2,
      goods: [],
      workerStartPriceDiff: 0,
      ...overrides,
    },
  ])[0];

const onBehalfOf = <R>(actions: readonly ActionDecl<R>[] | undefined) =>
  actions?.find((action) => action.key === "acceptOnBehalf");

describe("代接单", () => {
  const action = onBehalfOf(orderList.actions);

  it("is an action of the list rows and of the detail header, under its btn code and command", () => {
    expect(action).toMatchObject({ label: "代接单", code: "order:acceptOnBehalf", success: "代接单成功" });
    expect(action?.placement).toEqual(["row", "header"]);
    expect(onBehalfOf(orderDetail.actions)?.code).toBe("order:acceptOnBehalf");
    expect(action?.endpoint).toBe(api.order.dispatch.acceptOnBehalf);
    expect(api.order.dispatch.acceptOnBehalf.permission.button).toContain("order:acceptOnBehalf");
    // Not on the settlement lists (view only).
    expect(onBehalfOf(stayList.actions)).toBeUndefined();
    expect(onBehalfOf(settledList.actions)).toBeUndefined();
  });

  it("is offered on 待接单 orders with a worker that are not hung up, and moves them on as an acceptance would", () => {
    const offered = (overrides: Partial<OrderRow>) =>
      orderList.commands?.(row(overrides)).includes("order:acceptOnBehalf");
    expect(offered({})).toBe(true);
    for (const orderStatus of [1, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13])
      expect(offered({ orderStatus })).toBe(false);
    expect(offered({ workerId: null })).toBe(false);
    expect(offered({ hangUp: 1 })).toBe(false);
    expect(offered({ orderSource: 2 })).toBe(true);
    // The status after it is the worker's acceptance's (src/domain/orders/flow.ts).
    expect(WORKER_REPLIES.accept.to).toBe(ORDER_STATUS_CODE.awaitingAppointment);
  });

  it("asks a required reason of at most 100 characters, counted, and shows the worker", () => {
    const fields = action?.form?.fields ?? [];
    const declared = fields.find((field) => field.name === "reason");
    // Its limits are the call's request schema's, as the form renders it.
    expect(declared?.fills).toBe(api.order.dispatch.acceptOnBehalf);
    const reason = declared && withRequestLimits(declared);
    expect(reason).toMatchObject({ label: "代接单原因", input: "textarea", required: true });
    expect(reason && "maxLength" in reason ? reason.maxLength : undefined).toBe(ON_BEHALF_REASON_MAX);
    expect(ON_BEHALF_REASON_MAX).toBe(100);
    expect(fields.find((field) => field.name === "workerName")).toMatchObject({
      label: "接单师傅",
      input: "display",
    });
    const order = row();
    expect(action?.form?.initial?.(order)).toEqual({ workerName: "张建国" });
    const title = action?.form?.title;
    expect(typeof title === "function" ? title(order) : title).toBe("代接单：DD1");
  });

  it("sends the order and the trimmed reason", () => {
    const order = row();
    expect(
      action?.payload?.({ record: order }, { workerName: "张建国", reason: "  师傅电话确认接单 " }),
    ).toEqual({
      orderNo: "DD1",
      reason: "师傅电话确认接单",
    });
  });
});

describe("the status tabs of /order/index", () => {
  const tabsFor = (values: Record<string, unknown>): TabsDecl => {
    const tabs = orderList.tabs;
    if (!tabs) throw new Error("no tabs");
    return typeof tabs === "function" ? tabs(values) : tabs;
  };

  it("keep 待派单 and 待接单 with the 天猫 source, before the 服务中 set, with counts (D3)", () => {
    const tabs = tabsFor({ orderSource: 2 });
    expect(tabs.options.map((option) => option.label)).toEqual([
      "待派单",
      "待接单",
      "服务中（待预约）",
      "服务中（预约未成功）",
      "服务中（待上门）",
      "服务中（挂起订单）",
      "服务中（待提货）",
      "服务中（待核销）",
      "服务完成",
      "已完成",
      "已取消",
    ]);
    expect(tabs.useCounts).toBeDefined();
    // The queue tabs send the queue's listStatus (with the 天猫 source of the form); the others the 天猫 status.
    expect(tabs.toPayload?.(10)).toEqual({ listStatus: 10 });
    expect(tabs.toPayload?.("11")).toEqual({ listStatus: 11 });
    expect(tabs.toPayload?.(1)).toEqual({ tmallStatus: 1 });
    expect(tabs.toPayload?.(9)).toEqual({ tmallStatus: 9 });
    // The banner reads the statuses each tab holds.
    expect(tabs.statuses?.(10)).toEqual([3]);
    expect(tabs.statuses?.(11)).toEqual([4]);
    expect(tabs.statuses?.(3)).toEqual([8]);
  });

  it("are the own set otherwise, the queue with its counts after 待支付", () => {
    const tabs = tabsFor({});
    expect(tabs.field).toBe("listStatus");
    expect(tabs.options.slice(0, 3).map((option) => option.label)).toEqual(["待支付", "待派单", "待接单"]);
    expect(tabs.statuses?.(10)).toEqual([3]);
  });
});

describe("等待时长", () => {
  it("follows 订单状态 on /order/index, and is not on the settlement lists", () => {
    const titles = orderList.columns.map((column) => column.title);
    expect(titles.indexOf("等待时长")).toBe(titles.indexOf("订单状态") + 1);
    expect(stayList.columns.map((column) => column.title)).not.toContain("等待时长");
    expect(settledList.columns.map((column) => column.title)).not.toContain("等待时长");
  });

  it("renders the waiting cell for the row", () => {
    const column = orderList.columns.find((c) => c.title === "等待时长");
    const value = column?.value;
    const order = row();
    const cell =
      typeof value === "object" && "render" in value ? value.render(order.rowWaitFrom, order) : null;
    expect(isValidElement(cell) && cell.type === WaitingTime).toBe(true);
    expect(isValidElement<{ order: OrderListRow }>(cell) ? cell.props.order : null).toBe(order);
  });
});
