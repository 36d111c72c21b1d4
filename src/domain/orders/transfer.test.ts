import { describe, expect, it } from "vitest";
import { transferOrders } from "../../api/worker/roster";
import {
  TRANSFER_FIELDS,
  transferBody,
  transferInitial,
  transferSuccess,
  transferTargetProblem,
} from "./transfer";

const toWorker = TRANSFER_FIELDS.find((f) => f.name === "toWorkerId")!;
const delivery = TRANSFER_FIELDS.find((f) => f.name === "deliveryWorkerId")!;

describe("the transfer form", () => {
  it("refuses the worker who has the orders for 手动转单, and one worker for both in 送装分离", () => {
    expect(transferTargetProblem({ transferType: 1, fromWorkerId: "W1", toWorkerId: "W1" })).toBe(
      "不能转给原师傅",
    );
    expect(transferTargetProblem({ transferType: 1, fromWorkerId: "W1", toWorkerId: "W2" })).toBeNull();
    expect(transferTargetProblem({ transferType: 2, deliveryWorkerId: "W2", toWorkerId: "W2" })).toBe(
      "送货师傅与安装师傅不能是同一人",
    );
    // A delivery worker chosen under 送装分离 and left behind by a switch to 手动转单 is no conflict.
    expect(
      transferTargetProblem({
        transferType: 1,
        fromWorkerId: "W1",
        deliveryWorkerId: "W2",
        toWorkerId: "W2",
      }),
    ).toBeNull();
    expect(toWorker.validate?.("W1", { transferType: 1, fromWorkerId: "W1" })).toBe("不能转给原师傅");
  });

  it("asks for the delivery worker only in 送装分离, and starts as 手动转单 from the worker", () => {
    expect(delivery.when?.({ transferType: 2 })).toBe(true);
    expect(delivery.when?.({ transferType: 1 })).toBe(false);
    expect(transferInitial("W1")).toEqual({ transferType: 1, fromWorkerId: "W1" });
  });

  it("fills transferOrders' request, whose schema gives the limits (src/resources/formLimits.test.ts)", () => {
    for (const field of TRANSFER_FIELDS) expect(field.fills).toBe(transferOrders);
    expect(delivery).toMatchObject({ required: true });
  });

  it("builds the body: the delivery worker only for 送装分离, a blank reason left out", () => {
    expect(
      transferBody("W1", ["SO1"], { transferType: 1, toWorkerId: "W2", deliveryWorkerId: "W3", reason: " " }),
    ).toEqual({
      fromWorkerId: "W1",
      toWorkerId: "W2",
      orderNos: ["SO1"],
      transferType: 1,
      reason: undefined,
      deliveryWorkerId: undefined,
    });
    expect(
      transferBody("W1", ["SO1"], {
        transferType: 2,
        toWorkerId: "W2",
        deliveryWorkerId: "W3",
        reason: " 请假 ",
      }),
    ).toMatchObject({
      transferType: 2,
      deliveryWorkerId: "W3",
      reason: "请假",
    });
  });

  it("says how many moved when some could not", () => {
    expect(transferSuccess("转移", { successCount: 2, failedOrderNos: [] })).toBe("转移成功");
    expect(transferSuccess("转单", { successCount: 1, failedOrderNos: ["SO2"] })).toBe(
      "转单成功1单，失败1单",
    );
    expect(transferSuccess("转单", null)).toBe("转单成功");
  });
});
