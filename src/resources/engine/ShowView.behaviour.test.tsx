/**
 * What a show page offers: a section behind a btn code, a section's own empty text, and header actions guarded by the
 * record's allowed commands, none of them while those commands are not known.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { service, type Endpoint } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import { setAccessGroup } from "../../providers/session";
import type { DetailRoute } from "../types";
import { linkTo, showPage } from "./";
import type { ActionDecl, ShowScreen } from "./types";

interface Fixture {
  fixtureNo: string;
  name: string;
}

const fx = service("/fixture");
const oneEndpoint = fx.post<{ fixtureNo: string }, Fixture>("/one", "夹具详情");
const logsEndpoint = fx.post<{ fixtureNo: string }, { time: string }[]>("/logs", "夹具记录");
const trackEndpoint = fx.post<{ fixtureNo: string }, { note: string }>("/track", "夹具轨迹");
const commandsEndpoint = fx.post<{ fixtureNo: string }, readonly string[]>("/commands", "夹具可用操作");

const route: DetailRoute = {
  path: "/fixture/detail",
  title: "夹具详情",
  group: "home",
  hidden: true,
  backTo: "/fixture/index",
  key: "fixtureNo",
};

const action = (key: string, label: string, command?: string): ActionDecl<Fixture> => ({
  key,
  label,
  placement: ["header"],
  command,
  link: (record) => `/fixture/${key}?fixtureNo=${record.fixtureNo}`,
});

const fixture: ShowScreen<Fixture> = {
  base: oneEndpoint,
  heading: (record) => `夹具：${record.name}`,
  commands: { endpoint: commandsEndpoint },
  actions: [action("edit", "编辑", "edit"), action("close", "关闭", "close"), action("print", "打印")],
  sections: [
    { key: "base", title: "基本信息", fields: [{ field: "name", title: "名称" }] },
    {
      key: "logs",
      title: "操作记录",
      from: logsEndpoint,
      columns: [{ field: "time", title: "时间" }],
      empty: "暂无记录",
    },
    {
      key: "track",
      title: "夹具轨迹",
      from: trackEndpoint,
      button: "fixture:track",
      fields: [{ field: "note", title: "轨迹" }],
    },
  ],
};

/** How the commands call answers: a list, null, a failure, or never. */
type Commands = readonly string[] | null | "fails" | "pending";

function renderShow(commands: Commands) {
  const calls: { ep: Endpoint; payload: unknown }[] = [];
  const dataProvider = createDataProvider(async (ep, payload) => {
    calls.push({ ep, payload });
    if (ep === oneEndpoint) return { fixtureNo: "F1", name: "甲" };
    if (ep === logsEndpoint) return [];
    if (ep === trackEndpoint) return { note: "已出库" };
    if (commands === "fails") throw new Error("可用操作加载失败");
    if (commands === "pending") return new Promise<never>(() => undefined);
    return commands;
  });
  const Page = showPage(fixture);
  render(
    <MemoryRouter initialEntries={[linkTo(route, "F1")]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path={route.path} element={<Page route={route} />} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  return calls;
}

const button = (name: RegExp) => screen.queryByRole("button", { name });
/** The page is shown, and the commands call was asked (or failed) by now. */
async function shown(calls: { ep: Endpoint }[]) {
  expect(await screen.findByText("夹具：甲")).toBeInTheDocument();
  await waitFor(() => expect(calls.some((call) => call.ep === commandsEndpoint)).toBe(true));
}

afterEach(() => setAccessGroup(null));
beforeAll(() => showPage(fixture).preload());

describe("ShowView: what a record offers (engine)", { timeout: 60_000 }, () => {
  it("offers the header actions its allowed commands name (and those naming no command)", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const calls = renderShow(["edit"]);
    await shown(calls);
    expect(await screen.findByRole("button", { name: /编\s?辑/ })).toBeInTheDocument();
    expect(button(/关\s?闭/)).toBeNull();
    expect(button(/打\s?印/)).toBeInTheDocument();
  });

  it.each<[string, Commands]>([
    ["fails", "fails"],
    ["answers null", null],
    ["has not answered", "pending"],
  ])("offers no command-guarded action while the commands call %s", async (_case, commands) => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const calls = renderShow(commands);
    await shown(calls);
    expect(await screen.findByRole("button", { name: /打\s?印/ })).toBeInTheDocument();
    // A moment for an answer to arrive (a failure, null) and the header to render with it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(button(/编\s?辑/)).toBeNull();
    expect(button(/关\s?闭/)).toBeNull();
  });

  it("shows a section's own empty text when its call answers an empty list", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    renderShow([]);
    expect(await screen.findByText("暂无记录")).toBeInTheDocument();
    expect(screen.queryByText("暂无数据")).toBeNull();
  });

  it("shows a section with a btn code only to an account holding it, and asks its call only then", async () => {
    setAccessGroup({ menu: [route.path], btn: [] });
    const without = renderShow([]);
    await shown(without);
    expect(await screen.findByText("操作记录")).toBeInTheDocument();
    expect(screen.queryByText("夹具轨迹")).toBeNull();
    expect(without.some((call) => call.ep === trackEndpoint)).toBe(false);
  });

  it("shows that section to an account holding its btn code", async () => {
    setAccessGroup({ menu: [route.path], btn: ["fixture:track"] });
    renderShow([]);
    expect(await screen.findByText("夹具轨迹")).toBeInTheDocument();
    expect(await screen.findByText("已出库")).toBeInTheDocument();
  });
});
