import { Table, type TableProps } from "antd";
import { withPaginationDefaults } from "./defaults";

/**
 * antd Table with the console's defaults: pagination 10/20/30/40 with "共 N 条", size changer and quick jumper;
 * horizontal scrolling when the columns are wider than the page. Every other prop is passed through.
 *
 * Props: those of antd `Table` (`rowKey` is required: ids are strings from the back end).
 * Events: those of antd `Table` (`onChange` reports pagination, filters and sorter).
 */
export function DataTable<T extends object>(props: TableProps<T> & { rowKey: TableProps<T>["rowKey"] }) {
  const { pagination, scroll, ...rest } = props;
  return (
    <Table<T>
      {...rest}
      scroll={scroll ?? { x: "max-content" }}
      pagination={withPaginationDefaults(pagination)}
    />
  );
}
