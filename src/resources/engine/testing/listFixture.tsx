/**
 * A list screen for the engine's view tests, apart from any real resource (not imported by the console): a small
 * fixture declaration over fake endpoints, rendered as its route's screen through refine (fake data provider caller)
 * and a memory router, the calls it made kept in order. As ListView.test.tsx renders its own.
 */
import { Refine, type LiveProvider } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { service, type Endpoint, type Page } from "../../../api/endpoint";
import type { Enumeration } from "../../../domain/enumeration";
import { createDataProvider } from "../../../providers/dataProvider";
import type { RouteDeclaration } from "../../types";
import { listPage } from "../";
import type { ActionDecl, ListScreen } from "../types";

export interface Fixture {
  id: string;
  name: string;
  amount: number;
  status: number;
}

const fx = service("/fixture");
export const listEndpoint = fx.post<Record<string, unknown>, Page<Fixture>>("/list", "夹具列表", {
  paginated: true,
});
export const removeEndpoint = fx.post<{ id: string }, null>("/remove", "删除夹具");
export const addEndpoint = fx.post<{ name: string }, null>("/add", "新增夹具");
export const closeEndpoint = fx.post<{ ids: string[] }, null>("/close", "关闭夹具");

export const STATUS: Enumeration = [
  { value: 1, label: "进行中", tone: "warning" },
  { value: 2, label: "已完成", tone: "success" },
];

/** The route the frame hands the list (its title, and its path: refine's resource and the address mirrored). */
export const fixtureRoute: RouteDeclaration = { path: "/fixture/index", title: "夹具列表", group: "home" };

/** 删除 on a row (a confirmation first), for holders of fixture:remove. */
export const removeAction: ActionDecl<Fixture> = {
  key: "remove",
  label: "删除",
  button: "fixture:remove",
  placement: ["row"],
  confirm: "确定删除吗？",
  endpoint: removeEndpoint,
  payload: (target) => ({ id: target.record?.id }),
};

/** 新增 in the toolbar (a dialog with one required field), for holders of fixture:add. */
export const addAction: ActionDecl<Fixture> = {
  key: "add",
  label: "新增",
  button: "fixture:add",
  placement: ["toolbar"],
  form: { title: "新增夹具", fields: [{ name: "name", label: "名称", input: "text", required: true }] },
  endpoint: addEndpoint,
  payload: (_target, values) => ({ name: values.name }),
};

/** 批量关闭 over the selected rows, for holders of fixture:close. */
export const closeAction: ActionDecl<Fixture> = {
  key: "close",
  label: "批量关闭",
  button: "fixture:close",
  placement: ["batch"],
  endpoint: closeEndpoint,
  payload: (target) => ({ ids: (target.records ?? []).map((row) => row.id) }),
};

export const fixtureScreen: ListScreen<Fixture> = {
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
  actions: [removeAction, addAction],
};

export const ROWS: readonly Fixture[] = [
  { id: "a", name: "甲", amount: 1234.5, status: 1 },
  { id: "b", name: "乙", amount: 8, status: 2 },
];

/** `count` rows named 名0, 名1, … (more than a page). */
export const manyRows = (count: number): Fixture[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `名${i}`, amount: i, status: 1 }));

export interface Call {
  ep: Endpoint;
  payload: Record<string, unknown>;
}

export type Answer = (ep: Endpoint, payload: Record<string, unknown>) => unknown;

/** The list call's answer over `rows`: those of the request's name (exact), the request's page of them. */
export function pageOf(rows: readonly Fixture[], payload: Record<string, unknown>): Page<Fixture> {
  const name = typeof payload.name === "string" ? payload.name : undefined;
  const matching = name ? rows.filter((row) => row.name === name) : [...rows];
  const current = Number(payload.current ?? 1);
  const size = Number(payload.size ?? 10);
  const records = matching.slice((current - 1) * size, current * size);
  return { current, size, total: matching.length, records };
}

/** The fixture's calls answered over `rows` (any other call answers null). */
export const answerWith =
  (rows: readonly Fixture[] = ROWS): Answer =>
  (ep, payload) =>
    ep === listEndpoint ? pageOf(rows, payload) : null;

export interface ListOptions {
  /** The query string the list opens with. */
  search?: string;
  screen?: ListScreen<Fixture>;
  answer?: Answer;
  /** Rendered beside the list on its route (a link to it, a probe). */
  extra?: ReactNode;
  /** refine's live provider (none by default). */
  liveProvider?: LiveProvider;
  /** The list as a part of its route's page (ListView's `part`). */
  part?: string;
}

/** The list at `/fixture/index` + `search`; `calls` fills with each call the data provider made, in order. */
export function renderList({
  search = "",
  screen = fixtureScreen,
  answer = answerWith(),
  extra,
  liveProvider,
  part,
}: ListOptions = {}) {
  const calls: Call[] = [];
  const dataProvider = createDataProvider(async (ep, payload) => {
    const request = payload as Record<string, unknown>;
    calls.push({ ep, payload: request });
    return answer(ep, request);
  });
  // The browser's own address, which the list mirrors its search in.
  window.history.replaceState(null, "", `${fixtureRoute.path}${search}`);
  const Page = listPage(screen);
  const rendered = render(
    <MemoryRouter initialEntries={[`${fixtureRoute.path}${search}`]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          liveProvider={liveProvider}
          resources={[{ name: fixtureRoute.path, list: fixtureRoute.path }]}
          options={{ disableTelemetry: true, ...(liveProvider ? { liveMode: "manual" as const } : {}) }}
        >
          <Routes>
            <Route
              path={fixtureRoute.path}
              element={
                <>
                  <Page route={fixtureRoute} part={part} />
                  {extra}
                </>
              }
            />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  const of = (ep: Endpoint) => calls.filter((call) => call.ep === ep).map((call) => call.payload);
  return { ...rendered, calls, of, lastList: () => of(listEndpoint).at(-1) };
}

/** The query string the list mirrors its search in, as fields. */
export const addressed = () => Object.fromEntries(new URLSearchParams(window.location.search));
