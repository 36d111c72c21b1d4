import {
  billMonthOf,
  changedTotalRefusal,
  confirmRefusal,
  csvField,
  csvText,
  isBillMonth,
  monthBefore,
  monthLabel,
  monthsSince,
  providerBillFileName,
  recentMonths,
  settleRefusal,
  unconfirmedStatus,
  workerBillFileName,
  workerBillTotalCents,
  yuanText,
} from "./rules";

describe("bill rules", () => {
  it("a bill is pending while its month runs and generated once it is over", () => {
    expect(unconfirmedStatus("2026-11", "2026-11")).toBe(1);
    expect(unconfirmedStatus("2026-10", "2026-11")).toBe(2);
    expect(unconfirmedStatus("2025-12", "2026-01")).toBe(2);
  });

  it("only a generated bill may be confirmed or settled", () => {
    expect(confirmRefusal(2)).toBeNull();
    expect(confirmRefusal(1)).toBe("账单尚未生成，月末后才能确认");
    expect(confirmRefusal(3)).toBe("账单已结算，无需重复确认");
    expect(settleRefusal(2)).toBeNull();
    expect(settleRefusal(1)).toBe("账单尚未生成，月末后才能结算");
    expect(settleRefusal(3)).toBe("该师傅账单已结算，请勿重复结算");
  });

  it("refuses a confirmation whose total is no longer the bill's, saying from what to what (issue 43)", () => {
    expect(changedTotalRefusal(123_400, 123_400)).toBeNull();
    expect(changedTotalRefusal(123_400, 130_000)).toBe(
      "账单金额已变化（¥1,234.00 → ¥1,300.00），请刷新后再确认",
    );
    expect(changedTotalRefusal(5_000, -1_050)).toBe("账单金额已变化（¥50.00 → -¥10.50），请刷新后再确认");
  });

  it("offers every month back to the first bill, newest first (issue 43)", () => {
    expect(monthsSince("2026-09", "2026-11")).toEqual(["2026-11", "2026-10", "2026-09"]);
    const back = monthsSince("2019-01", "2026-11");
    expect(back).toHaveLength(95);
    expect([back[0], back[10], back.at(-1)]).toEqual(["2026-11", "2026-01", "2019-01"]);
    // No bill yet, this month's only, or a malformed month: this month alone.
    for (const earliest of [null, undefined, "2026-11", "2027-01", "2026-13"]) {
      expect(monthsSince(earliest, "2026-11")).toEqual(["2026-11"]);
    }
  });

  it("a worker's total is orders plus rewards minus deductions", () => {
    expect(workerBillTotalCents(10_000, 500, 1_200)).toBe(9_300);
  });

  it("reads and counts months", () => {
    expect(billMonthOf("2026-10-31 23:59:59")).toBe("2026-10");
    expect(isBillMonth("2026-10")).toBe(true);
    expect(isBillMonth("2026-13")).toBe(false);
    expect(isBillMonth("2026-1")).toBe(false);
    expect(monthBefore("2026-01", 1)).toBe("2025-12");
    expect(monthBefore("2026-11", 0)).toBe("2026-11");
    expect(recentMonths("2026-02", 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(monthLabel("2026-09")).toBe("2026年9月");
  });

  it("names the files meaningfully and safely", () => {
    expect(providerBillFileName("2026-10", "PB202610-0001")).toBe("服务商账单_2026年10月_PB202610-0001.csv");
    expect(workerBillFileName("张 三/", "2026-10", "WB1")).toBe("师傅账单_张三_2026年10月_WB1.csv");
  });

  it("writes yuan with two decimals and CSV with a BOM, quoting and formula guard", () => {
    expect(yuanText(12_345)).toBe("123.45");
    expect(yuanText(-50)).toBe("-0.50");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("-12.50")).toBe("-12.50");
    expect(
      csvText([
        ["账单编号", "金额"],
        ["PB1", "1.00"],
      ]),
    ).toBe("\uFEFF账单编号,金额\r\nPB1,1.00\r\n");
  });

  it("guards only a leading formula sign, and never a negative number", () => {
    expect(csvField("a=b+c")).toBe("a=b+c");
    expect(csvField("-12")).toBe("-12");
    expect(csvField(-7)).toBe("-7");
    expect(csvField("-12abc")).toBe("'-12abc");
    expect(csvField("=1+2")).toBe("'=1+2");
    expect(csvField("@2")).toBe("'@2");
    expect(csvField("+8613800000000")).toBe("'+8613800000000");
  });
});
