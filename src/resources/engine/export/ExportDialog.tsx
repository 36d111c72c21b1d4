/**
 * The export's dialog: the cap stated before it starts (最多导出 10000 条; a longer list exports its first 10000),
 * then the progress of the pages, 取消 (stops paging, no file), and the .xlsx saved when it is built. The pages come
 * from the list's export call (issue 43): the first call fixes the export's rows on the server, the next ones follow
 * its cursor; a refused call (an expired cursor: 导出已过期，请重新导出) is said in the dialog, which may start again.
 */
import { useDataProvider, type BaseRecord } from "@refinedev/core";
import { Alert, App, Button, Progress, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import type { ExportPage } from "../../../api/types";
import { EXPORT_EXPIRED_MESSAGE } from "../../../domain/exports";
import { isApiError } from "../../../providers/errors";
import { methodOf } from "../../../queries/endpointKeys";
import type { AnyRecord, ExportDecl, ListScreen } from "../types";
import { fileColumns, fileRows, type FileCell } from "./cells";
import { fileNameOf } from "./fileName";
import { filterText } from "./filterText";
import type { ListExportProps } from "./props";
import { collectLines, EXPORT_CAP, ExportCancelled, type Progress as Paged } from "./paging";
import { Dialog } from "../../../widgets/dialog";

type Phase =
  | { kind: "ready"; failure?: string }
  | { kind: "paging"; progress: Paged }
  | { kind: "building"; records: number };

/** The file's columns and lines of a list: its export columns over the records, or its own rows and columns. */
function fileShape<R extends AnyRecord, D extends AnyRecord>(screen: ListScreen<R, D>) {
  const own = screen.export?.columns;
  if (own) return { columns: fileColumns(own), lines: (records: R[]) => fileRows(own, records) };
  const rowsOf = (records: R[]): D[] => (screen.rows ? screen.rows(records) : (records as unknown as D[]));
  return {
    columns: fileColumns(screen.columns),
    lines: (records: R[]) => fileRows(screen.columns, rowsOf(records)),
  };
}

/** What the dialog says of a failed call: the server's words, an expired cursor's in the console's. */
function failureOf(error: unknown, continuing: boolean): string | null {
  if (!isApiError(error)) return null;
  return continuing && error.code === 400 ? EXPORT_EXPIRED_MESSAGE : error.message;
}

export default function ExportDialog<R extends AnyRecord, D extends AnyRecord>({
  screen,
  payload,
  search,
  total,
  title,
  onClose,
}: ListExportProps<R, D> & { onClose: () => void }) {
  const { message } = App.useApp();
  const dataProvider = useDataProvider();
  const [phase, setPhase] = useState<Phase>({ kind: "ready" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (decl: ExportDecl<R>) => {
    const controller = new AbortController();
    abort.current = controller;
    const shape = fileShape(screen);
    // The search as the form shows it, which the first call sends with the list's own fields (导出记录).
    const shown = filterText(screen.filters, search, tabsOf(screen, search.values));
    let continuing = false;
    setPhase({ kind: "paging", progress: { done: 0, target: Math.min(total, EXPORT_CAP), total } });
    try {
      const { lines, records } = await collectLines<R, FileCell[]>({
        fetchPage: async (cursor, size) => {
          continuing = cursor !== undefined;
          const custom = dataProvider().custom;
          if (!custom) throw new Error("数据提供者没有 custom 方法");
          const answer = await custom<BaseRecord>({
            url: decl.endpoint.path,
            method: methodOf(decl.endpoint),
            payload: { ...payload, size, ...(cursor === undefined ? { filterText: shown } : { cursor }) },
            // Said in the dialog, not in a toast (the dialog stays open and may start again).
            meta: { endpoint: decl.endpoint, silent: true },
          });
          // The export call's declaration types its answer (the data provider answers records).
          return answer.data as unknown as ExportPage<R>;
        },
        toLines: (page) => shape.lines(page),
        signal: controller.signal,
        onProgress: (progress) => setPhase({ kind: "paging", progress }),
      });
      setPhase({ kind: "building", records });
      const { buildWorkbook, download } = await import("./workbook");
      const blob = await buildWorkbook(shape.columns, lines, title, controller.signal);
      if (controller.signal.aborted) return;
      download(blob, fileNameOf(decl.fileName));
      message.success(`导出成功，共 ${records} 条`);
      onClose();
    } catch (error) {
      if (error instanceof ExportCancelled || controller.signal.aborted) return;
      const failure = failureOf(error, continuing);
      // A failure to build the file says so in a toast.
      if (failure === null) message.error("导出失败，请重试");
      setPhase({ kind: "ready", failure: failure ?? undefined });
    }
  };

  const cancel = () => {
    if (phase.kind !== "ready") message.info("已取消导出");
    abort.current?.abort();
    onClose();
  };

  const running = phase.kind !== "ready";
  const failure = phase.kind === "ready" ? phase.failure : undefined;
  const percent =
    phase.kind === "paging"
      ? Math.floor((phase.progress.done / Math.max(1, phase.progress.target)) * 100)
      : phase.kind === "building"
        ? 100
        : 0;
  const decl = screen.export;
  return (
    <Dialog
      open
      title="导出"
      onCancel={cancel}
      maskClosable={!running}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button
          key="start"
          type="primary"
          loading={running}
          disabled={!decl}
          onClick={() => decl && void start(decl)}
        >
          {failure ? "重新导出" : "开始导出"}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        按当前查询条件导出，共 {total} 条；最多导出 {EXPORT_CAP} 条，文件为 Excel（.xlsx）。
      </Typography.Paragraph>
      {total > EXPORT_CAP && (
        <Typography.Paragraph type="warning">
          列表超过 {EXPORT_CAP} 条，将导出前 {EXPORT_CAP} 条；如需全部，请缩小查询范围分次导出。
        </Typography.Paragraph>
      )}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      {running && (
        <>
          <Progress percent={percent} status="active" aria-label="导出进度" />
          <Typography.Text type="secondary">
            {phase.kind === "paging"
              ? `已获取 ${phase.progress.done} / ${phase.progress.target} 条`
              : "正在生成文件…"}
          </Typography.Text>
        </>
      )}
    </Dialog>
  );
}

/** The list's tabs for the search's values (a list's tabs may follow its form, the 天猫 set). */
function tabsOf<R extends AnyRecord, D extends AnyRecord>(
  screen: ListScreen<R, D>,
  values: ListExportProps<R, D>["search"]["values"],
) {
  return typeof screen.tabs === "function" ? screen.tabs(values) : screen.tabs;
}
