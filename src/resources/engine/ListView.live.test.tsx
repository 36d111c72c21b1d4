/**
 * The list and the live channel (issue 40 §2) through refine and the console's hub: a list on screen hears the events
 * of its channel and offers its banner (counting only what can change it as filtered); a click reads it again; a list
 * kept in a hidden tab reads nothing in the background.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { service, type Page } from "../../api/endpoint";
import type { LiveChange } from "../../api/live";
import { createDataProvider } from "../../providers/dataProvider";
import { createLiveHub } from "../../providers/live/hub";
import { PageShownContext } from "../../queries/pageShown";
import type { RouteDeclaration } from "../types";
import { listPage } from "./";
import type { ListScreen } from "./types";

interface Row {
  orderNo: string;
}

const fx = service("/fixture");
const listEndpoint = fx.post<Record<string, unknown>, Page<Row>>("/list", "订单夹具", { paginated: true });
// Under /order/: the orders channel feeds it (src/providers/live/hub.ts channelFeeds).
const route: RouteDeclaration = { path: "/order/fixture", title: "订单夹具", group: "home" };
const listScreen: ListScreen<Row> = {
  endpoint: listEndpoint,
  rowKey: (row) => row.orderNo,
  tabs: {
    field: "listStatus",
    options: [{ value: 2, label: "待预约" }],
    statuses: (value) => (value === 2 ? [7] : undefined),
  },
  columns: [{ field: "orderNo", title: "订单号" }],
};

function renderList(search = "") {
  let reads = 0;
  const dataProvider = createDataProvider(async () => {
    reads += 1;
    return { current: 1, size: 10, total: 1, records: [{ orderNo: "SO1" }] };
  });
  const hub = createLiveHub();
  window.history.replaceState(null, "", `${route.path}${search}`);
  const List = listPage(listScreen);
  const tree = (visible: boolean) => (
    <MemoryRouter initialEntries={[`${route.path}${search}`]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          liveProvider={hub.provider}
          resources={[{ name: route.path, list: route.path }]}
          options={{ disableTelemetry: true, liveMode: "manual" }}
        >
          <Routes>
            <Route
              path={route.path}
              element={
                <PageShownContext.Provider value={visible}>
                  <List route={route} />
                </PageShownContext.Provider>
              }
            />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>
  );
  const view = render(tree(true));
  let id = 0;
  const deliver = (change?: LiveChange) =>
    act(() => {
      id += 1;
      hub.deliver({
        key: String(id),
        id,
        channel: "orders",
        type: "updated",
        payload: {},
        createdAt: Date.now() + 1000,
        change,
      });
    });
  return {
    reads: () => reads,
    deliver,
    show: (visible: boolean) => act(() => view.rerender(tree(visible))),
  };
}

beforeAll(() => listPage(listScreen).preload());

describe("a list and the live channel", { timeout: 60_000 }, () => {
  it("on 待预约, counts an order leaving it, not one moving elsewhere; a click reads the list again", async () => {
    const list = renderList("?tab=2");
    expect(await screen.findByText("SO1")).toBeInTheDocument();
    const before = list.reads();
    await list.deliver({ status: { from: 3, to: 4 } });
    await list.deliver({ status: { from: 7, to: 8 } });
    await userEvent.click(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" }));
    await waitFor(() => expect(list.reads()).toBe(before + 1));
  });

  it("judges the news by the tab shown now: after 待预约 → 全部, a move between other statuses counts", async () => {
    const list = renderList("?tab=2");
    expect(await screen.findByText("SO1")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /全部/ }));
    await waitFor(() => expect(list.reads()).toBe(2));
    await list.deliver({ status: { from: 3, to: 4 } });
    expect(await screen.findByRole("button", { name: "有 1 条新数据，点击刷新" })).toBeInTheDocument();
  });

  it("a list kept in a hidden tab reads nothing when its channel speaks", async () => {
    const list = renderList();
    expect(await screen.findByText("SO1")).toBeInTheDocument();
    await list.show(false);
    const before = list.reads();
    await list.deliver({ status: { from: 7, to: 8 } });
    await list.deliver();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(list.reads()).toBe(before);
  });
});
