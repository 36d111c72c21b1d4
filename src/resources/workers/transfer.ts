/**
 * 转移订单 on a worker: a dialog form whose first field picks from his in-service delivery-install orders
 * (deliveryOrders, the engine's `pickRows` input), then the transfer form of the order's 转单
 * (src/domain/orders/transfer.ts: 手动转单 to one worker, or 送装分离 to a delivery and an install worker). Both
 * make the same call (transferOrders); its fields fill its request, whose schema (src/api/wire/worker/roster.ts)
 * states what is required and the reason's 100 characters.
 */
import { api } from "../../api";
import type { WorkerRow } from "../../api/worker/roster";
import { ORDER_STATUS } from "../../domain/orders/status";
import {
  TRANSFER_FIELDS,
  transferBody,
  transferInitial,
  transferSuccess,
} from "../../domain/orders/transfer";
import { requestFields, type ActionDecl } from "../engine";
import { endpointQueryKey } from "../../queries/endpoint";

/** One page of the worker's orders: a worker has far fewer in service at a time. */
const ORDER_PAGE = 100;

type Worker = Pick<WorkerRow, "workerId" | "workerName">;

const field = requestFields(api.worker.roster.transferOrders);

const pickOrders = field("orderNos", {
  label: "订单",
  input: "pickRows",
  rows: {
    endpoint: api.worker.roster.deliveryOrders,
    payload: (values) => ({ workerId: String(values.fromWorkerId ?? ""), current: 1, size: ORDER_PAGE }),
    rowKey: "orderNo",
    hint: "选择要转出的在途订单（待预约、待上门）",
    empty: "该师傅没有可转移的订单",
    columns: [
      { field: "orderNo", title: "订单号", width: 200 },
      { field: "orderStatus", title: "订单状态", width: 90, value: { enum: ORDER_STATUS } },
      { field: "goodsNameList", title: "商品", value: "list" },
      { field: "customerName", title: "客户", width: 90 },
    ],
  },
});

const orderNosOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function transferOrdersAction<R extends Worker>(): ActionDecl<R> {
  return {
    key: "transferOrders",
    label: "转移订单",
    button: "worker:transferOrders",
    placement: ["row", "header"],
    form: {
      title: (worker) => `转移订单：${worker?.workerName ?? ""}`,
      width: 760,
      fields: [pickOrders, ...TRANSFER_FIELDS],
      initial: (worker) => transferInitial(worker?.workerId),
    },
    endpoint: api.worker.roster.transferOrders,
    payload: (target, values) =>
      transferBody(target.record?.workerId ?? "", orderNosOf(values.orderNos), values),
    // The write's event names the orders; the worker's own 转单记录 and 派送订单 on this page follow too.
    refresh: [
      endpointQueryKey(api.worker.roster.transferList),
      endpointQueryKey(api.worker.roster.deliveryOrders),
    ],
    success: (result) => transferSuccess("转移", result),
  };
}
