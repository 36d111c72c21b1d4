/**
 * A list's search form: 重置 empties the form and asks again with the filters' starting values, and a navigation to the
 * list already shown, with a query, shows that query in the form and asks with it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setAccessGroup } from "../../providers/session";
import { listPage } from "./";
import { addressed, fixtureScreen, renderList, STATUS, type Fixture } from "./testing/listFixture";
import type { ListScreen } from "./types";

const nameInput = () => screen.getByPlaceholderText<HTMLInputElement>("请输入名称");
const statusSelect = () => document.querySelector<HTMLElement>(".engine-search-form .ant-select")!;

afterEach(() => setAccessGroup(null));
beforeAll(() => listPage(fixtureScreen).preload());

describe("SearchForm (engine)", { timeout: 60_000 }, () => {
  it("重置 empties the form and asks again without the search", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList();
    await screen.findByText("甲");
    await userEvent.type(nameInput(), "乙");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, name: "乙" }));
    await waitFor(() => expect(screen.queryByText("甲")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: /重\s?置/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10 }));
    expect(await screen.findByText("甲")).toBeInTheDocument();
    expect(nameInput()).toHaveValue("");
    expect(addressed()).toEqual({});
  });

  it("重置 goes back to a filter's starting value, not to nothing", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const [name, status] = fixtureScreen.filters ?? [];
    const started: ListScreen<Fixture> = { ...fixtureScreen, filters: [name, { ...status, initial: 1 }] };
    const list = renderList({ screen: started });
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, status: 1 }));
    await userEvent.type(nameInput(), "乙");
    await userEvent.click(screen.getByRole("button", { name: /查\s?询/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, status: 1, name: "乙" }));

    await userEvent.click(screen.getByRole("button", { name: /重\s?置/ }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, status: 1 }));
    expect(nameInput()).toHaveValue("");
    expect(within(statusSelect()).getByTitle(STATUS[0].label)).toBeInTheDocument();
  });

  it("follows a navigation to the list shown with a query: the form shows it and the list asks with it", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    const list = renderList({ extra: <Link to="/fixture/index?name=%E4%B9%99">只看乙</Link> });
    await screen.findByText("甲");
    expect(nameInput()).toHaveValue("");
    await userEvent.click(screen.getByRole("link", { name: "只看乙" }));
    await waitFor(() => expect(list.lastList()).toEqual({ current: 1, size: 10, name: "乙" }));
    await waitFor(() => expect(nameInput()).toHaveValue("乙"));
    await waitFor(() => expect(screen.queryByText("甲")).toBeNull());
    expect(addressed()).toEqual({ name: "乙" });
  });
});
