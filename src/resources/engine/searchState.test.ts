import type { Enumeration } from "../../domain/enumeration";
import { formatMoney, joinList, readField } from "./format";
import { groupSpans } from "./rowSpans";
import { cleanValues, decodeSearch, encodeSearch, initialState, searchPayload } from "./searchState";
import type { FilterDecl, RemoteOptions, TabsDecl } from "./types";

const SOURCE: Enumeration = [
  { value: 1, label: "自有" },
  { value: 2, label: "天猫" },
];
const FILTERS: FilterDecl[] = [
  { field: "orderNo", label: "订单号", input: "text" },
  { field: "orderSource", label: "订单来源", input: "select", options: SOURCE },
  { field: "timeType", label: "时间类型", input: "select", options: SOURCE, initial: 1 },
  { field: "time", label: "时间", input: "dateRange" },
  { field: "created", label: "创建时间", input: "dateRange", to: ["createStart", "createEnd"] },
  { field: "area", label: "区域", input: "address" },
  {
    field: "keyword",
    label: "关键词",
    input: "text",
    toPayload: (value) => ({ fuzzy: `%${String(value)}%` }),
    when: (values) => values.orderSource === 2,
  },
];
const TABS: TabsDecl = { field: "listStatus", options: SOURCE };

describe("search state", () => {
  it("starts from the filters' initial values, page 1 of 10", () => {
    expect(initialState(FILTERS)).toEqual({ values: { timeType: 1 }, page: 1, size: 10 });
  });

  it("builds the payload: blanks left out, text trimmed, ranges split, objects spread, tab added", () => {
    const payload = searchPayload(
      FILTERS,
      {
        values: {
          orderNo: "  DD001 ",
          orderSource: 1,
          time: ["2026-11-01 00:00:00", "2026-11-20 23:59:59"],
          created: ["2026-10-01 00:00:00", "2026-10-02 23:59:59"],
          area: { province: "44", city: "4403", area: undefined },
          keyword: "挂",
        },
        tab: 2,
      },
      TABS,
    );
    expect(payload).toEqual({
      orderNo: "DD001",
      orderSource: 1,
      startTime: "2026-11-01 00:00:00",
      endTime: "2026-11-20 23:59:59",
      createStart: "2026-10-01 00:00:00",
      createEnd: "2026-10-02 23:59:59",
      province: "44",
      city: "4403",
      listStatus: 2,
    });
  });

  it("maps a value through toPayload when its condition holds", () => {
    const payload = searchPayload(FILTERS, { values: { orderSource: 2, keyword: "挂" } });
    expect(payload).toEqual({ orderSource: 2, fuzzy: "%挂%" });
  });

  it("round-trips through the query string", () => {
    const state = {
      values: { orderNo: "DD001", orderSource: 2, time: ["2026-11-01 00:00:00", "2026-11-20 23:59:59"] },
      tab: 1,
      page: 3,
      size: 20,
    };
    const search = encodeSearch(state, FILTERS);
    expect(search.startsWith("?orderNo=DD001&orderSource=2&time=")).toBe(true);
    expect(decodeSearch(search, FILTERS, TABS)).toEqual({
      ...state,
      values: { ...state.values, timeType: 1 },
    });
  });

  it("leaves the defaults out of the query string", () => {
    expect(encodeSearch({ values: {}, page: 1, size: 10 }, FILTERS)).toBe("");
  });

  it("ignores what it cannot read: an unknown option, a broken range, a page size not offered", () => {
    const state = decodeSearch("?orderSource=9&time=[1&page=0&size=15&tab=7", FILTERS, TABS);
    expect(state).toEqual({ values: { timeType: 1 }, page: 1, size: 10, tab: undefined });
  });

  it("reads a page and a size only as whole numbers from 1, the size only as one the lists offer", () => {
    expect(decodeSearch("?page=2", FILTERS)).toEqual({ values: { timeType: 1 }, page: 2, size: 10 });
    for (const page of ["0", "-2", "1.5", "01", "x", "1234567"])
      expect(decodeSearch(`?page=${page}`).page).toBe(1);
    expect(decodeSearch("?page=123456").page).toBe(123456);
    expect(decodeSearch("?size=40").size).toBe(40);
    expect(decodeSearch("?size=7").size).toBe(10);
  });

  it("reads a tab only for a list with tabs, and none when the link names none", () => {
    expect("tab" in decodeSearch("?tab=1", FILTERS)).toBe(false);
    expect("tab" in decodeSearch("?page=2", FILTERS, TABS)).toBe(false);
    expect(decodeSearch("?tab=2", FILTERS, TABS).tab).toBe(2);
  });

  it("a list without filters starts empty and sends and links no values", () => {
    expect(initialState()).toEqual({ values: {}, page: 1, size: 10 });
    expect(searchPayload(undefined, { values: { orderNo: "DD001" } })).toEqual({});
    expect(encodeSearch({ values: { orderNo: "DD001" }, page: 2, size: 10 })).toBe("?page=2");
    expect(decodeSearch("?orderNo=DD001").values).toEqual({});
  });

  it("leaves a filter at its initial value out of the link", () => {
    expect(encodeSearch({ values: { timeType: 1 }, page: 1, size: 10 }, FILTERS)).toBe("");
    expect(encodeSearch({ values: { timeType: 2 }, page: 1, size: 10 }, FILTERS)).toBe("?timeType=2");
  });

  it("sends nothing for an address value that is not the widget's object", () => {
    expect(searchPayload(FILTERS, { values: { area: "广东" } })).toEqual({});
    expect(searchPayload(FILTERS, { values: { area: { province: "广东" } } })).toEqual({ province: "广东" });
  });

  it("keeps submitted text trimmed", () => {
    expect(cleanValues({ a: " 张 ", b: 2 })).toEqual({ a: "张", b: 2 });
  });
});

