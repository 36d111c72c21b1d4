import { describe, expect, it } from "vitest";
import type { Enumeration } from "../../domain/enumeration";
import { CARD_FIELDS, cardLayout, cardRows, setFilterCount } from "./cardLayout";
import type { ColumnDecl, FilterDecl } from "./types";

interface Row {
  no: string;
  name: string;
  status: number;
  kind: number;
  photos: string[];
  labels: string[];
  amount: number;
  city: string;
  phone: string;
  created: string;
}

const STATUS: Enumeration = [{ value: 1, label: "进行中" }];
const link = { link: (row: Row) => `/x?no=${row.no}` };
const fields = (columns: readonly ColumnDecl<Row>[]) => columns.map((c) => c.field);

const columns: ColumnDecl<Row>[] = [
  { field: "name", title: "名称" },
  { field: "no", title: "编号", value: link },
  { field: "photos", title: "图片", value: "media" },
  { field: "status", title: "状态", value: { enum: STATUS } },
  { field: "kind", title: "类型", value: { enum: STATUS } },
  { field: "labels", title: "标签", value: "labels" },
  { field: "amount", title: "金额", value: "money" },
  { field: "city", title: "城市" },
  { field: "phone", title: "电话", value: "maskedPhone" },
  { field: "created", title: "时间", value: "datetime" },
];

describe("cardLayout: what a record's card shows at phone width", () => {
  it("by default: the link column as the heading, the first enumeration as the status, then three lines", () => {
    const card = cardLayout(columns);
    expect(card.title.field).toBe("no");
    expect(card.status?.field).toBe("status");
    // Thumbnails and label lists are left out; the other columns come in the list's order.
    expect(fields(card.fields)).toEqual(["name", "kind", "amount"]);
    expect(card.fields).toHaveLength(CARD_FIELDS);
  });

  it("without a link column: the first plain text column names the record, else the first column", () => {
    const noLink = columns.filter((c) => c.field !== "no");
    expect(cardLayout(noLink).title.field).toBe("name");
    const noText = noLink.filter((c) => c.field !== "name" && c.field !== "city");
    expect(cardLayout(noText).title.field).toBe("photos");
    // A heading that is an enumeration is not its status too.
    const statusFirst = [columns[3], columns[4], columns[6]];
    expect(cardLayout(statusFirst).title.field).toBe("status");
    expect(cardLayout(statusFirst).status?.field).toBe("kind");
  });

  it("a list with no enumeration has no status", () => {
    expect(cardLayout(columns.filter((c) => !("enum" in Object(c.value)))).status).toBeUndefined();
  });

  it("follows a declaration: its heading, its status and its lines in its order, leaving out what is no column", () => {
    const card = cardLayout(columns, {
      title: "name",
      status: "kind",
      fields: ["phone", "missing" as "city", "city", "name"],
    });
    expect(card.title.field).toBe("name");
    expect(card.status?.field).toBe("kind");
    // The heading is not a line again; a field that is no column of the list is left out.
    expect(fields(card.fields)).toEqual(["phone", "city"]);
  });

  it("keeps the default heading and status when the declaration names lines only (or no column)", () => {
    const card = cardLayout(columns, { title: "gone" as "no", fields: ["created"] });
    expect(card.title.field).toBe("no");
    expect(card.status?.field).toBe("status");
    expect(fields(card.fields)).toEqual(["created"]);
    expect(cardLayout(columns, { fields: [] }).fields).toEqual([]);
  });

  it("in a list whose record spans rows, the default lines are the record's own (merged) columns", () => {
    const merged = columns.map((c) => (["city", "created"].includes(c.field) ? { ...c, merge: true } : c));
    expect(fields(cardLayout(merged, {}, true).fields)).toEqual(["city", "created"]);
    // Declared lines are shown as declared.
    expect(fields(cardLayout(merged, { fields: ["amount"] }, true).fields)).toEqual(["amount"]);
  });
});

describe("cardRows: one card per record", () => {
  const rows = [
    { id: 1, order: "A" },
    { id: 2, order: "A" },
    { id: 3, order: "B" },
    { id: 4, order: "A" },
  ];

  it("takes the first row of each run of one record", () => {
    expect(cardRows(rows, (row) => row.order).map((row) => row.id)).toEqual([1, 3, 4]);
  });

  it("keeps every row of a list without groups", () => {
    expect(cardRows(rows, undefined)).toEqual(rows);
    expect(cardRows([], (row: { order: string }) => row.order)).toEqual([]);
  });
});

describe("setFilterCount: the 筛选 button's count", () => {
  const filters: FilterDecl[] = [
    { field: "name", label: "名称", input: "text" },
    { field: "timeType", label: "时间类型", input: "select", options: STATUS, initial: 1 },
    { field: "range", label: "时间", input: "dateRange" },
    { field: "child", label: "子项", input: "text", when: (values) => values.name === "甲" },
  ];

  it("counts the filters given a value other than the form's first one", () => {
    expect(setFilterCount(filters, {}, {})).toBe(0);
    expect(setFilterCount(filters, { timeType: 1 }, { timeType: 1 })).toBe(0);
    expect(setFilterCount(filters, { timeType: 2 }, { timeType: 1 })).toBe(1);
    expect(setFilterCount(filters, { name: "  ", range: [] }, {})).toBe(0);
    expect(setFilterCount(filters, { name: "乙", range: ["2026-01-01", "2026-01-02"] }, {})).toBe(2);
  });

  it("leaves out a filter the form does not show", () => {
    expect(setFilterCount(filters, { name: "乙", child: "x" }, {})).toBe(1);
    expect(setFilterCount(filters, { name: "甲", child: "x" }, {})).toBe(2);
  });
});
