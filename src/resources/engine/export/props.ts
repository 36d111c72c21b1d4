/** What a list hands its 导出 (the button and its dialog). */
import type { CrudFilter } from "@refinedev/core";
import type { AnyRecord, ListScreen } from "../types";

export interface ListExportProps<R extends AnyRecord, D extends AnyRecord> {
  screen: ListScreen<R, D>;
  /** refine's resource of the list (its data provider call). */
  resource: string;
  /** The list's current search as refine filters: the same request the list sends, without paging. */
  filters: CrudFilter[];
  /** The list's 共 N 条 now (stated in the dialog before the export starts). */
  total: number;
  /** The sheet's name (the route's title). */
  title: string;
}
