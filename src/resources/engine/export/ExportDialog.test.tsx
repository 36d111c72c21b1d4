/**
 * The export's dialog on its own (the file's building replaced, so each phase can be held): the file's columns and
 * lines, the progress of the pages and of the file, what it says of each failure, and 取消 in each phase.
 * ListExport.test.tsx runs the whole export from a list, with the real .xlsx.
 */
import { Refine } from "@refinedev/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { service, type Endpoint, type Page } from "../../../api/endpoint";
import type { ExportPage } from "../../../api/types";
import { ApiError } from "../../../providers/errors";
import { createDataProvider } from "../../../providers/dataProvider";
import type { ListScreen } from "../types";
import { fileColumns, fileRows } from "./cells";
import ExportDialog from "./ExportDialog";
import { fileNameOf } from "./fileName";
import { buildWorkbook, download } from "./workbook";

vi.mock("./workbook", () => ({ buildWorkbook: vi.fn(), download: vi.fn() }));

interface Row {
  id: string;
  name: string;
  amount: number;
}

const list = service("/fixture").post<Record<string, unknown>, Page<Row>>("/list", "夹具列表", {
  paginated: true,
});
const exportCall = service("/fixture").post<Record<string, unknown>, ExportPage<Row>>("/export", "导出夹具", {
  button: "fixture:export",
});
const ROWS: Row[] = Array.from({ length: 130 }, (_, i) => ({ id: `r${i}`, name: `名${i}`, amount: i }));
const screenOf = (extra: Partial<ListScreen<Row>> = {}): ListScreen<Row> => ({
  endpoint: list,
  rowKey: (row) => row.id,
  filters: [{ field: "name", label: "名称", input: "text" }],
  columns: [
    { field: "name", title: "名称" },
    { field: "amount", title: "金额", value: "money" },
  ],
  export: { endpoint: exportCall, fileName: "夹具" },
  ...extra,
});

type Held = { cursor?: string; release: (error?: unknown) => void };
let requests: { payload: Record<string, unknown>; options: unknown }[] = [];
/** The pages held (not answered yet), in order; answered by `release`. */
let held: Held[] = [];
/** Hold the pages from this one on (0: the first). */
let holdFrom = Infinity;

function answer(request: { cursor?: string; size: number }): ExportPage<Row> {
  const from = request.cursor ? Number(request.cursor.slice("c-".length)) : 0;
  const end = Math.min(ROWS.length, from + request.size);
  return {
    exportId: "e1",
    records: ROWS.slice(from, end),
    total: ROWS.length,
    nextCursor: end < ROWS.length ? `c-${end}` : null,
  };
}

function renderDialog(screenDecl = screenOf(), props: { total?: number; tab?: string | number } = {}) {
  const onClose = vi.fn();
  const dataProvider = createDataProvider((_ep: Endpoint, payload, options) => {
    const request = payload as { cursor?: string; size: number };
    requests.push({ payload: payload as Record<string, unknown>, options });
    if (requests.length - 1 < holdFrom) return Promise.resolve(answer(request));
    return new Promise((resolve, reject) =>
      held.push({
        cursor: request.cursor,
        release: (error) => (error ? reject(error) : resolve(answer(request))),
      }),
    );
  });
  const view = render(
    <AntdApp>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <ExportDialog
          screen={screenDecl}
          payload={{ name: "名1" }}
          search={{ values: { name: "名1" }, tab: props.tab }}
          total={props.total ?? ROWS.length}
          title="夹具列表"
          onClose={onClose}
        />
      </Refine>
    </AntdApp>,
  );
  const dialog = () => screen.getByRole("dialog");
  const start = () => userEvent.click(within(dialog()).getByRole("button", { name: /开始导出|重新导出/ }));
  const cancel = () => userEvent.click(within(dialog()).getByRole("button", { name: /取\s?消/ }));
  return { ...view, onClose, dialog, start, cancel };
}

const built = vi.mocked(buildWorkbook);
const saved = vi.mocked(download);
const BLOB = new Blob(["xlsx"]);

