/**
 * What a list lays out from its declaration: the search form and the toolbar only when it has something for them,
 * each action where it is placed, the 操作 and 选择 columns, money to the right, the rows of one record merged, the
 * page size; and what it listens to and writes: one subscription on its own channel, the address only while it is
 * the page shown, a link without a query leaving its search as it is.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLiveHub } from "../../providers/live/hub";
import { setAccessGroup } from "../../providers/session";
import { openOption, openSelect } from "../../widgets/table/testing";
import { listPage } from "./";
import {
  addAction,
  addressed,
  answerWith,
  closeAction,
  fixtureScreen,
  manyRows,
  removeAction,
  renderList,
  ROWS,
  STATUS,
  type Fixture,
} from "./testing/listFixture";
import type { ListScreen, TabsDecl } from "./types";

const ALL_BUTTONS = ["fixture:remove", "fixture:add", "fixture:close"];
const header = (name: string) => screen.queryByRole("columnheader", { name });
const cellOf = (text: string) => screen.getByText(text).closest("td") as HTMLElement;
/** The bar above the table holding the toolbar, 导出 and the batch actions. */
const toolbar = () => document.querySelector(".engine-list .ant-card-body > .ant-space");
const buttons = (name: RegExp) => screen.queryAllByRole("button", { name });
const searchButton = () => screen.getByRole("button", { name: /查\s?询/ });

afterEach(() => setAccessGroup(null));
beforeAll(() => listPage(fixtureScreen).preload());

