/**
 * The form screen apart from any real resource: a fixture declaration rendered through refine (fake data provider
 * caller) inside the console's router (AppRouter, whose history asks before dropping unsaved changes).
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { Link, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { AppRouter } from "../../layout/AppRouter";
import { createDataProvider } from "../../providers/dataProvider";
import { formPage } from "./";
import type { FormScreen } from "./formTypes";

interface Fixture {
  id: string;
  name: string;
  amount: number;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ id: string }, Fixture>("/one", "夹具");
const saveEndpoint = fx.post<{ id: string; name: string; amount: number }, null>("/save", "保存夹具");

const fixtureForm: FormScreen<Fixture, { id: string; name: string; amount: number }, { id: string }> = {
  name: "fixture-edit",
  title: (fixture) => `编辑夹具：${fixture?.name ?? ""}`,
  load: {
    endpoint: oneEndpoint,
    payload: (params) => ({ id: params.get("id") ?? "" }),
    requires: { id: "夹具" },
  },
  fields: [
    { name: "name", label: "名称", input: "text", required: true },
    { name: "amount", label: "数量", input: "number", min: 0, max: 99 },
  ],
  initial: (fixture) => ({ name: fixture?.name, amount: fixture?.amount }),
  save: {
    endpoint: saveEndpoint,
    payload: (values, _fixture, params) => ({
      id: params.get("id") ?? "",
      name: String(values.name),
      amount: Number(values.amount),
    }),
  },
  after: (_fixture, params) => `/fixture/show?id=${params.get("id")}`,
  cancel: (_fixture, params) => `/fixture/show?id=${params.get("id")}`,
};

let calls: { ep: Endpoint; payload: unknown }[] = [];
let failSave = false;

function renderForm(search = "?id=1") {
  const dataProvider = createDataProvider(async (ep, payload) => {
    calls.push({ ep, payload });
    if (ep === oneEndpoint && search === "?id=9") throw new Error("没有这个夹具");
    if (ep === oneEndpoint) return { id: "1", name: "甲", amount: 3 };
    if (failSave) throw new Error("保存失败");
    return null;
  });
  window.history.replaceState(null, "", `/fixture/edit${search}`);
  const Page = formPage(fixtureForm);
  return render(
    <AppRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              path="/fixture/edit"
              element={
                <>
                  <Page route={{ path: "/fixture/edit", title: "编辑夹具", group: "home" }} />
                  <Link to="/elsewhere">别处</Link>
                </>
              }
            />
            <Route path="/fixture/show" element={<p>详情页</p>} />
            <Route path="/elsewhere" element={<p>别处页</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </AppRouter>,
  );
}

const nameInput = () => screen.findByDisplayValue<HTMLInputElement>("甲");
const saveButton = () => screen.getByRole("button", { name: /保\s?存/ });
const saves = () => calls.filter((c) => c.ep === saveEndpoint);

beforeEach(() => {
  calls = [];
  failSave = false;
});
afterEach(() => window.history.replaceState(null, "", "/"));

// The page's view is loaded with the page's code (the frame awaits the page's `preload`, engine/index.tsx); here the
// test loads it once, as the frame would, so the first test's waits do not include loading the view.
beforeAll(() => formPage(fixtureForm).preload());

describe("FormView (engine)", { timeout: 60_000 }, () => {
  it("prefills the form from the load call named by the query string", async () => {
    renderForm();
    expect(await nameInput()).toBeInTheDocument();
    expect(screen.getByText("编辑夹具：甲")).toBeInTheDocument();
    expect(calls[0]).toEqual({ ep: oneEndpoint, payload: { id: "1" } });
  });

  it("says what is missing when the query string lacks the record's key, without a call", async () => {
    renderForm("");
    expect(await screen.findByText("缺少夹具")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says the record could not be loaded, with no form", async () => {
    renderForm("?id=9");
    expect(await screen.findByText("加载失败")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /保\s?存/ })).not.toBeInTheDocument();
  });

  it("shows a required field's Chinese message and makes no call", async () => {
    renderForm();
    await userEvent.clear(await nameInput());
    await userEvent.click(saveButton());
    expect(await screen.findByText("请输入名称")).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it("saves the declared payload and goes where `after` says, without asking", async () => {
    renderForm();
    const input = await nameInput();
    await userEvent.clear(input);
    await userEvent.type(input, " 乙 ");
    await userEvent.click(saveButton());
    expect(await screen.findByText("详情页")).toBeInTheDocument();
    expect(saves()[0].payload).toEqual({ id: "1", name: "乙", amount: 3 });
    expect(screen.queryByText("您所做的更改将不会保存。")).not.toBeInTheDocument();
    expect(window.location.search).toBe("?id=1");
  });

  it("keeps what was typed when the save fails", async () => {
    failSave = true;
    renderForm();
    const input = await nameInput();
    await userEvent.clear(input);
    await userEvent.type(input, "丙");
    await userEvent.click(saveButton());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(screen.getByDisplayValue("丙")).toBeInTheDocument();
    expect(screen.queryByText("详情页")).not.toBeInTheDocument();
  });

  it("asks before a route change drops unsaved changes: 取消 stays, 离开 goes", async () => {
    renderForm();
    await userEvent.type(await nameInput(), "丁");
    await userEvent.click(screen.getByText("别处"));
    const question = (await screen.findByText("您所做的更改将不会保存。")).closest<HTMLElement>(
      ".ant-modal",
    )!;
    expect(question).toHaveTextContent("离开此页面？");
    await userEvent.click(within(question).getByRole("button", { name: /取\s?消/ }));
    expect(screen.getByDisplayValue("甲丁")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/fixture/edit");

    await userEvent.click(screen.getByText("别处"));
    // A closed modal keeps its node in jsdom (its leave animation never ends): the newest question is the last.
    await waitFor(() => expect(screen.getAllByRole("button", { name: /离\s?开/ })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole("button", { name: /离\s?开/ }).at(-1)!);
    expect(await screen.findByText("别处页")).toBeInTheDocument();
  });

  it("asks the browser before a reload while changes are unsaved, and not once they are saved", async () => {
    renderForm();
    await userEvent.type(await nameInput(), "戊");
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      act(() => void window.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    await userEvent.click(saveButton());
    expect(await screen.findByText("详情页")).toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it("取消 over changes asks too; 离开 throws them away and goes where `cancel` says", async () => {
    renderForm();
    await userEvent.type(await nameInput(), "己");
    await userEvent.click(screen.getByRole("button", { name: /取\s?消/ }));
    const question = (await screen.findByText("您所做的更改将不会保存。")).closest<HTMLElement>(
      ".ant-modal",
    )!;
    await userEvent.click(within(question).getByRole("button", { name: /离\s?开/ }));
    expect(await screen.findByText("详情页")).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });
});
