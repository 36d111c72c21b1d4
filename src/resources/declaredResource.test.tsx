/**
 * The proof of src/resources/README.md: a small resource declared in this file as a folder declares one (routes as
 * data; their screens made by listPage, showPage and formPage over declarations; no component of its own), found
 * by the registry (assembleRegistry), wired as AdminApp wires it (refine resources, the access-control provider with
 * them, one RouteView per route) and rendered over a fixture endpoint that keeps its records: list, show and edit.
 */
import { Refine } from "@refinedev/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { service, type Endpoint, type Page } from "../api/endpoint";
import type { Enumeration } from "../domain/enumeration";
import { AppRouter } from "../layout/AppRouter";
import { RouteView } from "../layout/RouteView";
import { createAccessControlProvider } from "../providers/accessControlProvider";
import { createDataProvider } from "../providers/dataProvider";
import { routerProvider } from "../providers/routerProvider";
import { setAccessGroup } from "../providers/session";
import {
  formPage,
  linkTo,
  listPage,
  listScreen,
  section,
  showPage,
  type FormScreen,
  type ShowScreen,
} from "./engine";
import { assembleRegistry } from "./registry";
import type { DetailRoute, ResourceDeclaration, RouteDeclaration } from "./types";

// ---- The contract (src/api/<service>.ts in a real resource) ----

interface Part {
  partId: string;
  partName: string;
  stock: number;
  status: number;
}
interface StockLog {
  time: string;
  change: number;
}
type PartSave = Pick<Part, "partId" | "partName" | "stock">;

const fx = service("/fixture").under("/part");
const partList = fx.post<{ partName?: string }, Page<Part>>("/list", "配件列表", {
  paginated: true,
});
const partOne = fx.post<{ partId: string }, Part>("/one", "配件详情");
const partLogs = fx.post<{ partId: string }, StockLog[]>("/logs", "库存记录");
const partSave = fx.post<PartSave, null>("/save", "保存配件");

const PART_STATUS: Enumeration = [
  { value: 1, label: "在售", tone: "success" },
  { value: 2, label: "停售" },
];

// ---- routes.ts: the routes as data (each path written once) ----

const partListRoute: RouteDeclaration = { path: "/part/index", title: "配件列表", group: "worker" };
const partShowRoute: DetailRoute = {
  path: "/part/detail",
  title: "配件详情",
  group: "worker",
  hidden: true,
  backTo: partListRoute.path,
  key: "partId",
  action: "show",
};
const partEditRoute: DetailRoute = {
  path: "/part/edit",
  title: "编辑配件",
  group: "worker",
  hidden: true,
  backTo: partListRoute.path,
  key: "partId",
  action: "edit",
};

// ---- list.ts, show.ts, edit.ts: the screens as declarations ----

const partListScreen = listScreen({
  endpoint: partList,
  rowKey: (row) => row.partId,
  filters: [{ field: "partName", label: "配件名称", input: "text" }], // a field of partList's request
  columns: [
    {
      field: "partName",
      title: "配件名称",
      value: { link: (row: Part) => linkTo(partShowRoute, row.partId) },
    },
    { field: "stock", title: "库存", value: "number" },
    { field: "status", title: "状态", value: { enum: PART_STATUS } },
  ],
  actions: [
    {
      key: "edit",
      label: "编辑",
      button: "part:edit",
      placement: ["row"],
      link: (row) => linkTo(partEditRoute, row.partId),
    },
  ],
});

const partShowScreen: ShowScreen<Part> = {
  base: partOne,
  heading: (part) => `配件：${part.partName}`,
  actions: [
    {
      key: "edit",
      label: "编辑",
      button: "part:edit",
      placement: ["header"],
      link: (part) => linkTo(partEditRoute, part.partId),
    },
  ],
  sections: [
    section({
      key: "basic",
      title: "基本信息",
      fields: [
        { field: "partName", title: "配件名称" },
        { field: "stock", title: "库存", value: "number" },
        { field: "status", title: "状态", value: { enum: PART_STATUS } },
      ],
    }),
    section({
      key: "logs",
      title: "库存记录",
      from: partLogs,
      columns: [
        { field: "time", title: "时间" },
        { field: "change", title: "变动", value: "number" },
      ],
      empty: "暂无记录", // its call is asked with the route's key by default: { partId }
    }),
  ],
};

const partIdOf = (params: URLSearchParams) => params.get(partEditRoute.key) ?? "";

const partEditForm: FormScreen<Part, PartSave, { partId: string }> = {
  name: "part-edit",
  title: (part) => `编辑配件：${part?.partName ?? ""}`,
  load: {
    endpoint: partOne,
    payload: (params) => ({ partId: partIdOf(params) }),
    requires: { partId: "配件" },
  },
  fields: [
    { name: "partName", label: "配件名称", input: "text", required: true, maxLength: 20 },
    { name: "stock", label: "库存", input: "number", min: 0 },
  ],
  initial: (part) => ({ partName: part?.partName, stock: part?.stock }),
  save: {
    endpoint: partSave,
    payload: (values, _part, params) => ({
      partId: partIdOf(params),
      partName: String(values.partName),
      stock: Number(values.stock),
    }),
    success: "保存成功",
  },
  after: (_part, params) => linkTo(partShowRoute, partIdOf(params)),
};

// ---- index.ts: the routes with their screens (lazily loaded, as from pages.tsx) ----

const resource: ResourceDeclaration = {
  name: "parts",
  routes: [
    { ...partListRoute, screen: async () => ({ default: listPage(partListScreen) }) },
    { ...partShowRoute, screen: async () => ({ default: showPage(partShowScreen) }) },
    { ...partEditRoute, screen: async () => ({ default: formPage(partEditForm) }) },
  ],
};

