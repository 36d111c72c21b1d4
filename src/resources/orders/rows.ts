/**
 * The rows of the order lists (spec §3 "Order row"): a combo order (isCombo 1) is split into one row per goods item,
 * and a 起步价差价 row is added when the worker total is below the worker start price (workerStartPriceDiff > 0).
 * The order's own columns (number, status, customer, worker, actions…) span the rows of one order.
 */
import type { OrderGoodsItem, OrderRow } from "../../api/order/types";
import { waitRuleOf } from "../../domain/orders/lateness";

export const START_PRICE_DIFF_LABEL = "起步价差价";

export interface OrderListRow extends OrderRow {
  /** Unique per row: the order number, plus the goods index or "diff". */
  rowId: string;
  rowKind: "order" | "goods" | "startPriceDiff";
  /** What the row's goods, service type and money columns show. */
  rowGoods: string[];
  rowServerTypes: string[];
  rowAmount: number | null;
  rowWorkerAmount: number | null;
  /** The time a 待派单 / 待接单 / 待预约 order waits from (lateness.ts); null for the other statuses or unknown. */
  rowWaitFrom: string | null;
}

type RowOf = Omit<OrderListRow, "rowWaitFrom">;

/** The time the order's status waits from, by the one lateness rule. */
export function waitFromOf(order: OrderRow): string | null {
  const rule = waitRuleOf(order.orderStatus);
  return (rule && order[rule.from]) || null;
}

function goodsRow(order: OrderRow, item: OrderGoodsItem, index: number): RowOf {
  return {
    ...order,
    rowId: `${order.orderNo}#${index}`,
    rowKind: "goods",
    rowGoods: [item.goodsName],
    rowServerTypes: [item.serverTypeName],
    rowAmount: item.amount,
    rowWorkerAmount: item.workerAmount,
  };
}

/** The rows of one order. */
export function rowsOfOrder(order: OrderRow): OrderListRow[] {
  const goods = order.goods ?? [];
  const rows: RowOf[] =
    order.isCombo === 1 && goods.length > 0
      ? goods.map((item, index) => goodsRow(order, item, index))
      : [
          {
            ...order,
            rowId: order.orderNo,
            rowKind: "order",
            rowGoods: order.goodsNameList ?? [],
            rowServerTypes: order.serverTypeNameList ?? [],
            rowAmount: order.totalAmount,
            rowWorkerAmount: order.workerTotalAmount,
          },
        ];
  if (Number(order.workerStartPriceDiff) > 0) {
    rows.push({
      ...order,
      rowId: `${order.orderNo}#diff`,
      rowKind: "startPriceDiff",
      rowGoods: [START_PRICE_DIFF_LABEL],
      rowServerTypes: [],
      rowAmount: null,
      rowWorkerAmount: Number(order.workerStartPriceDiff),
    });
  }
  const rowWaitFrom = waitFromOf(order);
  return rows.map((row) => ({ ...row, rowWaitFrom }));
}

/** The rows of a page of orders, in order. */
export function orderListRows(orders: readonly OrderRow[]): OrderListRow[] {
  return orders.flatMap(rowsOfOrder);
}

/**
 * The goods lines of the detail, with the 起步价差价 line when the difference is positive (own orders: the service
 * bill's workerStartPriceDiff; 天猫 orders: the platform's start price difference).
 */
export function goodsLinesWithDiff(goods: readonly OrderGoodsItem[], diff: number | null | undefined) {
  const lines: (OrderGoodsItem | (Partial<OrderGoodsItem> & { goodsName: string; workerAmount: number }))[] =
    [...goods];
  if (Number(diff) > 0) lines.push({ goodsName: START_PRICE_DIFF_LABEL, workerAmount: Number(diff) });
  return lines;
}
