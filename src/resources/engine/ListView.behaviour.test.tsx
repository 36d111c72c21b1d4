/**
 * The list's search state as the user moves through it: a new search or tab starts from page 1 and drops the selection,
 * a screen's `fixed` fields go with every call, a tab set that follows the form drops a tab of the other set, and the
 * pager pages by the server's total.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setAccessGroup } from "../../providers/session";
import { listPage } from "./";
import {
  addressed,
  closeAction,
  fixtureScreen,
  manyRows,
  renderList,
  answerWith,
  type Fixture,
} from "./testing/listFixture";
import type { ListScreen, TabsDecl } from "./types";

const TODO: TabsDecl = { field: "tab", options: [{ value: "todo", label: "待办" }] };
const searchButton = () => screen.getByRole("button", { name: /查\s?询/ });
const nameInput = () => screen.getByPlaceholderText("请输入名称");

afterEach(() => setAccessGroup(null));
beforeAll(() => listPage(fixtureScreen).preload());

describe("ListView: search state (engine)", { timeout: 60_000 }, () => {
  it("starts a new search again from page 1, and drops `page` from the address", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({ search: "?page=2", answer: answerWith(manyRows(25)) });
    expect(await screen.findByText("名10")).toBeInTheDocument();
    expect(list.lastList()).toEqual({ current: 2, size: 10 });
    await userEvent.type(nameInput(), "名3");
    await userEvent.click(searchButton());
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, name: "名3" }));
    await waitFor(() => expect(addressed()).toEqual({ name: "名3" }));
  });

  it("starts a new tab again from page 1", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({
      search: "?page=2",
      screen: { ...fixtureScreen, tabs: TODO },
      answer: answerWith(manyRows(25)),
    });
    await screen.findByText("名10");
    await userEvent.click(screen.getByRole("tab", { name: /待办/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, tab: "todo" }));
    await waitFor(() => expect(addressed()).toEqual({ tab: "todo" }));
  });

  it("sends the screen's `fixed` fields with every list call and gives them to the summary", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({
      screen: {
        ...fixtureScreen,
        fixed: { platform: "x" },
        tabs: TODO,
        summary: ({ payload }) => <span data-testid="summary">{JSON.stringify(payload)}</span>,
      },
    });
    await screen.findByText("甲");
    expect(screen.getByTestId("summary")).toHaveTextContent('{"platform":"x"}');
    await userEvent.type(nameInput(), "乙");
    await userEvent.click(searchButton());
    await waitFor(() =>
      expect(screen.getByTestId("summary")).toHaveTextContent('{"platform":"x","name":"乙"}'),
    );
    await userEvent.click(screen.getByRole("tab", { name: /待办/ }));
    await waitFor(() =>
      expect(list.lastList()).toEqual({ current: 1, size: 10, platform: "x", name: "乙", tab: "todo" }),
    );
    const calls = list.calls.map((call) => call.payload);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const payload of calls) expect(payload).toMatchObject({ platform: "x" });
  });

  it("clears the selection on a new search and on a new tab", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:close"] });
    renderList({ screen: { ...fixtureScreen, tabs: TODO, actions: [closeAction] } });
    await screen.findByText("甲");
    const batch = () => screen.getByRole("button", { name: /批量关闭/ });
    await userEvent.click(screen.getByRole("checkbox", { name: "选择 a" }));
    expect(await screen.findByText("已选 1 条")).toBeInTheDocument();
    // The same search again: the rows stay, the selection does not.
    await userEvent.click(searchButton());
    expect(await screen.findByText("已选 0 条")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "选择 a" })).not.toBeChecked();
    expect(batch()).toBeDisabled();

    await userEvent.click(screen.getByRole("checkbox", { name: "选择 b" }));
    expect(await screen.findByText("已选 1 条")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /待办/ }));
    expect(await screen.findByText("已选 0 条")).toBeInTheDocument();
    expect(batch()).toBeDisabled();
  });

  it("drops the tab when the search switches to another set of tabs (listStatus → tmallStatus)", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const own: TabsDecl = { field: "listStatus", options: [{ value: 1, label: "待接单" }] };
    const tmall: TabsDecl = { field: "tmallStatus", options: [{ value: 1, label: "天猫待接单" }] };
    const tabbed: ListScreen<Fixture> = {
      ...fixtureScreen,
      tabs: (values) => (values.name === "天猫" ? tmall : own),
    };
    const list = renderList({ screen: tabbed, answer: answerWith(manyRows(2)) });
    await screen.findByText("名0");
    await userEvent.click(screen.getByRole("tab", { name: /^待接单/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, listStatus: 1 }));
    expect(addressed()).toEqual({ tab: "1" });

    await userEvent.type(nameInput(), "天猫");
    await userEvent.click(searchButton());
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, name: "天猫" }));
    expect(screen.getByRole("tab", { name: /天猫待接单/ })).toHaveAttribute("aria-selected", "false");
    await waitFor(() => expect(addressed()).toEqual({ name: "天猫" }));
  });

  it("pages by the server's total: 共 25 条 over 3 pages, and page 2 asks for { current: 2 }", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({ answer: answerWith(manyRows(25)) });
    await screen.findByText("名0");
    const pager = document.querySelector<HTMLElement>(".ant-pagination")!;
    expect(within(pager).getByText("共 25 条")).toBeInTheDocument();
    expect(within(pager).getByTitle("3")).toBeInTheDocument();
    expect(within(pager).queryByTitle("4")).toBeNull();
    await userEvent.click(within(pager).getByTitle("2"));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 2, size: 10 }));
    expect(await screen.findByText("名10")).toBeInTheDocument();
    expect(screen.queryByText("名0")).toBeNull();
    await waitFor(() => expect(addressed()).toEqual({ page: "2" }));
  });
});
