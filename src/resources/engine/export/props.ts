/** What a list hands its 导出 (the button and its dialog). */
import type { FormValues } from "../searchState";
import type { AnyRecord, ListScreen } from "../types";

export interface ListExportProps<R extends AnyRecord, D extends AnyRecord> {
  screen: ListScreen<R, D>;
  /** The list's current search: the fields of the request the list sends, without paging. */
  payload: Record<string, unknown>;
  /** The search form's values and the tab, for the 查询条件 the export records (filterText.ts). */
  search: { values: FormValues; tab?: string | number };
  /** The list's 共 N 条 now (stated in the dialog before the export starts). */
  total: number;
  /** The sheet's name (the route's title). */
  title: string;
}
