/**
 * A list at phone width (CardList.tsx through ListView): a card per record instead of the table, its search form in
 * the 筛选 drawer (a dialog), its first two row actions inline and the rest in the 更多 menu; and the table again
 * when the window widens.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { service, type Page } from "../../api/endpoint";
import type { Enumeration } from "../../domain/enumeration";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import type { RouteDeclaration } from "../types";
import { listPage } from "./";
import type { ActionDecl, ListScreen } from "./types";

interface Item {
  id: string;
  name: string;
  amount: number;
  status: number;
  city: string;
}

const fx = service("/cards");
const listEndpoint = fx.post<Record<string, unknown>, Page<Item>>("/list", "卡片列表", { paginated: true });
const STATUS: Enumeration = [
  { value: 1, label: "进行中", tone: "warning" },
  { value: 2, label: "已完成", tone: "success" },
];
const route: RouteDeclaration = { path: "/cards/index", title: "卡片列表", group: "home" };
const ROWS: Item[] = [
  { id: "a", name: "甲", amount: 1234.5, status: 1, city: "深圳" },
  { id: "b", name: "乙", amount: 8, status: 2, city: "广州" },
];

const linkAction = (key: string, label: string): ActionDecl<Item> => ({
  key,
  label,
  placement: ["row"],
  link: (row) => `/cards/${key}?id=${row.id}`,
});

const cardsScreen: ListScreen<Item> = {
  endpoint: listEndpoint,
  rowKey: (row) => row.id,
  filters: [{ field: "name", label: "名称", input: "text" }],
  columns: [
    { field: "name", title: "名称" },
    { field: "amount", title: "金额", value: "money" },
    { field: "status", title: "状态", value: { enum: STATUS } },
    { field: "city", title: "城市" },
  ],
  actions: [linkAction("view", "查看"), linkAction("edit", "编辑"), linkAction("log", "日志")],
  card: { fields: ["city"] },
};

let payloads: Record<string, unknown>[] = [];

function renderList() {
  const dataProvider = createDataProvider(async (_ep, payload) => {
    payloads.push(payload as Record<string, unknown>);
    const name = (payload as { name?: string }).name;
    const records = name ? ROWS.filter((row) => row.name === name) : ROWS;
    return { current: 1, size: 10, total: records.length, records };
  });
  window.history.replaceState(null, "", "/cards/index");
  const ListPage = listPage(cardsScreen);
  return render(
    <MemoryRouter initialEntries={["/cards/index"]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          resources={[{ name: "/cards/index", list: "/cards/index" }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/cards/index" element={<ListPage route={route} />} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

const desktopWidth = window.innerWidth;
function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

const cardOf = async (name: string) => (await screen.findByText(name)).closest(".engine-card") as HTMLElement;

// As the frame does (loadPage.ts): the page's view awaited with its code, at phone width with the cards.
beforeAll(() => {
  resizeTo(390);
  return listPage(cardsScreen).preload();
});
beforeEach(() => {
  payloads = [];
  resizeTo(390);
  setAccessGroup({ menu: ["/cards/index"], btn: [] });
});
afterEach(() => {
  resizeTo(desktopWidth);
  setAccessGroup(null);
});

describe("a list at phone width", { timeout: 60_000 }, () => {
  it("shows a card per record: its name, its status tag and the declared lines, no table", async () => {
    renderList();
    const card = await cardOf("甲");
    expect(card).not.toBeNull();
    expect(within(card).getByText("进行中").closest(".ant-tag")).not.toBeNull();
    expect(within(card).getByText("城市")).toBeInTheDocument();
    expect(within(card).getByText("深圳")).toBeInTheDocument();
    // Only the declared lines: the amount is the table's.
    expect(within(card).queryByText("¥1,234.50")).not.toBeInTheDocument();
    expect(document.querySelector(".ant-table")).toBeNull();
    expect(screen.getByText("共 2 条")).toBeInTheDocument();
  });

  it("offers the first two row actions on the card and the rest in the 更多 menu", async () => {
    renderList();
    const card = await cardOf("甲");
    expect(within(card).getByRole("button", { name: /查\s?看/ })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /编\s?辑/ })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /日\s?志/ })).not.toBeInTheDocument();
    const more = within(card).getByRole("button", { name: /更多/ });
    expect(more).toHaveAttribute("aria-haspopup", "menu");
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "日志" })).toBeInTheDocument();
    expect(more).toHaveAttribute("aria-expanded", "true");
  });

  it("folds the search form into the 筛选 drawer, which queries, closes and counts the filters set", async () => {
    renderList();
    await cardOf("甲");
    expect(screen.queryByPlaceholderText("请输入名称")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "筛选" }));
    const drawer = await screen.findByRole("dialog", { name: "筛选" });
    await userEvent.type(within(drawer).getByPlaceholderText("请输入名称"), "乙");
    await userEvent.click(within(drawer).getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(payloads.at(-1)).toEqual({ current: 1, size: 10, name: "乙" }));
    await waitFor(() => expect(screen.queryByText("甲")).not.toBeInTheDocument());
    expect(await cardOf("乙")).not.toBeNull();
    expect(screen.getByRole("button", { name: "筛选（1）" })).toHaveAttribute("aria-expanded", "false");
  });

  it("turns back into the table when the window widens, and into cards again when it narrows", async () => {
    renderList();
    await cardOf("甲");
    act(() => resizeTo(1280));
    expect((await screen.findByText("甲")).closest("tr")).not.toBeNull();
    expect(screen.getByPlaceholderText("请输入名称")).toBeInTheDocument();
    act(() => resizeTo(390));
    expect(await cardOf("甲")).not.toBeNull();
  });
});
