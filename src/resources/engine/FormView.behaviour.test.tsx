/**
 * A form kept alive in a tab of the frame: 取消 over changes asks, and 离开 throws the changes away, so the tab that keeps
 * the page shows the form as it started. Here the form stays mounted beside the routes, inside KeptAliveContext, as the
 * frame's KeepAliveOutlet keeps a hidden tab's page.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { AppRouter } from "../../layout/AppRouter";
import { createDataProvider } from "../../providers/dataProvider";
import { formPage } from "./";
import type { FormScreen } from "./formTypes";
import { KeptAliveContext } from "./leaveGuard";

interface Fixture {
  id: string;
  name: string;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ id: string }, Fixture>("/one", "夹具");
const saveEndpoint = fx.post<{ id: string; name: string }, null>("/save", "保存夹具");

const fixtureForm: FormScreen<Fixture, { id: string; name: string }, { id: string }> = {
  name: "fixture-kept",
  title: (fixture) => `编辑夹具：${fixture?.name ?? ""}`,
  load: { endpoint: oneEndpoint, payload: (params) => ({ id: params.get("id") ?? "" }) },
  fields: [{ name: "name", label: "名称", input: "text", required: true }],
  initial: (fixture) => ({ name: fixture?.name }),
  save: {
    endpoint: saveEndpoint,
    payload: (values, _fixture, params) => ({ id: params.get("id") ?? "", name: String(values.name) }),
  },
  cancel: (_fixture, params) => `/fixture/show?id=${params.get("id")}`,
};

function renderKeptForm() {
  const calls: { ep: Endpoint; payload: unknown }[] = [];
  const dataProvider = createDataProvider(async (ep, payload) => {
    calls.push({ ep, payload });
    return ep === oneEndpoint ? { id: "1", name: "甲" } : null;
  });
  window.history.replaceState(null, "", "/fixture/edit?id=1");
  const Page = formPage(fixtureForm);
  render(
    <AppRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <KeptAliveContext.Provider value>
            <Page route={{ path: "/fixture/edit", title: "编辑夹具", group: "home" }} />
          </KeptAliveContext.Provider>
          <Routes>
            <Route path="/fixture/edit" element={<p>编辑页</p>} />
            <Route path="/fixture/show" element={<p>详情页</p>} />
          </Routes>
        </Refine>
      </AntdApp>
    </AppRouter>,
  );
  return calls;
}

afterEach(() => window.history.replaceState(null, "", "/"));
beforeAll(() => formPage(fixtureForm).preload());

describe("FormView kept alive (engine)", { timeout: 60_000 }, () => {
  it("离开 throws the changes away: the kept form shows its starting values again", async () => {
    const calls = renderKeptForm();
    const input = await screen.findByDisplayValue<HTMLInputElement>("甲");
    await userEvent.type(input, "己");
    expect(input).toHaveValue("甲己");
    await userEvent.click(screen.getByRole("button", { name: /取\s?消/ }));
    const question = (await screen.findByText("您所做的更改将不会保存。")).closest<HTMLElement>(
      ".ant-modal",
    )!;
    await userEvent.click(within(question).getByRole("button", { name: /离\s?开/ }));
    expect(await screen.findByText("详情页")).toBeInTheDocument();
    // Still mounted (its tab keeps it), and as it started.
    await waitFor(() => expect(screen.getByRole("textbox")).toHaveValue("甲"));
    expect(calls.some((call) => call.ep === saveEndpoint)).toBe(false);
  });

  it("取消 then 取消 in the question keeps the changes and the page", async () => {
    renderKeptForm();
    const input = await screen.findByDisplayValue<HTMLInputElement>("甲");
    await userEvent.type(input, "庚");
    await userEvent.click(screen.getByRole("button", { name: /取\s?消/ }));
    const question = (await screen.findByText("您所做的更改将不会保存。")).closest<HTMLElement>(
      ".ant-modal",
    )!;
    await userEvent.click(within(question).getByRole("button", { name: /取\s?消/ }));
    expect(screen.getByText("编辑页")).toBeInTheDocument();
    expect(screen.getByRole("textbox")).toHaveValue("甲庚");
  });
});
