/**
 * 导出 in a list's toolbar, for holders of the export call's btn code (its declaration's `button`: the server refuses
 * the call to anyone else). The button is all a list page carries: the dialog (progress, 取消), the paging and the
 * file's library load when it is clicked.
 */
import { Button } from "antd";
import { Suspense, useState } from "react";
import { usePermission } from "../../../providers/usePermission";
import type { AnyRecord, ExportDecl } from "../types";
import { moduleLoader, preloadOf, useLoadThen } from "../../../widgets/moduleLoader";
import type { ListExportProps } from "./props";

// Through ../later.ts: the dialog's files are named there, not in every list's chunk. Opened once it is here
// (src/widgets/moduleLoader.ts).
const exportDialog = moduleLoader(() => import("../later").then((later) => later.loadExportDialog()));
const preloadExportDialog = preloadOf(exportDialog);

/** True when the account holds one of the export call's btn codes (a call naming none is not offered). */
export function mayExport<R extends AnyRecord>(
  decl: ExportDecl<R>,
  mayDo: (code: string) => boolean,
): boolean {
  return decl.endpoint.permission.button.some(mayDo);
}

export function ListExport<R extends AnyRecord, D extends AnyRecord>(props: ListExportProps<R, D>) {
  const { mayDo } = usePermission();
  const loadThen = useLoadThen();
  const [open, setOpen] = useState(false);
  if (!props.screen.export || !mayExport(props.screen.export, mayDo)) return null;
  const ExportDialog = exportDialog.loaded()?.default;
  const start = () => loadThen(exportDialog.load, () => setOpen(true));
  return (
    <>
      <Button onClick={start} onPointerEnter={preloadExportDialog} onFocus={preloadExportDialog}>
        导出
      </Button>
      {open && ExportDialog && (
        <Suspense fallback={null}>
          <ExportDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
