import {
  countsAsTodo,
  statusLabel,
  TODO_RESPONSE_STATUSES,
  TODO_RESULT_STATUSES,
  WORK_ORDER_PROCESS_STATE_OPTIONS,
  WORK_ORDER_RESPONSE_STATUS_OPTIONS,
  WORK_ORDER_RESULT_STATUS_OPTIONS,
} from "./workOrderStatus";
import { WORK_ORDER_TYPE_IDS, WORK_ORDER_TYPE_OPTIONS, workOrderTypeName } from "./workOrderTypes";

const labelsOf = (options: readonly { code: number; label: string }[], codes: readonly number[]) =>
  codes.map((code) => statusLabel(options, code));

describe("work order status catalogues (spec §4)", () => {
  it("numbers the result statuses 1..9 in spec order", () => {
    expect(WORK_ORDER_RESULT_STATUS_OPTIONS.map((o) => [o.code, o.label])).toEqual([
      [1, "待服务中心响应"],
      [2, "待服务商响应"],
      [3, "待商家响应"],
      [4, "处理中"],
      [5, "初步结果"],
      [6, "待确认"],
      [7, "已追加"],
      [8, "已完结"],
      [9, "已撤销"],
    ]);
  });

  it("numbers the reply statuses 1..5 in spec order", () => {
    expect(WORK_ORDER_RESPONSE_STATUS_OPTIONS.map((o) => [o.code, o.label])).toEqual([
      [1, "待处理"],
      [2, "服务中心已回复"],
      [3, "服务商已回复"],
      [4, "师傅已回复"],
      [5, "发起人已追加"],
    ]);
  });

  it("counts exactly the spec's statuses toward the to-do badge", () => {
    expect(labelsOf(WORK_ORDER_RESULT_STATUS_OPTIONS, TODO_RESULT_STATUSES)).toEqual([
      "待服务商响应",
      "处理中",
      "初步结果",
      "已追加",
    ]);
    expect(labelsOf(WORK_ORDER_RESPONSE_STATUS_OPTIONS, TODO_RESPONSE_STATUSES)).toEqual([
      "待处理",
      "服务中心已回复",
      "发起人已追加",
    ]);
  });

  it("needs both a counted result status and a counted reply status", () => {
    expect(countsAsTodo(2, 1)).toBe(true);
    expect(countsAsTodo(7, 5)).toBe(true);
    expect(countsAsTodo(1, 1)).toBe(false); // waits for the service centre
    expect(countsAsTodo(4, 3)).toBe(false); // the provider already replied
    expect(countsAsTodo(8, 2)).toBe(false);
  });

  it("labels unknown codes with the code itself", () => {
    expect(statusLabel(WORK_ORDER_RESULT_STATUS_OPTIONS, 42 as never)).toBe("42");
    expect(statusLabel(WORK_ORDER_PROCESS_STATE_OPTIONS, "FINISH")).toBe("已完结");
    expect(statusLabel(WORK_ORDER_PROCESS_STATE_OPTIONS, null)).toBe("");
  });

  it("lists the 17 work order types of spec §9", () => {
    expect(WORK_ORDER_TYPE_IDS).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(workOrderTypeName(1)).toBe("售后工单配置");
    expect(workOrderTypeName(17)).toBe("天猫一键完工外呼工单");
    expect(workOrderTypeName(18)).toBe("");
    expect(new Set(WORK_ORDER_TYPE_OPTIONS.map((o) => o.label)).size).toBe(17);
  });
});
