/**
 * Handing an order to a worker as action declarations: 手动派单 (also a batch), 天猫直派, 代接单 (the provider accepts a
 * 待接单 order for a worker who took it by phone), 地图转派 (a link to the map), 转单 (the transfer form shared with
 * the worker's 转移订单: src/domain/orders/transfer.ts) and 送装分离. Every worker field lists the order's dispatch
 * candidates (src/widgets/worker-select): who may not take it is shown disabled, with why.
 */
import { api } from "../../api";
import {
  TRANSFER_FIELDS,
  TRANSFER_TEXT,
  transferBody,
  transferInitial,
  transferSuccess,
} from "../../domain/orders";
import { linkTo, requestFields, type ActionDecl } from "../engine";
import { orderNoOf, remarkOf, text, type OrderLike } from "./actionParts";
import { mapDispatchRoute } from "./routes";

// The dialogs' fields: their limits are the calls' request schemas'.
const manualField = requestFields(api.order.admin.manualDistribute);
const directField = requestFields(api.order.tmall.directDistribute);
const onBehalfField = requestFields(api.order.dispatch.acceptOnBehalf);
const separateField = requestFields(api.order.admin.deliveryInstallSeparate);

export function dispatchActions<R extends OrderLike>(): ActionDecl<R>[] {
  return [
    {
      key: "manualDistribute",
      label: "手动派单",
      button: "order:manualDistribute",
      command: "order:manualDistribute",
      placement: ["row", "header", "batch"],
      form: {
        title: (order) => (order ? `手动派单：${order.orderNo}` : "批量手动派单"),
        fields: [manualField("workerId", { label: "师傅", input: "worker" }), remarkOf(manualField)],
      },
      endpoint: api.order.admin.manualDistribute,
      payload: (target, values) => ({
        orderNos: target.records ? [...new Set(target.records.map((o) => o.orderNo))] : [orderNoOf(target)],
        workerId: values.workerId,
        remark: text(values.remark),
      }),
      success: "派单成功",
    },
    {
      key: "directDistribute",
      label: "天猫直派",
      button: "order:directDistribute",
      command: "order:directDistribute",
      placement: ["row", "header"],
      form: { fields: [directField("workerId", { label: "师傅", input: "worker" }), remarkOf(directField)] },
      endpoint: api.order.tmall.directDistribute,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        workerId: values.workerId,
        remark: text(values.remark),
      }),
      success: "派单成功",
    },
    {
      key: "acceptOnBehalf",
      label: "代接单",
      code: "order:acceptOnBehalf",
      placement: ["row", "header"],
      form: {
        title: (order) => `代接单${order ? `：${order.orderNo}` : ""}`,
        fields: [
          { name: "workerName", label: "接单师傅", input: "display" },
          onBehalfField("reason", {
            label: "代接单原因",
            input: "textarea",
            placeholder: "请输入代接单原因，如：师傅已电话确认接单",
          }),
        ],
        initial: (order) => ({ workerName: order?.workerName ?? "" }),
      },
      endpoint: api.order.dispatch.acceptOnBehalf,
      payload: (target, values) => ({ orderNo: orderNoOf(target), reason: text(values.reason) ?? "" }),
      success: "代接单成功",
    },
    {
      key: "mapDispatch",
      label: "地图转派",
      button: "order:mapDispatch",
      command: "order:mapDispatch",
      placement: ["row", "header"],
      link: (order) => linkTo(mapDispatchRoute, order.orderNo),
    },
    {
      key: "transfer",
      label: "转单",
      button: "order:transfer",
      command: "order:transfer",
      placement: ["header"],
      form: { fields: TRANSFER_FIELDS, initial: (order) => transferInitial(order?.workerId) },
      endpoint: api.worker.roster.transferOrders,
      payload: (target, values) => transferBody(target.record?.workerId ?? "", [orderNoOf(target)], values),
      success: (result) => transferSuccess("转单", result),
    },
    {
      key: "deliveryInstallSeparate",
      label: "送装分离",
      command: "order:deliveryInstallSeparate",
      placement: ["header"],
      form: {
        fields: [
          separateField("deliveryWorkerId", { label: "送货师傅", input: "worker" }),
          // The two being one is the handler's refusal, after the schema: the form tells it first.
          separateField("installWorkerId", {
            label: "安装师傅",
            input: "worker",
            validate: (value, values) =>
              value && value === values.deliveryWorkerId ? TRANSFER_TEXT.sameDeliveryInstall : null,
          }),
        ],
      },
      endpoint: api.order.admin.deliveryInstallSeparate,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        deliveryWorkerId: values.deliveryWorkerId,
        installWorkerId: values.installWorkerId,
      }),
      success: "送装分离成功",
    },
  ];
}
