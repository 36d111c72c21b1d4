// @vitest-environment node
import { manualDistribute } from "../../../api/order/admin";
import { directDistribute } from "../../../api/order/tmall";
import { byOrderAndArea, tmallByOrderAndArea, type MapWorker } from "../../../api/worker/map";
import { transferOrders } from "../../../api/worker/roster";
import {
  candidatesOf,
  confirmTextOf,
  dispatchKindOf,
  dispatchRequestOf,
  mapEndpointOf,
  orderDetailPath,
  refusalText,
  UNAVAILABLE_TEXT,
  withCandidates,
  type DispatchOrder,
} from "./dispatch";

const own = (orderStatus: number, workerId: string | null = null): DispatchOrder => ({
  orderNo: "SO1001",
  orderStatus,
  orderSource: 1,
  workerId,
  workerName: workerId ? "张建国" : null,
});
const tmall = (orderStatus: number, workerId: string | null = null) => ({
  ...own(orderStatus, workerId),
  orderSource: 2,
});

const worker: MapWorker = {
  workerId: "w9",
  workerName: "李卫东",
  workerMobile: "13912340002",
  lng: 114.07,
  lat: 22.53,
  distanceKm: 2.16,
  inServiceCount: 3,
};

describe("which call dispatches the order", () => {
  it("待派单 / 待接单: 手动派单, 天猫 orders by direct distribute", () => {
    expect(dispatchKindOf(own(3))).toBe("distribute");
    expect(dispatchKindOf(own(4, "w1"))).toBe("distribute");
    expect(dispatchKindOf(tmall(3))).toBe("tmallDistribute");
    expect(dispatchKindOf(tmall(4))).toBe("tmallDistribute");
  });

  it("待预约 / 待上门 with a worker: 手动转单 (own and 天猫)", () => {
    expect(dispatchKindOf(own(7, "w1"))).toBe("transfer");
    expect(dispatchKindOf(own(8, "w1"))).toBe("transfer");
    expect(dispatchKindOf(tmall(8, "w1"))).toBe("transfer");
    expect(dispatchKindOf(own(7, null))).toBeNull();
  });

  it("other statuses and hung-up orders: nothing, with the reason", () => {
    for (const status of [1, 2, 5, 6, 9, 10, 11, 12, 13]) {
      expect(dispatchKindOf(own(status, "w1"))).toBeNull();
      expect(refusalText(own(status, "w1"))).toBe("当前订单状态不允许地图转派");
    }
    const hungUp = { ...own(8, "w1"), hangUp: 1 };
    expect(dispatchKindOf(hungUp)).toBeNull();
    expect(refusalText(hungUp)).toBe("订单已挂起，不能地图转派");
    expect(refusalText(own(7, null))).toBe("该订单当前状态不可派单或转单");
  });

  it("builds each call's payload", () => {
    expect(dispatchRequestOf("distribute", own(3), "w9", "  尽快上门 ")).toEqual({
      endpoint: manualDistribute,
      payload: { orderNos: ["SO1001"], workerId: "w9", remark: "尽快上门" },
    });
    expect(dispatchRequestOf("tmallDistribute", tmall(3), "w9", "")).toEqual({
      endpoint: directDistribute,
      payload: { orderNo: "SO1001", workerId: "w9", remark: undefined },
    });
    expect(dispatchRequestOf("transfer", own(8, "w1"), "w9")).toEqual({
      endpoint: transferOrders,
      payload: {
        fromWorkerId: "w1",
        toWorkerId: "w9",
        orderNos: ["SO1001"],
        transferType: 1,
        reason: undefined,
      },
    });
  });
});

describe("the map and the candidates", () => {
  it("天猫 orders use tmall/byOrderAndArea", () => {
    expect(mapEndpointOf(1)).toBe(byOrderAndArea);
    expect(mapEndpointOf(2)).toBe(tmallByOrderAndArea);
  });

  it("leaves out the worker who has the order now", () => {
    const current = { ...worker, workerId: "w1", workerName: "张建国" };
    expect(candidatesOf([current, worker], own(8, "w1")).map((m) => m.id)).toEqual(["w9"]);
    expect(candidatesOf([current, worker], own(3)).map((m) => m.name)).toEqual(["张建国", "李卫东"]);
    expect(candidatesOf([worker], own(3))[0]).toEqual({
      id: "w9",
      name: "李卫东",
      mobile: "13912340002",
      lng: 114.07,
      lat: 22.53,
      distanceKm: 2.16,
      inServiceCount: 3,
    });
  });
});

describe("confirm text", () => {
  const marker = candidatesOf([worker], own(3))[0];
  it("names the order and the worker", () => {
    expect(confirmTextOf("distribute", own(3), marker)).toEqual({
      title: "确认派单",
      content: "确定将订单 SO1001 派给师傅李卫东（距离2.2 km，服务中3单）吗？",
    });
    expect(confirmTextOf("tmallDistribute", tmall(3), marker).content).toBe(
      "确定将天猫订单 SO1001 派给师傅李卫东（距离2.2 km，服务中3单）吗？",
    );
    expect(confirmTextOf("transfer", own(8, "w1"), marker)).toEqual({
      title: "确认转单",
      content: "确定将订单 SO1001 从师傅张建国转给师傅李卫东（距离2.2 km，服务中3单）吗？",
    });
  });

  it("returns to the order detail", () => {
    expect(orderDetailPath("SO 1/2")).toBe("/order/watch/detail?orderNo=SO%201%2F2");
  });
});

describe("withCandidates (the map's workers with what the order's candidates say)", () => {
  const marker = (id: string) => ({ id, name: id, lng: 0, lat: 0, distanceKm: 1, inServiceCount: 0 });
  const candidate = (workerId: string, eligible: boolean, reason: string | null = null) => ({
    workerId,
    workerName: workerId,
    workerMobile: "139****0001",
    eligible,
    reason,
    reasonCode: null,
    todayCount: 0,
    dailyMax: null,
    inArea: true,
    distanceKm: null,
    servedCustomer: false,
  });

  it("marks who may not take the order with why and ranks by the server's order", () => {
    const out = withCandidates(
      [marker("a"), marker("b"), marker("c")],
      [
        candidate("b", true),
        candidate("a", false, "师傅已禁用"),
        candidate("x", true),
        candidate("c", false),
      ],
    );
    expect(out.map((m) => [m.id, m.rank, m.unavailable])).toEqual([
      ["a", 1, "师傅已禁用"],
      ["b", 0, null],
      ["c", 3, UNAVAILABLE_TEXT],
    ]);
  });

  it("leaves the markers as they are without an answer, and a worker it does not name", () => {
    expect(withCandidates([marker("a")], null)).toEqual([marker("a")]);
    expect(withCandidates([marker("a")], [candidate("b", false, "师傅已拉黑")])).toEqual([marker("a")]);
  });
});