beforeEach(() => {
  requests = [];
  held = [];
  holdFrom = Infinity;
  built.mockReset().mockResolvedValue(BLOB);
  saved.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("ExportDialog (engine)", { timeout: 30_000 }, () => {
  it("builds the file from the list's columns over its rows, saves it by the export's name and says 导出成功", async () => {
    const rows = (records: Row[]) => records.map((record) => ({ ...record, name: `行${record.name}` }));
    const decl = screenOf({ rows });
    const view = renderDialog(decl);
    await view.start();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(built).toHaveBeenCalledWith(
      fileColumns(decl.columns),
      fileRows(decl.columns, rows(ROWS)),
      "夹具列表",
      expect.any(AbortSignal),
    );
    expect(saved).toHaveBeenCalledWith(BLOB, fileNameOf("夹具"));
    expect(await screen.findByText("导出成功，共 130 条")).toBeInTheDocument();
    expect(view.onClose).toHaveBeenCalledTimes(1);
    // The first call sends the search and its text, the next ones the cursor; each quietly (the dialog says a failure).
    expect(requests.map((r) => r.payload)).toEqual([
      { name: "名1", size: 100, filterText: "名称：名1" },
      { name: "名1", size: 100, cursor: "c-100" },
    ]);
    for (const request of requests) expect(request.options).toMatchObject({ silent: true });
  });

  it("writes one line per record over the export's own columns when it declares them", async () => {
    const own = [{ field: "id", title: "编号" }] as const;
    const decl = screenOf({
      rows: (records) => records.flatMap((record) => [record, record]),
      export: { endpoint: exportCall, fileName: "夹具", columns: own },
    });
    const view = renderDialog(decl);
    await view.start();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(built).toHaveBeenCalledWith(
      fileColumns(own),
      fileRows(own, ROWS),
      "夹具列表",
      expect.any(AbortSignal),
    );
  });

  it("records the tab of a list whose tabs follow its form in the 查询条件", async () => {
    const decl = screenOf({
      tabs: (values) => ({
        field: "tab",
        options: [{ value: 2, label: values.name ? "待预约" : "全部待办" }],
      }),
    });
    const view = renderDialog(decl, { tab: 2 });
    await view.start();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(requests[0].payload.filterText).toBe("名称：名1；状态：待预约");
  });

  it("shows the pages fetched, then the file being built at 100 %", async () => {
    holdFrom = 1;
    let finish: (blob: Blob) => void = () => undefined;
    built.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const view = renderDialog();
    await view.start();
    const progress = () => within(view.dialog()).getByRole("progressbar", { name: "导出进度" });
    expect(await within(view.dialog()).findByText("已获取 100 / 130 条")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "76");
    held[0].release();
    expect(await within(view.dialog()).findByText("正在生成文件…")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "100");
    expect(within(view.dialog()).getByRole("button", { name: /开始导出/ })).toHaveClass("ant-btn-loading");
    finish(BLOB);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it("says the server's words when the first call is refused, even a 400 (no cursor has expired)", async () => {
    holdFrom = 0;
    const view = renderDialog();
    await view.start();
    await waitFor(() => expect(held).toHaveLength(1));
    held[0].release(new ApiError("查询条件有误", { kind: "business", code: 400 }));
    expect(await within(view.dialog()).findByRole("alert")).toHaveTextContent("查询条件有误");
    expect(within(view.dialog()).getByRole("button", { name: /重新导出/ })).not.toHaveClass(
      "ant-btn-loading",
    );
    expect(screen.queryByText("导出失败，请重试")).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it("says an expired export for a 400 on a later page, and the server's words for another refusal", async () => {
    holdFrom = 1;
    const view = renderDialog();
    await view.start();
    await waitFor(() => expect(held).toHaveLength(1));
    held[0].release(new ApiError("参数错误", { kind: "business", code: 400 }));
    expect(await within(view.dialog()).findByRole("alert")).toHaveTextContent("导出已过期，请重新导出");

    await view.start();
    await waitFor(() => expect(held).toHaveLength(2));
    held[1].release();
    await waitFor(() => expect(held).toHaveLength(3));
    held[2].release(new ApiError("服务繁忙", { kind: "business", code: 500 }));
    expect(await within(view.dialog()).findByText("服务繁忙")).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it("says in a toast that the file could not be built, and may start again", async () => {
    built.mockRejectedValue(new Error("生成文件失败"));
    const view = renderDialog();
    await view.start();
    expect(await screen.findByText("导出失败，请重试")).toBeInTheDocument();
    expect(within(view.dialog()).queryByRole("alert")).toBeNull();
    await waitFor(() =>
      expect(within(view.dialog()).getByRole("button", { name: /开始导出/ })).not.toHaveClass(
        "ant-btn-loading",
      ),
    );
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it("取消 before it starts closes without a word; the mask closes it too", async () => {
    const view = renderDialog();
    await view.cancel();
    expect(view.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(document.querySelector<HTMLElement>(".ant-modal-wrap")!);
    expect(view.onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("已取消导出")).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("取消 while paging stops the pages: no next call, no file, 已取消导出; the mask does not stop it", async () => {
    holdFrom = 1;
    const view = renderDialog();
    await view.start();
    await waitFor(() => expect(held).toHaveLength(1));
    await userEvent.click(document.querySelector<HTMLElement>(".ant-modal-wrap")!);
    expect(view.onClose).not.toHaveBeenCalled();
    await view.cancel();
    expect(await screen.findByText("已取消导出")).toBeInTheDocument();
    expect(view.onClose).toHaveBeenCalledTimes(1);
    held[0].release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
    expect(built).not.toHaveBeenCalled();
    expect(screen.queryByText("导出失败，请重试")).toBeNull();
  });

  it("取消 while the file is built saves nothing and says no success", async () => {
    let finish: (blob: Blob) => void = () => undefined;
    built.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const view = renderDialog();
    await view.start();
    await within(view.dialog()).findByText("正在生成文件…");
    await view.cancel();
    finish(BLOB);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).not.toHaveBeenCalled();
    expect(screen.queryByText(/导出成功/)).toBeNull();
  });

  it("取消 while the file is built in a worker (which then fails as stopped) says no failure", async () => {
    built.mockImplementation(
      (_columns, _lines, _sheet, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener("abort", () => reject(new DOMException("导出已取消", "AbortError"))),
        ),
    );
    const view = renderDialog();
    await view.start();
    await within(view.dialog()).findByText("正在生成文件…");
    await view.cancel();
    expect(await screen.findByText("已取消导出")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText("导出失败，请重试")).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it("stops paging when it is closed from outside (the page left)", async () => {
    holdFrom = 1;
    const view = renderDialog();
    await view.start();
    await waitFor(() => expect(held).toHaveLength(1));
    view.unmount();
    held[0].release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
    expect(built).not.toHaveBeenCalled();
  });

  it("warns of the cap only past it: 10000 exports whole, 10001 its first 10000", () => {
    const exact = renderDialog(screenOf(), { total: 10_000 });
    expect(within(exact.dialog()).queryByText(/将导出前/)).toBeNull();
    exact.unmount();
    const over = renderDialog(screenOf(), { total: 10_001 });
    expect(within(over.dialog()).getByText(/列表超过 10000 条，将导出前 10000 条/)).toBeInTheDocument();
  });
});
