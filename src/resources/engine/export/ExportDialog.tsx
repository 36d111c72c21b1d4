/**
 * The export's dialog: the cap stated before it starts (最多导出 10000 条; a longer list exports its first 10000),
 * then the progress of the pages, 取消 (stops paging, no file), and the .xlsx saved when it is built.
 */
import { useDataProvider, type BaseRecord } from "@refinedev/core";
import { App, Button, Modal, Progress, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import type { AnyRecord, ListScreen } from "../types";
import { fileColumns, fileRows, type FileCell } from "./cells";
import { fileNameOf } from "./fileName";
import type { ListExportProps } from "./props";
import { collectLines, EXPORT_CAP, ExportCancelled, type Progress as Paged } from "./paging";

type Phase = { kind: "ready" } | { kind: "paging"; progress: Paged } | { kind: "building"; records: number };

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

export default function ExportDialog<R extends AnyRecord, D extends AnyRecord>({
  screen,
  resource,
  filters,
  total,
  title,
  onClose,
}: ListExportProps<R, D> & { onClose: () => void }) {
  const { message } = App.useApp();
  const dataProvider = useDataProvider();
  const [phase, setPhase] = useState<Phase>({ kind: "ready" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    const shape = fileShape(screen);
    setPhase({ kind: "paging", progress: { done: 0, target: Math.min(total, EXPORT_CAP), total } });
    try {
      const { lines, records } = await collectLines<BaseRecord, FileCell[]>({
        fetchPage: async (page, size) => {
          const answer = await dataProvider().getList({
            resource,
            pagination: { currentPage: page, pageSize: size, mode: "server" },
            filters,
            meta: { endpoints: { list: screen.endpoint } },
          });
          return { records: answer.data, total: answer.total };
        },
        // The records are the list call's answer, typed by the screen's endpoint.
        toLines: (page) => shape.lines(page as unknown as R[]),
        signal: controller.signal,
        onProgress: (progress) => setPhase({ kind: "paging", progress }),
      });
      setPhase({ kind: "building", records });
      const { buildWorkbook, download } = await import("./workbook");
      const blob = await buildWorkbook(shape.columns, lines, title, controller.signal);
      if (controller.signal.aborted) return;
      download(blob, fileNameOf(screen.export?.fileName ?? title));
      message.success(`导出成功，共 ${records} 条`);
      onClose();
    } catch (error) {
      if (error instanceof ExportCancelled || controller.signal.aborted) return;
      // A failed call has shown its toast (the HTTP client); a failure to build the file says so here.
      if (!(error instanceof Error && "statusCode" in error)) message.error("导出失败，请重试");
      setPhase({ kind: "ready" });
    }
  };

  const cancel = () => {
    if (phase.kind !== "ready") message.info("已取消导出");
    abort.current?.abort();
    onClose();
  };

  const running = phase.kind !== "ready";
  const percent =
    phase.kind === "paging"
      ? Math.floor((phase.progress.done / Math.max(1, phase.progress.target)) * 100)
      : phase.kind === "building"
        ? 100
        : 0;
  return (
    <Modal
      open
      title="导出"
      onCancel={cancel}
      maskClosable={!running}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="start" type="primary" loading={running} onClick={() => void start()}>
          开始导出
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
    </Modal>
  );
}
