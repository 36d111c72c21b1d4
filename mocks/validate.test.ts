// @vitest-environment node
/** The stand-in's input checks (mocks/validate.ts): clean values out, a code-400 BizError with Chinese text in. */
import { isMobile } from "../src/domain/validators";
import { BizError, INVALID_CODE } from "./errors";
import {
  dateTime,
  integer,
  mobile,
  pageOf,
  paging,
  smsCode,
  storedStrings,
  text,
  whereDayRange,
} from "./validate";

/** The message of the validation failure `run` throws (fails the test when it does not throw one). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BizError);
    expect((error as BizError).code).toBe(INVALID_CODE);
    return (error as BizError).message;
  }
  throw new Error("expected a validation failure");
}

describe("text", () => {
  it("trims and accepts numbers as text", () => {
    expect(text("  张三 ", "姓名", {})).toBe("张三");
    expect(text(42, "编号", {})).toBe("42");
  });

  it.each([undefined, null, "", "   "])("%j is empty: 不能为空, or undefined when optional", (value) => {
    expect(refusal(() => text(value, "姓名", {}))).toBe("姓名不能为空");
    expect(text(value, "姓名", { optional: true })).toBeUndefined();
  });

  it("refuses other types", () => {
    expect(refusal(() => text({ a: 1 }, "姓名", {}))).toBe("姓名格式不正确");
    expect(refusal(() => text(true, "姓名", {}))).toBe("姓名格式不正确");
  });

  it("counts the trimmed length against max", () => {
    expect(text(" 12345 ", "备注", { max: 5 })).toBe("12345");
    expect(refusal(() => text("123456", "备注", { max: 5 }))).toBe("备注不能超过5个字符");
  });
});

describe("mobile and smsCode", () => {
  it("accepts a mobile number and refuses others with the label", () => {
    expect(mobile(" 13800000001 ")).toBe("13800000001");
    expect(refusal(() => mobile("12800000001"))).toBe("手机号格式不正确");
    expect(refusal(() => mobile("1380000000", "联系电话"))).toBe("联系电话格式不正确");
    expect(refusal(() => mobile(""))).toBe("手机号不能为空");
    expect(isMobile("13800000001")).toBe(true);
  });

  it("accepts six digits only", () => {
    expect(smsCode("123456")).toBe("123456");
    expect(refusal(() => smsCode("12345"))).toBe("验证码格式不正确");
    expect(refusal(() => smsCode("1234567"))).toBe("验证码格式不正确");
    expect(refusal(() => smsCode(undefined))).toBe("验证码不能为空");
  });
});

describe("integer", () => {
  it("accepts numbers and numeric strings", () => {
    expect(integer(7, "数量", {})).toBe(7);
    expect(integer("12", "数量", {})).toBe(12);
    expect(integer(-3, "数量", {})).toBe(-3);
  });

  it.each([
    1.5,
    "1.5",
    "1e3",
    "abc",
    Number.MAX_SAFE_INTEGER + 1,
    "0x10",
    "0x1F",
    " 12",
    "12 ",
    "+5",
    "-3",
    true,
  ])("%j is no integer", (value) => {
    expect(refusal(() => integer(value, "数量", {}))).toBe("数量必须是整数");
  });

  it("checks min and max inclusively", () => {
    expect(integer(1, "页码", { min: 1, max: 3 })).toBe(1);
    expect(integer(3, "页码", { min: 1, max: 3 })).toBe(3);
    expect(refusal(() => integer(0, "页码", { min: 1, max: 3 }))).toBe("页码超出范围");
    expect(refusal(() => integer(4, "页码", { min: 1, max: 3 }))).toBe("页码超出范围");
  });

  it.each([undefined, null, ""])("%j is empty: 不能为空, or undefined when optional", (value) => {
    expect(refusal(() => integer(value, "数量", {}))).toBe("数量不能为空");
    expect(integer(value, "数量", { optional: true })).toBeUndefined();
  });
});

describe("paging", () => {
  it("defaults to page 1 of 10 and computes the offset", () => {
    expect(paging({})).toEqual({ current: 1, size: 10, offset: 0 });
    expect(paging({ current: "3", size: "20" })).toEqual({ current: 3, size: 20, offset: 40 });
    expect(paging({ current: 1, size: 100 })).toEqual({ current: 1, size: 100, offset: 0 });
  });

  it("refuses page 0 and sizes outside 1..100", () => {
    expect(refusal(() => paging({ current: 0 }))).toBe("页码超出范围");
    expect(refusal(() => paging({ size: 0 }))).toBe("每页条数超出范围");
    expect(refusal(() => paging({ size: 101 }))).toBe("每页条数超出范围");
  });

  it("pageOf answers the request's numbers with the total and records", () => {
    expect(pageOf({ current: 2, size: 5, offset: 5 }, 12, ["x"])).toEqual({
      current: 2,
      size: 5,
      total: 12,
      records: ["x"],
    });
  });
});

describe("dateTime and storedStrings", () => {
  const message = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("accepts a real moment, reads a plain day as its start or end only for a whole-day bound", () => {
    expect(dateTime("2026-11-20 08:30:00", "开始时间")).toBe("2026-11-20 08:30:00");
    expect(dateTime(undefined, "开始时间")).toBeUndefined();
    expect(dateTime("2026-11-20", "开始时间", { wholeDay: "start" })).toBe("2026-11-20 00:00:00");
    expect(dateTime("2026-11-20", "结束时间", { wholeDay: "end" })).toBe("2026-11-20 23:59:59");
    expect(message(() => dateTime("2026-11-20", "开始时间"))).toBe("开始时间格式不正确");
    expect(message(() => dateTime("2026-13-45 00:00:00", "开始时间"))).toBe("开始时间格式不正确");
    // Days, hours, minutes and seconds that are not on the calendar (Date.parse rolls 11-31 over to 12-01).
    for (const wrong of [
      "2026-11-31 00:00:00",
      "2026-02-29 00:00:00",
      "2026-11-20 24:00:00",
      "2026-11-20 12:60:00",
      "2026-11-20 12:00:60",
      "2026-00-10 00:00:00",
    ])
      expect(
        message(() => dateTime(wrong, "开始时间")),
        wrong,
      ).toBe("开始时间格式不正确");
    expect(dateTime("2028-02-29 23:59:59", "结束时间")).toBe("2028-02-29 23:59:59");
  });

  it("reads the strings of a stored JSON list and nothing else", () => {
    expect(storedStrings('["r/a.png", 3, "r/b.png"]')).toEqual(["r/a.png", "r/b.png"]);
    expect(storedStrings("not json")).toEqual([]);
    expect(storedStrings('{"a":1}')).toEqual([]);
    expect(storedStrings(null)).toEqual([]);
  });
});

describe("whereDayRange", () => {
  it("adds whole-day bounds on the column, only for the ends given", () => {
    const where = { clauses: ["p = ?"], args: ["x"] as unknown[] };
    whereDayRange({ startTime: "2026-11-01", endTime: "2026-11-20" }, "created_at", where);
    expect(where).toEqual({
      clauses: ["p = ?", "created_at >= ?", "created_at <= ?"],
      args: ["x", "2026-11-01 00:00:00", "2026-11-20 23:59:59"],
    });
    const open = { clauses: [] as string[], args: [] as unknown[] };
    whereDayRange({ endTime: "2026-11-20 12:00:00" }, "t", open);
    expect(open).toEqual({ clauses: ["t <= ?"], args: ["2026-11-20 12:00:00"] });
    const from = { clauses: [] as string[], args: [] as unknown[] };
    whereDayRange({ startTime: "2026-11-20" }, "t", from);
    expect(from).toEqual({ clauses: ["t >= ?"], args: ["2026-11-20 00:00:00"] });
    const instant = { clauses: [] as string[], args: [] as unknown[] };
    whereDayRange({ startTime: "2026-11-20 12:00:00", endTime: "2026-11-20 12:00:00" }, "t", instant);
    expect(instant.args).toEqual(["2026-11-20 12:00:00", "2026-11-20 12:00:00"]);
  });

  it("refuses a start after the end, and a malformed time", () => {
    const where = { clauses: [] as string[], args: [] as unknown[] };
    expect(() => whereDayRange({ startTime: "2026-11-21", endTime: "2026-11-20" }, "t", where)).toThrow(
      "开始时间不能晚于结束时间",
    );
    expect(() => whereDayRange({ startTime: "2026-13-01" }, "t", where)).toThrow("开始时间格式不正确");
    expect(() => whereDayRange({ endTime: "2026-11-31" }, "t", where)).toThrow("结束时间格式不正确");
  });
});
