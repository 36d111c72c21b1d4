/**
 * The search form's inputs, one per filter declaration (the list around it: SearchForm.test.tsx): what each input
 * is and says, a remote filter's place held while its widget loads, and a filter shown only for the values typed.
 * Its own file: a remote widget's module loads once per file, and the first test sees its place held.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { describe, expect, it, vi } from "vitest";
import { chooseOption } from "../../widgets/table/testing";
import { REMOTE_SELECT_WIDTH, SELECT_WIDTH } from "../../widgets/table/defaults";
import { SearchForm } from "./SearchForm";
import type { FormValues } from "./searchState";
import type { FilterDecl } from "./types";

// The remote widgets' own calls (merchants, workers, areas) answer nothing here.
vi.mock("../../providers/http", async (original) => ({
  ...(await original<typeof import("../../providers/http")>()),
  call: vi.fn(async () => []),
}));

const STATUS = [
  { value: 1, label: "进行中" },
  { value: 2, label: "已完成" },
];

function renderForm(filters: FilterDecl[], values: FormValues = {}) {
  const onSearch = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <SearchForm filters={filters} values={values} initial={{}} onSearch={onSearch} />
      </AntdApp>
    </QueryClientProvider>,
  );
  return { onSearch, form: () => document.querySelector<HTMLFormElement>("form.engine-search-form")! };
}

const rootOf = (element: HTMLElement) => element.closest<HTMLElement>(".ant-select")!;

/** The input a filter's label names (its `for`), or null when no element has that id. */
function labelledBy(text: string): HTMLElement | null {
  const label = [...document.querySelectorAll<HTMLLabelElement>(".engine-search-form label")].find(
    (l) => l.textContent === text,
  );
  return label?.htmlFor ? document.getElementById(label.htmlFor) : null;
}

