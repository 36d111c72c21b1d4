/**
 * 导出 on an engine list in jsdom: offered only with the export call's btn code; the dialog states the total and the
 * cap before it starts; the export pages the list's export call by its cursor, with the list's current search and
 * its 查询条件 text, and saves one .xlsx (built in the page here: jsdom has no Worker); an expired cursor is said in
 * the dialog, with no file.
 */
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { service, type Endpoint, type Page } from "../../../api/endpoint";
import type { ExportPage } from "../../../api/types";
import { ApiError } from "../../../providers/errors";
import { createDataProvider } from "../../../providers/dataProvider";
import { setAccessGroup } from "../../../providers/session";
import type { RouteDeclaration } from "../../types";
import { listPage } from "../";
import type { ListScreen } from "../types";

interface Fixture {
  id: string;
  name: string;
  amount: number;
}

const list = service("/fixture").post<Record<string, unknown>, Page<Fixture>>("/list", "夹具列表", {
  paginated: true,
});
const exportCall = service("/fixture").post<Record<string, unknown>, ExportPage<Fixture>>(
  "/export",
  "导出夹具",
  {
    button: "fixture:export",
  },
);
const route: RouteDeclaration = { path: "/fixture/index", title: "夹具列表", group: "home" };
const fixture: ListScreen<Fixture> = {
  endpoint: list,
  rowKey: (row) => row.id,
  filters: [{ field: "name", label: "名称", input: "text" }],
  columns: [
    { field: "name", title: "名称" },
    { field: "amount", title: "金额", value: "money" },
  ],
  export: { endpoint: exportCall, fileName: "夹具" },
};
const ROWS: Fixture[] = Array.from({ length: 130 }, (_, i) => ({
  id: `r${i}`,
  name: `=名${i}`,
  amount: i + 0.5,
}));

let payloads: Record<string, unknown>[] = [];
let saved: Blob[] = [];
/** Answers a call with a cursor with this error instead (the server's refusal of an expired cursor). */
let cursorRefusal: ApiError | null = null;
/** The export call does not answer (yet): the dialog shows where it starts. */
let exportHeld = false;
/** The list's total as the list call answers it (default the rows'). */
let listTotal: number | undefined;
/** The names of the files saved (the clicked anchor's `download`). */
let downloads: string[] = [];

/** The export call: pages of ROWS by a cursor naming the next position. */
function exportPage(request: { cursor?: string; size: number }): ExportPage<Fixture> {
  if (request.cursor && cursorRefusal) throw cursorRefusal;
  const from = request.cursor ? Number(request.cursor.slice("c-".length)) : 0;
  const end = Math.min(ROWS.length, from + request.size);
  return {
    exportId: "e1",
    records: ROWS.slice(from, end),
    total: ROWS.length,
    nextCursor: end < ROWS.length ? `c-${end}` : null,
  };
}

function renderList(search = "") {
  const dataProvider = createDataProvider(async (ep: Endpoint, payload) => {
    payloads.push(payload as Record<string, unknown>);
    if (ep === exportCall && exportHeld) return new Promise<never>(() => undefined);
    if (ep === exportCall) return exportPage(payload as { cursor?: string; size: number });
    const request = payload as { current: number; size: number };
    const from = (request.current - 1) * request.size;
    return { total: listTotal ?? ROWS.length, records: ROWS.slice(from, from + request.size) };
  });
  window.history.replaceState(null, "", `/fixture/index${search}`);
  const ListPage = listPage(fixture);
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
            <Route path="/fixture/index" element={<ListPage route={route} />} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  payloads = [];
  saved = [];
  cursorRefusal = null;
  exportHeld = false;
  listTotal = undefined;
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:fixture";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  setAccessGroup(null);
  vi.restoreAllMocks();
});

// The page's view is loaded with the page's code (the frame awaits the page's `preload`, engine/index.tsx); here the
// test loads it once, as the frame would, so the first test's waits do not include loading the view.
beforeAll(() => listPage(fixture).preload());

describe("ListExport (engine)", { timeout: 60_000 }, () => {
  it("is not offered without the export's btn code", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: [] });
    renderList();
    await screen.findByText("=名0");
    expect(screen.queryByRole("button", { name: /^导\s?出$/ })).toBeNull();
  });

  it("states the cap, pages the export call by its cursor with the search, and saves one .xlsx", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:export"] });
    renderList("?name=x");
    await screen.findByText("=名0");
    await userEvent.click(screen.getByRole("button", { name: /^导\s?出$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/共 130 条；最多导出 10000 条/)).toBeInTheDocument();
    payloads = [];
    await userEvent.click(within(dialog).getByRole("button", { name: "开始导出" }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(payloads).toEqual([
      { name: "x", size: 100, filterText: "名称：x" },
      { name: "x", size: 100, cursor: "c-100" },
    ]);
    expect(saved[0].type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("names the file by the export's fileName and the day, not by the list's title", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:export"] });
    renderList();
    await screen.findByText("=名0");
    await userEvent.click(screen.getByRole("button", { name: /^导\s?出$/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "开始导出" }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(downloads).toEqual([expect.stringMatching(/^夹具-\d{8}\.xlsx$/)]);
  });

  it("measures the progress against the list's total from the start: 已获取 0 / 130 条", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:export"] });
    exportHeld = true;
    renderList();
    await screen.findByText("=名0");
    await userEvent.click(screen.getByRole("button", { name: /^导\s?出$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByText(/将导出前/)).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "开始导出" }));
    expect(await within(dialog).findByText("已获取 0 / 130 条")).toBeInTheDocument();
  });

  it("caps a list of more than 10000: says so first, then measures against 10000", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:export"] });
    exportHeld = true;
    listTotal = 12_345;
    renderList();
    await screen.findByText("=名0");
    await userEvent.click(screen.getByRole("button", { name: /^导\s?出$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/共 12345 条；最多导出 10000 条/)).toBeInTheDocument();
    expect(within(dialog).getByText(/列表超过 10000 条，将导出前 10000 条/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "开始导出" }));
    expect(await within(dialog).findByText("已获取 0 / 10000 条")).toBeInTheDocument();
  });

  it("says an expired cursor in the dialog and saves no file; 重新导出 starts over", async () => {
    setAccessGroup({ menu: ["/fixture/index"], btn: ["fixture:export"] });
    cursorRefusal = new ApiError("导出已过期，请重新导出", { kind: "business", code: 400 });
    renderList();
    await screen.findByText("=名0");
    await userEvent.click(screen.getByRole("button", { name: /^导\s?出$/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "开始导出" }));
    await within(dialog).findByText("导出已过期，请重新导出");
    expect(saved).toHaveLength(0);
    cursorRefusal = null;
    payloads = [];
    await userEvent.click(await within(dialog).findByRole("button", { name: /重新导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(payloads[0]).not.toHaveProperty("cursor");
  });
});
