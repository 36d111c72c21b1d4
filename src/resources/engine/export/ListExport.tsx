/**
 * 导出 in a list's toolbar, for holders of the export's btn code. The button is all a list page carries: the dialog
 * (progress, 取消), the paging and the file's library load when it is clicked.
 */
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useMayDo } from "../../../providers/usePermission";
import type { AnyRecord } from "../types";
import type ExportDialogComponent from "./ExportDialog";
import type { ListExportProps } from "./props";

// Through ../later.ts: the dialog's files are named there, not in every list's chunk.
const ExportDialog = lazy(() =>
  import("../later").then((later) => later.loadExportDialog()),
) as unknown as typeof ExportDialogComponent;

export function ListExport<R extends AnyRecord, D extends AnyRecord>(props: ListExportProps<R, D>) {
  const allowed = useMayDo(props.screen.export?.button ?? "");
  const [open, setOpen] = useState(false);
  if (!props.screen.export || !allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>导出</Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
