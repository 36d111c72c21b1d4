import type { Enumeration } from "../../../domain/enumeration";
import type { ColumnDecl } from "../types";
import { fileCell, fileColumns, fileRows, moneyValue, neutralise, parseDate } from "./cells";

interface Row {
  no: string;
  amount: number | string | null;
  mobile: string;
  created: string;
  status: number;
  tags: string[];
  goods: string[];
  labels: { labelName: string }[];
  month: string;
}

const STATUS: Enumeration = [
  { value: 1, label: "待接单" },
  { value: 2, label: "已完成" },
];

const columns: ColumnDecl<Row>[] = [
  { field: "no", title: "订单号", value: { link: (row: Row) => `/x?no=${row.no}` } },
  { field: "amount", title: "订单金额", value: "money" },
  { field: "mobile", title: "客户电话", value: "maskedPhone" },
  { field: "created", title: "下单时间", value: "datetime" },
  { field: "status", title: "订单状态", value: { enum: STATUS } },
  { field: "tags", title: "订单标记", value: { tags: STATUS } },
  { field: "goods", title: "商品", value: "list" },
  { field: "labels", title: "师傅标签", value: "labels" },
  { field: "month", title: "账单月份", value: { render: () => null, text: (v) => `${String(v)}月` } },
];

const row: Row = {
  no: "=HYPERLINK(1)",
  amount: "1234.5",
  mobile: "13800000001",
  created: "2026-11-27 09:05:03",
  status: 2,
  tags: ["1", "urgent"],
  goods: ["空调", "+洗衣机"],
  labels: [{ labelName: "金牌" }, { labelName: "@快" }],
  month: "2026-10",
};

describe("the export's cells", () => {
  it("titles the columns as on screen and types them for the file", () => {
    expect(fileColumns(columns)).toEqual([
      { title: "订单号", kind: "text" },
      { title: "订单金额", kind: "money" },
      { title: "客户电话", kind: "text" },
      { title: "下单时间", kind: "datetime" },
      { title: "订单状态", kind: "text" },
      { title: "订单标记", kind: "text" },
      { title: "商品", kind: "text" },
      { title: "师傅标签", kind: "text" },
      { title: "账单月份", kind: "text" },
    ]);
  });

  it("writes money as numbers of cents, dates as dates, mobiles masked, labels as on screen", () => {
    const [line] = fileRows(columns, [row]);
    expect(line[1]).toBe(1234.5);
    expect(line[2]).toBe("138****0001");
    expect(line[3]).toEqual(new Date(Date.UTC(2026, 10, 27, 9, 5, 3)));
    expect(line[4]).toBe("已完成");
    expect(line[5]).toBe("待接单,urgent");
    expect(line[6]).toBe("空调,+洗衣机");
    expect(line[7]).toBe("金牌,@快");
    expect(line[8]).toBe("2026-10月");
  });

  it("neutralises text that starts like a formula", () => {
    expect(fileCell(columns[0], row)).toBe("'=HYPERLINK(1)");
    for (const text of ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"])
      expect(neutralise(text)).toBe(`'${text}`);
    for (const text of ["订单", "1-1", "a=b", ""]) expect(neutralise(text)).toBe(text);
    const at = { ...row, goods: ["@x"] };
    expect(fileCell(columns[6], at)).toBe("'@x");
  });

  it("leaves missing values empty (no dash) and keeps a broken date as text", () => {
    const empty = { ...row, amount: null, mobile: "", goods: [], tags: [], labels: [], created: "unknown" };
    const [line] = fileRows(columns, [empty]);
    expect(line[1]).toBeNull();
    expect(line[2]).toBeNull();
    expect(line[3]).toBe("unknown");
    expect(line[5]).toBeNull();
    expect(line[6]).toBeNull();
    expect(line[7]).toBeNull();
  });

  it("rounds money to cents and reads dates with or without a time", () => {
    expect(moneyValue(10.005)).toBe(10.01);
    expect(moneyValue("abc")).toBeNull();
    expect(moneyValue(0)).toBe(0);
    expect(parseDate("2026-01-02")).toEqual(new Date(Date.UTC(2026, 0, 2)));
    expect(parseDate("2026-01-02 03:04")).toEqual(new Date(Date.UTC(2026, 0, 2, 3, 4)));
    expect(parseDate("02/01/2026")).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});