describe("formatting", () => {
  it("shows yuan with ¥, thousands separators and two decimals", () => {
    expect(formatMoney(1234567.891)).toBe("¥1,234,567.89");
    expect(formatMoney("8")).toBe("¥8.00");
    expect(formatMoney(-3.5)).toBe("-¥3.50");
    expect(formatMoney(null)).toBe("-");
    expect(formatMoney("abc")).toBe("-");
  });

  it("joins lists with a comma", () => {
    expect(joinList(["空调", "", null, "热水器"])).toBe("空调,热水器");
    expect(joinList([])).toBe("-");
    expect(joinList("安装")).toBe("安装");
  });

  it("reads dotted fields", () => {
    expect(readField({ customer: { name: "王" } }, "customer.name")).toBe("王");
    expect(readField({ customer: null }, "customer.name")).toBeUndefined();
  });

  it("spans the merged cells over each run of one group", () => {
    expect(groupSpans(["a", "a", "b", "c", "c", "c"], (x) => x)).toEqual([2, 0, 1, 3, 0, 0]);
    expect(groupSpans(["a", "b"], undefined)).toEqual([1, 1]);
    expect(groupSpans(["a", "b", "a", "a"], (x) => x)).toEqual([1, 1, 2, 0]);
    expect(groupSpans([], (x: string) => x)).toEqual([]);
  });
});

describe("tabs standing for several fields, and options read from a call", () => {
  const endpoint = { method: "GET", path: "/x/types" } as unknown as RemoteOptions["endpoint"];
  const remote: FilterDecl = {
    field: "workType",
    label: "工单类型",
    input: "select",
    options: { endpoint, toOptions: () => [] },
  };
  const remoteMany: FilterDecl = { ...remote, field: "codes", multiple: true } as FilterDecl;

  it("sends a tab's own payload fields in place of {field: value}", () => {
    const tabs: TabsDecl = {
      field: "tab",
      options: [{ value: "todo", label: "待处理" }],
      toPayload: () => ({ resultStatus: [2, 4], assignedType: 2 }),
    };
    expect(searchPayload([], { values: {}, tab: "todo" }, tabs)).toEqual({
      resultStatus: [2, 4],
      assignedType: 2,
    });
    expect(searchPayload([], { values: {} }, tabs)).toEqual({});
  });

  it("decodes a remote select's value from a link before its options are known", () => {
    expect(decodeSearch("?workType=3", [remote]).values).toEqual({ workType: 3 });
    expect(decodeSearch("?workType=abc", [remote]).values).toEqual({ workType: "abc" });
    // Any integer of up to 15 digits is a number (a type id is rarely one digit); a longer one stays text.
    expect(decodeSearch("?workType=-12", [remote]).values).toEqual({ workType: -12 });
    expect(decodeSearch("?workType=1234567890123456", [remote]).values).toEqual({
      workType: "1234567890123456",
    });
    expect(decodeSearch(`?codes=${encodeURIComponent("[1,2]")}`, [remoteMany]).values).toEqual({
      codes: [1, 2],
    });
  });
});