// ---- The stand-in: a fixture endpoint keeping its records (a save changes what it answers) ----

const START: readonly Part[] = [
  { partId: "P1", partName: "轴承", stock: 12, status: 1 },
  { partId: "P2", partName: "皮带", stock: 0, status: 2 },
];
const LOGS: Readonly<Record<string, StockLog[]>> = { P2: [{ time: "2026-11-01 09:00:00", change: -3 }] };

let parts: Part[] = [];
let calls: { ep: Endpoint; payload: unknown }[] = [];

const partIdIn = (payload: unknown) =>
  typeof payload === "object" && payload !== null && "partId" in payload ? String(payload.partId) : "";

async function answer(ep: Endpoint, payload: unknown): Promise<unknown> {
  calls.push({ ep, payload });
  const id = partIdIn(payload);
  if (ep === partList) return { current: 1, size: 10, total: parts.length, records: parts };
  if (ep === partOne) return parts.find((part) => part.partId === id) ?? null;
  if (ep === partLogs) return LOGS[id] ?? [];
  if (ep === partSave && typeof payload === "object" && payload !== null) {
    parts = parts.map((part) => (part.partId === id ? { ...part, ...payload } : part));
    return null;
  }
  throw new Error(`未提供的调用 ${ep.path}`);
}

const saves = () => calls.filter((c) => c.ep === partSave);

/** The console's wiring (AdminApp) around the registry of this one resource, opened at `url`. */
function renderConsole(url: string) {
  const registry = assembleRegistry([resource]);
  window.history.replaceState(null, "", url);
  return render(
    <AppRouter>
      <AntdApp>
        <Refine
          dataProvider={createDataProvider(answer)}
          routerProvider={routerProvider}
          accessControlProvider={createAccessControlProvider(registry.refineResources)}
          resources={registry.refineResources}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            {registry.routes.map((route) => (
              // Keyed by its path as the frame's tabs are (KeepAliveOutlet): each route its own screen state.
              <Route
                key={route.path}
                path={route.path}
                element={<RouteView key={route.path} route={route} />}
              />
            ))}
          </Routes>
        </Refine>
      </AntdApp>
    </AppRouter>,
  );
}

beforeEach(() => {
  parts = START.map((part) => ({ ...part }));
  calls = [];
  setAccessGroup({ menu: resource.routes.map((route) => route.path), btn: ["part:edit"] });
});
afterEach(() => {
  setAccessGroup(null);
  window.history.replaceState(null, "", "/");
});

// The first render of refine and antd in jsdom takes seconds on a loaded machine.
// A page's view is loaded with the page's code (the frame awaits the page's `preload`, engine/index.tsx); here the
// test loads it once, as the frame would, so the first test's waits do not include loading the view.
beforeAll(() =>
  Promise.all([
    listPage(partListScreen).preload(),
    showPage(partShowScreen).preload(),
    formPage(partEditForm).preload(),
  ]),
);

describe("a resource declared in one folder (list, show, edit)", { timeout: 60_000 }, () => {
  it("the list shows the rows in their columns, each name a link to its show route", async () => {
    renderConsole(partListRoute.path);
    const link = await screen.findByRole("link", { name: "轴承" });
    expect(link).toHaveAttribute("href", "/part/detail?partId=P1");
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(["配件名称", "库存", "状态"]));
    const row = screen.getByRole("link", { name: "皮带" }).closest("tr")!;
    expect(within(row).getByText("停售")).toBeInTheDocument();
    expect(within(row).getByText("0")).toBeInTheDocument();
    expect(calls[0]?.ep).toBe(partList);

    await userEvent.click(link);
    expect(await screen.findByText("配件：轴承")).toBeInTheDocument();
    expect(window.location.search).toBe("?partId=P1");
  });

  it("the show page shows the record named by the route's key, with its sections", async () => {
    renderConsole(linkTo(partShowRoute, "P2"));
    expect(await screen.findByText("配件：皮带")).toBeInTheDocument();
    expect(screen.getByText("基本信息")).toBeInTheDocument();
    expect(screen.getByText("停售")).toBeInTheDocument();
    expect(await screen.findByText("2026-11-01 09:00:00")).toBeInTheDocument();
    expect(screen.getByText("-3")).toBeInTheDocument();
    expect(calls.find((c) => c.ep === partOne)?.payload).toEqual({ partId: "P2" });
    expect(calls.find((c) => c.ep === partLogs)?.payload).toEqual({ partId: "P2" });
    expect(screen.getByRole("button", { name: /编\s?辑/ })).toBeInTheDocument();
  });

  it("the edit form prefills, refuses an empty name, then saves and the show page answers the change", async () => {
    renderConsole(linkTo(partEditRoute, "P1"));
    const name = await screen.findByDisplayValue<HTMLInputElement>("轴承");
    expect(screen.getByText("编辑配件：轴承")).toBeInTheDocument();
    expect(calls.find((c) => c.ep === partOne)?.payload).toEqual({ partId: "P1" });

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    expect(await screen.findByText("请输入配件名称")).toBeInTheDocument();
    expect(saves()).toEqual([]);

    await userEvent.type(name, "深沟轴承");
    await userEvent.click(screen.getByRole("button", { name: /保\s?存/ }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].payload).toEqual({ partId: "P1", partName: "深沟轴承", stock: 12 });
    // `after` leads to the show route, whose load now answers the saved name.
    expect(await screen.findByText("配件：深沟轴承")).toBeInTheDocument();
    expect(window.location.pathname).toBe(partShowRoute.path);
  });
});