describe("SearchForm's inputs (engine)", { timeout: 30_000 }, () => {
  it("holds a remote filter's place with a disabled select of its size, named like it, until its widget loads", async () => {
    renderForm([
      { field: "merchantId", label: "商家", input: "merchant" },
      { field: "workerId", label: "师傅", input: "worker" },
      { field: "area", label: "服务区域", input: "address" },
    ]);
    const merchant = screen.getByRole("combobox", { name: "商家" });
    expect(merchant).toBeDisabled();
    expect(rootOf(merchant)).toHaveStyle({ width: `${REMOTE_SELECT_WIDTH}px` });
    expect(within(rootOf(merchant)).getByText("请选择商家")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "师傅" })).toBeDisabled();
    const area = screen.getByRole("combobox", { name: "服务区域" });
    expect(area).toBeDisabled();
    expect(rootOf(area)).toHaveStyle({ width: `${SELECT_WIDTH}px` });
    // Each label names its place (a click on it focuses the select).
    expect(labelledBy("商家")).toBe(merchant);
    expect(labelledBy("服务区域")).toBe(area);

    // Each widget in its place: the merchant search, the worker search, the address picker.
    await waitFor(() => expect(document.querySelector(".merchant-select")).not.toBeNull());
    await waitFor(() => expect(document.querySelector(".worker-select")).not.toBeNull());
    await waitFor(() => expect(document.querySelector(".address-picker")).not.toBeNull());
    expect(document.querySelectorAll(".merchant-select, .worker-select")).toHaveLength(2);
    expect(
      within(rootOf(screen.getByRole("combobox", { name: "商家" }))).getByText("请选择商家"),
    ).toBeVisible();
    expect(screen.getByRole("combobox", { name: "商家" })).toBeEnabled();
    expect(screen.queryByRole("combobox", { name: "服务区域" })).toBeNull();
    // And names the widget's input once it is there: the merchant and worker searches, the province of the address.
    expect(labelledBy("商家")).toBe(screen.getByRole("combobox", { name: "商家" }));
    expect(labelledBy("师傅")).toBe(screen.getByRole("combobox", { name: "师傅" }));
    expect(labelledBy("服务区域")).toBe(screen.getByRole("combobox", { name: "省份" }));
  });

  it("shows the date range and the service type pickers for their filters", () => {
    renderForm([
      { field: "timeRange", label: "时间范围", input: "dateRange" },
      { field: "serviceType", label: "服务类型", input: "serviceType" },
    ]);
    expect(document.querySelector(".date-range-filter")).not.toBeNull();
    expect(document.querySelector(".service-type-picker")).not.toBeNull();
    // The range's label names its field (the picker takes the id with the focus).
    expect(labelledBy("时间范围")).toBe(
      document.querySelector("input.date-range-filter, .date-range-filter input"),
    );
  });

  it("says 请输入 on a text and 请选择 on a choice, keeps a text to 50 characters unless declared, and sizes both", () => {
    renderForm([
      { field: "name", label: "名称", input: "text" },
      { field: "orderNo", label: "订单号", input: "text", placeholder: "订单号或手机号", maxLength: 20 },
      { field: "status", label: "状态", input: "select", options: STATUS },
      { field: "statuses", label: "多个状态", input: "select", options: STATUS, multiple: true },
    ]);
    const name = screen.getByPlaceholderText("请输入名称");
    expect(name).toHaveAttribute("maxlength", "50");
    expect(name.closest(".ant-input-affix-wrapper")).toHaveStyle({ width: `${SELECT_WIDTH}px` });
    expect(screen.getByPlaceholderText("订单号或手机号")).toHaveAttribute("maxlength", "20");
    // The inputs' ids carry the form's own name (two forms in one document never share an id).
    expect(name.id).toMatch(/^filter-[A-Za-z0-9]+_name$/);
    const [single, multiple] = [...document.querySelectorAll<HTMLElement>(".engine-search-form .ant-select")];
    expect(within(single).getByText("请选择状态")).toBeInTheDocument();
    expect(single).toHaveStyle({ width: `${SELECT_WIDTH}px` });
    expect(single).not.toHaveClass("ant-select-multiple");
    expect(multiple).toHaveClass("ant-select-multiple");
    expect(within(multiple).getByText("请选择多个状态")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /查\s?询/ }).closest("form")).toHaveStyle({
      marginBottom: "16px",
    });
  });

  it("shows a filter declared `when` as soon as the values typed call for it, before 查询", async () => {
    const { onSearch } = renderForm([
      { field: "status", label: "状态", input: "select", options: STATUS },
      { field: "reason", label: "原因", input: "text", when: (values) => values.status === 1 },
    ]);
    expect(screen.queryByPlaceholderText("请输入原因")).toBeNull();
    await chooseOption(document.querySelector<HTMLElement>(".engine-search-form .ant-select")!, "进行中");
    await userEvent.type(await screen.findByPlaceholderText("请输入原因"), "缺货");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ status: 1, reason: "缺货" }));
    await chooseOption(document.querySelector<HTMLElement>(".engine-search-form .ant-select")!, "已完成");
    await waitFor(() => expect(screen.queryByPlaceholderText("请输入原因")).toBeNull());
    // Hidden, its value is no part of the search.
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ status: 2 }));
  });

  it("renders its inputs once as it mounts, and no other input as one is typed in", async () => {
    // Each input reads its filter's placeholder as it renders.
    const reads = { orderNo: 0, customerName: 0 };
    const counted = (field: keyof typeof reads, label: string): FilterDecl => ({
      field,
      label,
      input: "text",
      get placeholder() {
        reads[field] += 1;
        return `请输入${label}`;
      },
    });
    renderForm([counted("orderNo", "订单号"), counted("customerName", "客户姓名")], { orderNo: "SO1" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toEqual({ orderNo: 1, customerName: 1 });
    expect(screen.getByPlaceholderText("请输入订单号")).toHaveValue("SO1");
    await userEvent.type(screen.getByPlaceholderText("请输入客户姓名"), "张");
    expect(reads.orderNo).toBe(1);
  });
});
