// @vitest-environment node
import { readSheet } from "read-excel-file/node";
import type { ColumnDecl } from "../types";
import { fileColumns, fileRows } from "./cells";
import { columnName, sheetName, xlsxBytes, xmlText } from "./xlsx";

interface Row {
  no: string;
  amount: number;
  created: string;
  day: string;
}

const columns: ColumnDecl<Row>[] = [
  { field: "no", title: "订单号" },
  { field: "amount", title: "订单金额", value: "money" },
  { field: "created", title: "下单时间", value: "datetime" },
  { field: "day", title: "日期", value: "date" },
];

const read = (rows: Row[]) =>
  readSheet(Buffer.from(xlsxBytes(fileColumns(columns), fileRows(columns, rows), "订单列表")));

describe("the export's .xlsx", () => {
  it("reads back with Chinese headers, money as numbers, dates as dates, text as written", async () => {
    const data = await read([
      { no: "A1 <&>\u0001", amount: 12.5, created: "2026-11-27 09:05:03", day: "2026-11-27" },
      { no: "-5", amount: 0, created: "", day: "" },
    ]);
    expect(data).toHaveLength(3);
    expect(data[0]).toEqual(["订单号", "订单金额", "下单时间", "日期"]);
    expect(data[1][0]).toBe("A1 <&>");
    expect(data[1][1]).toBe(12.5);
    // A date is a serial day number in the file: read back to the millisecond's rounding.
    const created = data[1][2];
    expect(created).toBeInstanceOf(Date);
    expect(Math.abs(Number(created) - Date.UTC(2026, 10, 27, 9, 5, 3))).toBeLessThan(5);
    expect(data[1][3]).toEqual(new Date(Date.UTC(2026, 10, 27)));
    expect(data[2][0]).toBe("'-5");
    expect(data[2][1]).toBe(0);
    expect(data[2][2]).toBeNull();
  });

  it("writes 10,000 lines in one file", async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      no: `SO${i}`,
      amount: i / 4,
      created: "2026-01-01 00:00:00",
      day: "2026-01-01",
    }));
    const data = await read(rows);
    expect(data).toHaveLength(10_001);
    expect(data[10_000][1]).toBe(2499.75);
  });

  it("names columns and sheets as Excel allows, and escapes XML", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
    expect(sheetName("a/b:c")).toBe("a b c");
    expect(sheetName("x".repeat(40))).toHaveLength(31);
    expect(xmlText('<a href="x">&</a>')).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  });
});