describe("ListView: the table and what is around it (engine)", { timeout: 60_000 }, () => {
  it("shows no search form, toolbar, 操作 or 选择 column for a list that declares none", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ALL_BUTTONS });
    renderList({
      screen: {
        ...fixtureScreen,
        filters: [],
        actions: [],
        columns: [
          { field: "name", title: "名称" },
          { field: "amount", title: "金额", value: "money" },
          { field: "status", title: "状态", value: { enum: STATUS }, align: "center" },
        ],
      },
    });
    await screen.findByText("甲");
    expect(screen.queryByRole("button", { name: /查\s?询/ })).toBeNull();
    expect(header("操作")).toBeNull();
    expect(header("选择")).toBeNull();
    expect(toolbar()).toBeNull();
    expect(screen.queryByText(/已选/)).toBeNull();
    // Money to the right; a declared alignment as declared; text as it comes.
    expect(cellOf("¥1,234.50")).toHaveStyle({ textAlign: "right" });
    expect(header("金额")).toHaveStyle({ textAlign: "right" });
    expect(cellOf("甲")).not.toHaveStyle({ textAlign: "right" });
    expect(screen.getAllByText("进行中")[0].closest("td")).toHaveStyle({ textAlign: "center" });
    expect(document.querySelector(".engine-list .ant-pagination")).toHaveStyle({ marginTop: "16px" });
  });

  it("puts each action where it is placed: 删除 on each row, 新增 in the toolbar, 批量关闭 over the selection", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ALL_BUTTONS });
    renderList({ screen: { ...fixtureScreen, actions: [removeAction, addAction, closeAction] } });
    await screen.findByText("甲");
    expect(buttons(/删\s?除/)).toHaveLength(ROWS.length);
    for (const button of buttons(/删\s?除/)) expect(button.closest("td")).not.toBeNull();
    expect(buttons(/新\s?增/)).toHaveLength(1);
    expect(buttons(/批量关闭/)).toHaveLength(1);
    expect(toolbar()).toHaveStyle({ marginBottom: "12px" });
    expect(within(toolbar() as HTMLElement).getByText("已选 0 条")).toBeInTheDocument();
    // The 操作 column stays at the right edge; the selection column is 选择, with no select-all box.
    expect(header("操作")).toHaveClass("ant-table-cell-fix-right");
    const selection = header("选择") as HTMLElement;
    expect(within(selection).queryByRole("checkbox")).toBeNull();
    expect(screen.getAllByRole("checkbox")).toHaveLength(ROWS.length);
  });

  it("holds only what the list offers in the bar above the table: a toolbar action without a selection", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ALL_BUTTONS });
    renderList({ screen: { ...fixtureScreen, actions: [addAction] } });
    await screen.findByText("甲");
    expect(buttons(/新\s?增/)).toHaveLength(1);
    expect(screen.queryByText(/已选/)).toBeNull();
    expect(header("选择")).toBeNull();
    expect(toolbar()?.querySelectorAll(":scope > .ant-space-item")).toHaveLength(1);
  });

  it("offers no selection, toolbar or batch bar for actions the account may not do", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList({ screen: { ...fixtureScreen, actions: [addAction, closeAction] } });
    await screen.findByText("甲");
    expect(header("选择")).toBeNull();
    expect(toolbar()).toBeNull();
    expect(buttons(/批量关闭|新\s?增/)).toHaveLength(0);
  });

  it("offers no 导出 on a list that declares none", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ALL_BUTTONS });
    renderList({ screen: { ...fixtureScreen, actions: [] } });
    await screen.findByText("甲");
    expect(screen.queryByRole("button", { name: /导\s?出/ })).toBeNull();
    expect(toolbar()).toBeNull();
  });

  it("merges the rows of one record: its merged cells, its actions and its checkbox once", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ALL_BUTTONS });
    interface Line extends Fixture {
      line: string;
      good: string;
    }
    const lines: ListScreen<Fixture, Line> = {
      ...fixtureScreen,
      rows: (records) =>
        records.flatMap((record) =>
          [1, 2].map((n) => ({ ...record, line: `${record.id}-${n}`, good: `${record.name}货${n}` })),
        ),
      rowKey: (row) => row.line,
      rowGroup: (row) => row.id,
      rowLabel: (row) => row.name,
      columns: [
        { field: "name", title: "名称", merge: true },
        { field: "good", title: "商品" },
      ],
      actions: [removeAction as never, closeAction as never],
    };
    renderList({ screen: lines as unknown as ListScreen<Fixture> });
    expect(await screen.findByText("甲货2")).toBeInTheDocument();
    expect(screen.getAllByText("甲")).toHaveLength(1);
    expect(cellOf("甲")).toHaveAttribute("rowspan", "2");
    expect(cellOf("甲货1")).not.toHaveAttribute("rowspan");
    expect(buttons(/删\s?除/)).toHaveLength(ROWS.length);
    expect(buttons(/删\s?除/)[0].closest("td")).toHaveAttribute("rowspan", "2");
    // The bar above: the batch action and its count, nothing else.
    expect(toolbar()?.querySelectorAll(":scope > .ant-space-item")).toHaveLength(2);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(ROWS.length);
    expect(screen.getByRole("checkbox", { name: "选择 甲" }).closest("td")).toHaveAttribute("rowspan", "2");
  });

  it("asks for page 1 again when the page size changes, and keeps the size in the address", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({ search: "?page=2", answer: answerWith(manyRows(25)) });
    expect(await screen.findByText("名10")).toBeInTheDocument();
    openSelect(document.querySelector<HTMLElement>(".ant-pagination-options .ant-select")!);
    await userEvent.click(await openOption("20 / page"));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 20 }));
    expect(await screen.findByText("名0")).toBeInTheDocument();
    await waitFor(() => expect(addressed()).toEqual({ size: "20" }));
  });

  it("keeps the tab through a new search when the tabs stay the same", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const todo: TabsDecl = { field: "tab", options: [{ value: "todo", label: "待办" }] };
    const list = renderList({ screen: { ...fixtureScreen, tabs: todo } });
    await screen.findByText("甲");
    await userEvent.click(screen.getByRole("tab", { name: /待办/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, tab: "todo" }));
    await userEvent.type(screen.getByPlaceholderText("请输入名称"), "乙");
    await userEvent.click(searchButton());
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, name: "乙", tab: "todo" }));
  });

  it("keeps its search when a link without a query leads to it (the menu's)", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({ search: "?name=%E4%B9%99", extra: <Link to="/fixture/index">夹具列表</Link> });
    expect(await screen.findByText("乙")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "夹具列表" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list.lastList()).toEqual({ current: 1, size: 10, name: "乙" });
    expect(screen.getByPlaceholderText("请输入名称")).toHaveValue("乙");
    expect(screen.queryByText("甲")).toBeNull();
  });

  it("writes its search in the address only while its route is the page shown", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList();
    await screen.findByText("甲");
    // Another page is shown (this one kept in its tab).
    window.history.replaceState(null, "", "/elsewhere");
    await userEvent.type(screen.getByPlaceholderText("请输入名称"), "乙");
    await userEvent.click(searchButton());
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, name: "乙" }));
    await waitFor(() => expect(screen.queryByText("甲")).toBeNull());
    expect(window.location.pathname).toBe("/elsewhere");
    expect(window.location.search).toBe("");
  });

  it("subscribes once, on its own channel; a list that is a part of its page on the part's", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const channels: string[] = [];
    const hub = createLiveHub();
    const liveProvider = {
      ...hub.provider,
      subscribe: (params: Parameters<typeof hub.provider.subscribe>[0]) => {
        channels.push(params.channel);
        return hub.provider.subscribe(params);
      },
    };
    const first = renderList({ liveProvider });
    await screen.findByText("甲");
    expect(channels).toEqual(["resources//fixture/index"]);
    first.unmount();
    channels.length = 0;
    renderList({ liveProvider, part: "abnormal" });
    await screen.findByText("甲");
    expect(channels).toEqual(["resources//fixture/index#abnormal"]);
  });
});
