import type { TablePaginationConfig } from "antd";

/**
 * Table, pagination and select defaults of the console (spec §9): page sizes 10/20/30/40, a "共 N 条" total, a
 * size changer and a quick jumper; selects are 171 px wide, remote search selects 200 px.
 */

/** Page sizes offered by every list (spec §9). */
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 40];
export const DEFAULT_PAGE_SIZE = 10;

/** Width of a plain select (spec §9). */
export const SELECT_WIDTH = 171;
/** Width of a remote search select (spec §9). */
export const REMOTE_SELECT_WIDTH = 200;

/** "共 N 条". */
export function totalText(total: number): string {
  return `共 ${total} 条`;
}

/** The pagination every list starts from. */
export const PAGINATION_DEFAULTS: Readonly<TablePaginationConfig> = Object.freeze({
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZES.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
  showTotal: (total: number) => totalText(total),
});

/**
 * The console's pagination merged under a table's own settings (e.g. refine `useTable().tableProps.pagination`,
 * which carries current, pageSize and total). `false` (no pagination) stays false.
 */
export function withPaginationDefaults(
  pagination?: false | TablePaginationConfig | null,
): false | TablePaginationConfig {
  if (pagination === false) return false;
  return { ...PAGINATION_DEFAULTS, ...(pagination ?? {}) };
}
