import {
  CANCEL_REQUEST_WORK_TYPE,
  canDoWorkOrderAction,
  workOrderActionRefusal,
  workOrderTransition,
} from "./workOrderActions";
import { countsAsTodo } from "./workOrderStatus";

const AFTER_SALES = 1;

describe("workOrderActionRefusal", () => {
  it("lets the provider answer only while a work order waits for it", () => {
    for (const status of [2, 4, 5, 7]) {
      expect(canDoWorkOrderAction("reply", { resultStatus: status, workType: AFTER_SALES })).toBe(true);
      expect(canDoWorkOrderAction("response", { resultStatus: status, workType: AFTER_SALES })).toBe(true);
    }
    for (const status of [1, 3, 6]) {
      expect(workOrderActionRefusal("reply", { resultStatus: status, workType: AFTER_SALES })).toBe(
        "当前工单状态不能回复",
      );
    }
  });

  it("refuses everything but the visibility switch on a finished work order, and everything on a revoked one", () => {
    expect(workOrderActionRefusal("appendMsg", { resultStatus: 8, workType: AFTER_SALES })).toBe(
      "工单已完结，不能操作",
    );
    expect(canDoWorkOrderAction("switchWorkerShow", { resultStatus: 8, workType: AFTER_SALES })).toBe(true);
    expect(workOrderActionRefusal("switchWorkerShow", { resultStatus: 9, workType: AFTER_SALES })).toBe(
      "工单已撤销，不能操作",
    );
  });

  it("lets append in every open status", () => {
    for (const status of [1, 2, 3, 4, 5, 6, 7]) {
      expect(canDoWorkOrderAction("appendMsg", { resultStatus: status, workType: AFTER_SALES })).toBe(true);
    }
  });

  it("confirms a cancel request only on a cancellation work order; applies to cancel only on the others", () => {
    const cancel = { resultStatus: 2, workType: CANCEL_REQUEST_WORK_TYPE };
    expect(canDoWorkOrderAction("confirmCancel", cancel)).toBe(true);
    expect(canDoWorkOrderAction("response", cancel)).toBe(false);
    expect(workOrderActionRefusal("response", cancel)).toBe("该工单类型不支持响应");
    expect(workOrderActionRefusal("cancelService", cancel)).toBe("该工单类型不支持申请取消订单");
    expect(workOrderActionRefusal("confirmCancel", { resultStatus: 2, workType: AFTER_SALES })).toBe(
      "该工单类型不支持确认撤销",
    );
    expect(canDoWorkOrderAction("cancelService", { resultStatus: 4, workType: AFTER_SALES })).toBe(true);
  });
});

describe("workOrderTransition", () => {
  it("takes an answered work order off the to-do badge", () => {
    for (const action of ["reply", "response", "confirmCancel", "cancelService"] as const) {
      for (const status of [2, 4, 5, 7]) {
        const next = workOrderTransition(action, { resultStatus: status, workType: 1 }, true);
        expect(
          countsAsTodo(next.resultStatus ?? status, next.responseStatus ?? 1),
          `${action} ${status}`,
        ).toBe(false);
      }
    }
  });

  it("finishes an agreed cancel request and sends a refused one back for confirmation", () => {
    expect(workOrderTransition("confirmCancel", { resultStatus: 2, workType: 3 }, true)).toMatchObject({
      resultStatus: 8,
      processState: "FINISH",
    });
    expect(workOrderTransition("confirmCancel", { resultStatus: 2, workType: 3 }, false).resultStatus).toBe(
      6,
    );
  });

  it("keeps a preliminary result on reply, else marks the work order in process; all answered by the provider", () => {
    expect(workOrderTransition("reply", { resultStatus: 5, workType: 1 })).toEqual({
      resultStatus: 5,
      responseStatus: 3,
    });
    for (const status of [2, 4, 7]) {
      expect(workOrderTransition("reply", { resultStatus: status, workType: 1 })).toEqual({
        resultStatus: 4,
        responseStatus: 3,
      });
    }
    expect(workOrderTransition("response", { resultStatus: 2, workType: 1 })).toEqual({
      resultStatus: 6,
      responseStatus: 3,
    });
  });

  it("hands a refused cancel request and a cancel application to the platform", () => {
    expect(workOrderTransition("confirmCancel", { resultStatus: 2, workType: 3 }, false)).toEqual({
      resultStatus: 6,
      responseStatus: 3,
      processState: "PLATFORM_PROCESS",
    });
    expect(workOrderTransition("cancelService", { resultStatus: 4, workType: 1 })).toEqual({
      resultStatus: 1,
      responseStatus: 3,
      processState: "PLATFORM_PROCESS",
    });
  });

  it("keeps the statuses on append and on the visibility switch", () => {
    expect(workOrderTransition("appendMsg", { resultStatus: 4, workType: 1 })).toEqual({});
    expect(workOrderTransition("switchWorkerShow", { resultStatus: 4, workType: 1 })).toEqual({});
  });
});
