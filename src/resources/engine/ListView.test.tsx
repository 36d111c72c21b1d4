/**
 * The engine apart from any real resource: a small fixture declaration rendered through refine (fake data provider
 * caller), checking the columns' value types, a filter reaching the request, the query string, and an action that
 * appears only for an account holding its btn code.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import { listPage } from "./";
import {
  addAction,
  addEndpoint,
  fixtureRoute,
  listEndpoint,
  removeAction,
  removeEndpoint,
  ROWS,
  STATUS,
  type Fixture,
} from "./testing/listFixture";
import type { ListScreen } from "./types";

const fixtureScreen: ListScreen<Fixture> = {
  endpoint: listEndpoint,
  rowKey: (row) => row.id,
  filters: [
    { field: "name", label: "名称", input: "text" },
    { field: "status", label: "状态", input: "select", options: STATUS },
  ],
  columns: [
    { field: "name", title: "名称" },
    { field: "amount", title: "金额", value: "money" },
    { field: "status", title: "状态", value: { enum: STATUS } },
  ],
  actions: [
    removeAction,
    // The toolbar's 新增 also says how many rows were selected (none: a toolbar action has no records).
    { ...addAction, payload: (target, values) => ({ name: values.name, selected: target.records?.length }) },
  ],
};

let calls: { ep: Endpoint; payload: Record<string, unknown> }[] = [];

function renderList(
  search = "",
  screenDecl: ListScreen<Fixture> = fixtureScreen,
  Extra: () => ReactNode = () => null,
  part?: string,
) {
  const dataProvider = createDataProvider(async (ep, payload) => {
    calls.push({ ep, payload: payload as Record<string, unknown> });
    const name = (payload as { name?: string }).name;
    const records = name ? ROWS.filter((row) => row.name === name) : ROWS;
    return { current: 1, size: 10, total: records.length, records };
  });
  // The browser's own address, which the list mirrors its search in.
  window.history.replaceState(null, "", `/fixture/index${search}`);
  const Page = listPage(screenDecl);
  return render(
    <MemoryRouter initialEntries={[`/fixture/index${search}`]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          resources={[{ name: "/fixture/index", list: "/fixture/index" }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              path="/fixture/index"
              element={
                <>
                  <Page route={fixtureRoute} part={part} />
                  <Extra />
                </>
              }
            />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls = [];
});
afterEach(() => setAccessGroup(null));

// The first render of refine and antd in jsdom takes seconds on a loaded machine.
// listPage's view is loaded with the page's code (the frame awaits the page's `preload`, ./index.tsx); here the
// test loads it once, as the frame would, so the waits for rows do not include loading the view.
beforeAll(() => listPage(fixtureScreen).preload());

describe("ListView (engine)", { timeout: 60_000 }, () => {
  it("renders the columns by value type: money with ¥ and two decimals, enums as their labels", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList();
    expect(await screen.findByText("甲")).toBeInTheDocument();
    // The title comes from the route the list is shown on.
    expect(screen.getByText("夹具列表")).toBeInTheDocument();
    expect(screen.getByText("¥1,234.50")).toBeInTheDocument();
    expect(screen.getByText("¥8.00")).toBeInTheDocument();
    expect(screen.getAllByText("已完成").some((el) => el.closest(".ant-tag"))).toBe(true);
    expect(calls[0].ep).toBe(listEndpoint);
    expect(calls[0].payload).toEqual({ current: 1, size: 10 });
  });

  it("sends a filter on 查询 and mirrors it in the query string", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList();
    await screen.findByText("甲");
    await userEvent.type(screen.getByPlaceholderText("请输入名称"), " 乙 ");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ current: 1, size: 10, name: "乙" }));
    await waitFor(() => expect(screen.queryByText("甲")).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).get("name")).toBe("乙");
    expect(window.location.pathname).toBe("/fixture/index");
  });

  it("leaves the address alone for a list that is a part of its page (and shows no title of its own)", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList("", fixtureScreen, () => null, "other");
    await screen.findByText("甲");
    expect(screen.queryByText("夹具列表")).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText("请输入名称"), "乙");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ current: 1, size: 10, name: "乙" }));
    await waitFor(() => expect(screen.queryByText("甲")).not.toBeInTheDocument());
    expect(window.location.search).toBe("");
  });

  it("starts from the query string (a reload keeps the filters)", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList("?name=%E4%B9%99&status=2");
    await waitFor(() => expect(calls[0]?.payload).toEqual({ current: 1, size: 10, name: "乙", status: 2 }));
    expect(await screen.findByDisplayValue("乙")).toBeInTheDocument();
  });

  it("drops a filter it opened with: 重置 asks again without it (engine-tests bug)", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList("?name=%E4%B9%99");
    expect(await screen.findByText("乙")).toBeInTheDocument();
    expect(screen.queryByText("甲")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /重\s?置/ }));
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ current: 1, size: 10 }));
    expect(await screen.findByText("甲")).toBeInTheDocument();
    expect(window.location.search).toBe("");
  });

  it("drops a filter it opened with when the field is cleared and 查询 clicked", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList("?name=%E4%B9%99");
    await screen.findByDisplayValue("乙");
    await userEvent.clear(screen.getByPlaceholderText("请输入名称"));
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(calls.at(-1)?.payload).toEqual({ current: 1, size: 10 }));
    expect(await screen.findByText("甲")).toBeInTheDocument();
  });

  it("offers an action only to an account holding its btn code", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const first = renderList();
    const row = (await screen.findByText("甲")).closest("tr") as HTMLElement;
    expect(within(row).queryByRole("button", { name: /删\s?除/ })).not.toBeInTheDocument();
    first.unmount();

    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:remove"] });
    renderList();
    const allowed = (await screen.findByText("甲")).closest("tr") as HTMLElement;
    expect(within(allowed).getByRole("button", { name: /删\s?除/ })).toBeInTheDocument();
  });

  it("shows a toolbar action without a record, for an account holding its btn code", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const first = renderList();
    await screen.findByText("甲");
    expect(screen.queryByRole("button", { name: /新\s?增/ })).not.toBeInTheDocument();
    first.unmount();

    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:add"] });
    renderList();
    await screen.findByText("甲");
    await userEvent.click(screen.getByRole("button", { name: /新\s?增/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByPlaceholderText("请输入名称"), "丙");
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s?定/ }));
    await waitFor(() => expect(calls.some((call) => call.ep === addEndpoint)).toBe(true));
    expect(calls.find((call) => call.ep === addEndpoint)?.payload).toEqual({ name: "丙", selected: 0 });
  });

  it("sends a tab's own payload fields and shows its count", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList("", {
      ...fixtureScreen,
      tabs: {
        field: "tab",
        options: [{ value: "todo", label: "待办" }],
        toPayload: () => ({ status: [1], mine: true }),
        useCounts: () => (value) => <span data-testid="tab-count">{`${String(value)}:7`}</span>,
      },
    });
    await screen.findByText("甲");
    expect(screen.getByTestId("tab-count")).toHaveTextContent("todo:7");
    await userEvent.click(screen.getByRole("tab", { name: /待办/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.payload).toEqual({ current: 1, size: 10, status: [1], mine: true }),
    );
  });

  it("gives the summary the current search's request fields", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList("?status=2", {
      ...fixtureScreen,
      summary: ({ payload }) => <span data-testid="summary">{JSON.stringify(payload)}</span>,
    });
    await waitFor(() => expect(screen.getByTestId("summary")).toHaveTextContent('{"status":2}'));
    await userEvent.type(screen.getByPlaceholderText("请输入名称"), "乙");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(screen.getByTestId("summary")).toHaveTextContent('{"name":"乙","status":2}'));
  });

  it("takes the first read its page declares (the frame starts it before the page renders): one call", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const search = "?status=2&page=2&size=20";
    const answers: ((value: unknown) => void)[] = [];
    const early = createDataProvider((ep, payload) => {
      calls.push({ ep, payload: payload as Record<string, unknown> });
      return new Promise((resolve) => answers.push(resolve));
    });
    early.readListEarly(listPage(fixtureScreen).firstRead("/fixture/index", search));
    expect(calls.map((c) => c.payload)).toEqual([{ current: 2, size: 20, status: 2 }]);
    renderList(search);
    answers[0]?.({ current: 2, size: 20, total: 21, records: ROWS.slice(1) });
    expect(await screen.findByText("乙")).toBeInTheDocument();
    // The list's own query asked for nothing more: the same call and request, taken.
    expect(calls).toHaveLength(1);
  });

  it("shows the first read's rows in its first render when they have come, and reads them no more", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const search = "?status=2";
    const early = createDataProvider(async (ep, payload) => {
      calls.push({ ep, payload: payload as Record<string, unknown> });
      return { current: 1, size: 10, total: 1, records: ROWS.slice(1, 2) };
    });
    early.readListEarly(listPage(fixtureScreen).firstRead("/fixture/index", search));
    await Promise.resolve();
    renderList(search);
    // Rendered with the page, not after a query: no wait.
    expect(screen.getByText("乙")).toBeInTheDocument();
    expect(screen.getByText("共 1 条")).toBeInTheDocument();
    // Its query did not read them again as it mounted; a search reads as always.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    await userEvent.type(screen.getByPlaceholderText("请输入名称"), "甲");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    expect(await screen.findByText("甲")).toBeInTheDocument();
    expect(calls.map((c) => c.payload)).toEqual([
      { current: 1, size: 10, status: 2 },
      { current: 1, size: 10, status: 2, name: "甲" },
    ]);
  });

  it("runs an action: the call, 操作成功, the list refreshed and the extra query keys it names", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:remove"] });
    let badgeFetches = 0;
    const Badge = () => {
      const { data } = useQuery({ queryKey: ["layout", "badge", "p1"], queryFn: () => ++badgeFetches });
      return <span data-testid="badge">{data}</span>;
    };
    const [remove] = fixtureScreen.actions ?? [];
    renderList("", { ...fixtureScreen, actions: [{ ...remove, refresh: [["layout", "badge"]] }] }, Badge);
    await waitFor(() => expect(screen.getByTestId("badge")).toHaveTextContent("1"));
    const row = (await screen.findByText("甲")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: /删\s?除/ }));
    const listCalls = () => calls.filter((c) => c.ep === listEndpoint).length;
    const before = listCalls();
    await userEvent.click(await screen.findByRole("button", { name: /确\s?定/ }));
    await waitFor(() => expect(screen.getByTestId("badge")).toHaveTextContent("2"));
    // The call with its payload, the success text, and the list asked again (every data query is refreshed).
    expect(calls.filter((c) => c.ep === removeEndpoint).map((c) => c.payload)).toEqual([{ id: "a" }]);
    // On a slow machine the toast may already have closed: jsdom keeps a closed toast's node (its leave animation
    // never ends), so shown or closed, the text was on screen.
    await waitFor(() => expect(screen.queryAllByText("操作成功")).not.toHaveLength(0));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });
});
