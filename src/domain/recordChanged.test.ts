import { describe, expect, it } from "vitest";
import { chinaClock, recordChangedMessage } from "./recordChanged";

// 2026-11-30 02:32 UTC = 10:32 in China.
const AT = Date.UTC(2026, 10, 30, 2, 32, 59);

describe("recordChangedMessage", () => {
  it("names the colleague, the China time and the verb", () => {
    expect(recordChangedMessage("orders", { operator: "李调度", at: AT, label: "预约" })).toBe(
      "该订单已被 李调度 于 10:32 预约，请刷新后再操作",
    );
    expect(recordChangedMessage("workOrders", { operator: "王客服", at: AT, label: "回复工单" })).toBe(
      "该工单已被 王客服 于 10:32 回复工单，请刷新后再操作",
    );
  });

  it("says only that someone changed it when the change is not known", () => {
    expect(recordChangedMessage("orders", null)).toBe("该订单已被他人修改，请刷新后再操作");
    expect(recordChangedMessage("bills", null)).toBe("该账单已被他人修改，请刷新后再操作");
  });

  it("calls each channel's record by its noun", () => {
    const nouns = (
      ["orders", "workOrders", "bills", "workers", "alerts", "messages", "staff", "account"] as const
    ).map((channel) => recordChangedMessage(channel, null).slice(1, 3));
    expect(nouns).toEqual(["订单", "工单", "账单", "师傅", "预警", "消息", "账号", "账号"]);
  });

  it("shows China time across midnight UTC", () => {
    expect(chinaClock(Date.UTC(2026, 10, 30, 16, 5))).toBe("00:05");
  });
});
