/**
 * Every order operation as an action declaration: its button code (also its command code in ORDER_COMMANDS, so it is
 * offered only when the order allows it and the account holds the code), its dialog or confirmation, its call (own
 * or 天猫 variant by the order's source) and its success message. Rows offer the everyday ones; the detail header
 * offers all of them. The service steps are in serviceActions.ts, the dispatch in dispatchActions.ts, the record
 * keeping (备注, 修改地址, 服务凭证, 提货, 签收) in records.ts; this file assembles them with the rest.
 */
import { api } from "../../api";
import { linkTo, requestFields, type ActionDecl } from "../engine";
import { orderNoOf, paths, remarkOf, text, type OrderLike } from "./actionParts";
import { dispatchActions } from "./dispatchActions";
import { logisticsActions } from "./records";
import { measureInfoRoute, orderDetailRoute } from "./routes";
import { serviceActions } from "./serviceActions";

export type { OrderLike } from "./actionParts";

// The dialogs' fields that fill a request with a schema: their limits are the schema's (what the gateway accepts).
const hangUpField = requestFields(api.order.operations.hangUp);
const abnormalFeeField = requestFields(api.order.operations.abnormalFee);
const refundField = requestFields(api.order.operations.refund);
const cancelField = requestFields(api.order.operations.cancelOrder);
const offerField = requestFields(api.order.operations.offer);
const hireField = requestFields(api.order.operations.hire);

export function orderActions<R extends OrderLike>(): ActionDecl<R>[] {
  return [
    {
      key: "view",
      label: "查看详情",
      button: "order:view",
      placement: ["row"],
      link: (order) => linkTo(orderDetailRoute, order.orderNo),
    },
    ...serviceActions<R>(),
    ...logisticsActions<R>(),
    ...dispatchActions<R>(),
    {
      key: "hangUp",
      label: "挂起",
      code: "order:hangUp",
      placement: ["row", "header"],
      form: {
        title: "挂起订单",
        fields: [
          hangUpField("hangUpReason", { label: "挂起原因", input: "textarea" }),
          // Sent as the day's 00:00:00, which the gateway refuses once past: today is not offered.
          hangUpField("expectResumeTime", { label: "预计恢复日期", input: "date", futureOnly: "afterToday" }),
        ],
      },
      endpoint: api.order.operations.hangUp,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        hangUpReason: text(values.hangUpReason),
        expectResumeTime: values.expectResumeTime ? `${String(values.expectResumeTime)} 00:00:00` : undefined,
      }),
      success: "订单已挂起",
    },
    {
      key: "cancelHangUp",
      label: "取消挂起",
      code: "order:cancelHangUp",
      placement: ["row", "header"],
      confirm: (order) => `确定取消订单 ${order.orderNo} 的挂起吗？`,
      endpoint: api.order.operations.cancelHangUp,
      payload: (target) => ({ orderNo: orderNoOf(target) }),
      success: "已取消挂起",
    },
    {
      key: "offer",
      label: "报价",
      code: "order:offer",
      placement: ["header"],
      form: {
        fields: [
          offerField("amount", { label: "报价金额", input: "number", suffix: "元" }),
          remarkOf(offerField),
        ],
      },
      endpoint: api.order.operations.offer,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        amount: values.amount,
        remark: text(values.remark),
      }),
      success: "报价成功",
    },
    {
      key: "hire",
      label: "雇佣",
      code: "order:hire",
      placement: ["header"],
      // The stand-in (and the contract's HireBody) needs the worker hired: the confirmation alone sent none.
      form: {
        title: (order) => `雇佣师傅${order ? `：${order.orderNo}` : ""}`,
        fields: [hireField("workerId", { label: "师傅", input: "worker" }), remarkOf(hireField)],
      },
      endpoint: api.order.operations.hire,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        workerId: values.workerId,
        remark: text(values.remark),
      }),
      success: "雇佣成功",
    },
    {
      key: "abnormalFee",
      label: "异常费用",
      code: "order:abnormalFee",
      placement: ["header"],
      form: {
        title: "申请异常费用",
        fields: [
          abnormalFeeField("amount", { label: "异常费用金额", input: "number", suffix: "元" }),
          abnormalFeeField("reason", { label: "费用原因", input: "textarea" }),
          abnormalFeeField("images", { label: "凭证照片", input: "upload", kind: "image" }),
        ],
      },
      endpoint: api.order.operations.abnormalFee,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        amount: values.amount,
        reason: text(values.reason),
        images: paths(values.images),
      }),
      success: "异常费用已提交",
    },
    {
      key: "refund",
      label: "退款",
      code: "order:refund",
      placement: ["header"],
      danger: true,
      form: {
        title: (order) =>
          order
            ? `退款（最多可退 ¥${(Number(order.paidAmount ?? 0) - Number(order.refundedAmount ?? 0)).toFixed(2)}）`
            : "退款",
        fields: [
          refundField("amount", { label: "退款金额", input: "number", suffix: "元" }),
          refundField("reason", { label: "退款原因", input: "textarea" }),
        ],
      },
      endpoint: api.order.operations.refund,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        amount: values.amount,
        reason: text(values.reason),
      }),
      success: "退款成功",
    },
    {
      key: "cancel",
      label: "取消订单",
      code: "order:cancel",
      placement: ["row", "header"],
      danger: true,
      form: {
        title: (order) => `取消订单${order ? `：${order.orderNo}` : ""}`,
        fields: [cancelField("cancelReason", { label: "取消原因", input: "textarea" })],
      },
      endpoint: api.order.operations.cancelOrder,
      payload: (target, values) => ({ orderNo: orderNoOf(target), cancelReason: text(values.cancelReason) }),
      success: "订单已取消",
    },
    {
      key: "measureInfo",
      label: "测量信息",
      code: "order:measureInfo",
      placement: ["row", "header"],
      link: (order) => linkTo(measureInfoRoute, order.orderNo),
    },
  ];
}
