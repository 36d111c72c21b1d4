import { api } from "../../api";
import type { ProviderBill } from "../../api/finance";
import { confirmAction } from "./list";

const bill: ProviderBill = {
  billNo: "PB202610000001",
  billMonth: "2026-10",
  orderCount: 12,
  totalAmount: 1234.5,
  settledAmount: 0,
  billStatus: 2,
  gmtCreatedTime: "2026-11-01 02:00:00",
  version: 3,
};

describe("确认账单", () => {
  it("sends the total its confirmation names, for the server to settle only that (issue 43)", async () => {
    expect(confirmAction.endpoint).toBe(api.finance.proBillFinish);
    const text = typeof confirmAction.confirm === "function" ? confirmAction.confirm(bill) : "";
    expect(text).toContain("合计 ¥1,234.50");
    expect(await confirmAction.payload?.({ record: bill }, {})).toEqual({
      billNo: "PB202610000001",
      totalAmount: 1234.5,
    });
  });
});
