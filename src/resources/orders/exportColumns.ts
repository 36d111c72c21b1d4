/**
 * The order lists' 导出: one line per order (共 N 条 counts orders, not the goods rows a combo order is split into
 * on screen), under the list's own column titles; the goods, service types and amounts are the whole order's.
 */
import { api } from "../../api";
import type { OrderRow } from "../../api/order/types";
import type { ColumnDecl, ExportDecl, FieldOf, ValueType } from "../engine";
import type { OrderListRow } from "./rows";

/** The row's own fields (a goods item's, on screen) and the order's field the file shows instead. */
const ORDER_FIELD: Record<string, FieldOf<OrderRow>> = {
  rowGoods: "goodsNameList",
  rowServerTypes: "serverTypeNameList",
  rowAmount: "totalAmount",
  rowWorkerAmount: "workerTotalAmount",
};

/**
 * A field the order itself has (the list row adds only row* fields). A row field with no order field (等待时长, a
 * running clock: a file read later would say a wrong wait) is left out of the file.
 */
const isOrderField = (field: string): field is FieldOf<OrderRow> => !field.startsWith("row");

function orderValue(
  field: string,
  value: ValueType<OrderListRow> | undefined,
): ValueType<OrderRow> | undefined {
  // The times are text on screen ("YYYY-MM-DD HH:mm:ss"), dates in the file.
  if (field.endsWith("Time")) return "datetime";
  if (typeof value !== "object") return value;
  if ("enum" in value) return { enum: value.enum };
  if ("tags" in value) return { tags: value.tags };
  return undefined; // a link or a custom cell: its text
}

/** The export of an order list showing `columns` (the order lists' one export call, behind 导出订单). */
export function orderExport(
  columns: readonly ColumnDecl<OrderListRow>[],
  fileName: string,
): ExportDecl<OrderRow> {
  return {
    endpoint: api.order.provider.orderExport,
    fileName,
    columns: columns.flatMap((column) => {
      const field = ORDER_FIELD[column.field] ?? (isOrderField(column.field) ? column.field : undefined);
      return field ? [{ field, title: column.title, value: orderValue(column.field, column.value) }] : [];
    }),
  };
}
