import { FILTER_TEXT_MAX } from "../../../domain/exports";
import type { FilterDecl, TabsDecl } from "../types";
import { filterText } from "./filterText";

const filters: FilterDecl[] = [
  { field: "orderNo", label: "订单号", input: "text" },
  {
    field: "source",
    label: "订单来源",
    input: "select",
    options: [
      { value: 1, label: "自有" },
      { value: 2, label: "天猫" },
    ],
  },
  {
    field: "timeType",
    label: "时间类型",
    input: "select",
    options: [{ value: 1, label: "下单时间" }],
    initial: 1,
  },
  { field: "timeRange", label: "时间范围", input: "dateRange" },
  { field: "workerId", label: "师傅", input: "worker" },
];
const tabs: TabsDecl = { field: "listStatus", options: [{ value: 3, label: "待预约" }] };

describe("the 查询条件 an export records", () => {
  it("names the filled fields by their labels, options by theirs, ranges by their days, and the tab", () => {
    const values = {
      orderNo: "SO1",
      source: 2,
      timeType: 1,
      timeRange: ["2026-11-01 00:00:00", "2026-11-20 23:59:59"],
      workerId: "",
    };
    expect(filterText(filters, { values, tab: 3 }, tabs)).toBe(
      "订单号：SO1；订单来源：天猫；时间范围：2026-11-01 至 2026-11-20；状态：待预约",
    );
  });

  it("joins the options of a multiple choice with the spec's list separator", () => {
    expect(filterText(filters, { values: { source: [1, 2] } })).toBe("订单来源：自有,天猫");
  });

  it("is empty for the list as it opens, and cut to what the server keeps", () => {
    expect(filterText(filters, { values: { timeType: 1 } }, tabs)).toBe("");
    expect(filterText(filters, { values: { orderNo: "S".repeat(300) } })).toHaveLength(FILTER_TEXT_MAX);
  });
});
