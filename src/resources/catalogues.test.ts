import { api } from "../api";
import { providerBills, workerBills } from "./bills/list";
import { BILL_MONTH_OPTIONS } from "./catalogues";
import { isRemoteOptions } from "./engine/options";
import { stayList } from "./orders/list";

describe("账单月份 (issue 43)", () => {
  it("offers the months the server serves, back to the first bill, labelled", () => {
    if (!isRemoteOptions(BILL_MONTH_OPTIONS)) throw new Error("not read from a call");
    expect(BILL_MONTH_OPTIONS.endpoint).toBe(api.finance.billMonths);
    expect(BILL_MONTH_OPTIONS.toOptions(["2026-11", "2019-01"])).toEqual([
      { value: "2026-11", label: "2026年11月" },
      { value: "2019-01", label: "2019年1月" },
    ]);
    expect(BILL_MONTH_OPTIONS.toOptions(null)).toEqual([]);
  });

  it("is the month filter of both bill lists and of 待结算列表", () => {
    for (const screen of [providerBills, workerBills, stayList]) {
      const filter = screen.filters?.find((f) => f.field === "billMonth");
      expect(filter && "options" in filter ? filter.options : undefined).toBe(BILL_MONTH_OPTIONS);
    }
  });
});
