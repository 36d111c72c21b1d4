/**
 * The service steps of an order as action declarations: 预约, 改约, 签到, 验货, 施工确认, 发送核销码, 核销 and the
 * 天猫 服务完工 (each its button code, also its command in ORDER_COMMANDS; own or 天猫 call by the order's source).
 */
import { api } from "../../api";
import { requestFields, type ActionDecl } from "../engine";
import {
  PASSED,
  isTmall,
  orderNoOf,
  paths,
  photosOf,
  remarkOf,
  text,
  visitFields,
  type OrderLike,
} from "./actionParts";

// The dialogs' fields of the steps with one call: their limits are the call's request schema's.
const checkGoodsField = requestFields(api.order.operations.checkGoods);
const buildConfirmField = requestFields(api.order.operations.buildConfirm);
const verifyField = requestFields(api.order.performance.verify);
const completeField = requestFields(api.order.operations.complete);
// The steps whose call is chosen per order fill the own call's request; the 天猫 call's states the same limits.
const appointField = requestFields(api.order.performance.appointment);
const rescheduleField = requestFields(api.order.performance.visitModify);
const signInField = requestFields(api.order.performance.signIn);

export function serviceActions<R extends OrderLike>(): ActionDecl<R>[] {
  return [
    {
      key: "appointment",
      label: "预约",
      code: "order:appointment",
      placement: ["row", "header"],
      form: { title: "预约上门", fields: [...visitFields(appointField), remarkOf(appointField)] },
      endpoint: (order) => (isTmall(order) ? api.order.tmall.appointment : api.order.performance.appointment),
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        appointmentDate: values.appointmentDate,
        timeSlot: values.timeSlot,
        remark: text(values.remark),
      }),
      success: "预约成功",
    },
    {
      key: "reschedule",
      label: "改约",
      code: "order:reschedule",
      placement: ["row", "header"],
      form: {
        title: "修改预约",
        fields: [
          ...visitFields(rescheduleField),
          rescheduleField("reason", { label: "改约原因", input: "textarea" }),
        ],
      },
      endpoint: (order) => (isTmall(order) ? api.order.tmall.visitModify : api.order.performance.visitModify),
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        appointmentDate: values.appointmentDate,
        timeSlot: values.timeSlot,
        reason: text(values.reason),
      }),
      success: "改约成功",
    },
    {
      key: "signIn",
      label: "签到",
      code: "order:signIn",
      placement: ["header"],
      form: { title: "上门签到", fields: [photosOf(signInField, "签到照片")] },
      endpoint: (order) => (isTmall(order) ? api.order.tmall.signIn : api.order.performance.signIn),
      payload: (target, values) => ({ orderNo: orderNoOf(target), images: paths(values.images) }),
      success: "签到成功",
    },
    {
      key: "checkGoods",
      label: "验货",
      code: "order:checkGoods",
      placement: ["header"],
      form: {
        fields: [
          checkGoodsField("passed", { label: "验货结果", input: "radio", options: PASSED }),
          photosOf(checkGoodsField, "验货照片"),
          remarkOf(checkGoodsField),
        ],
        initial: () => ({ passed: 1 }),
      },
      endpoint: api.order.operations.checkGoods,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        passed: values.passed === 1,
        images: paths(values.images),
        remark: text(values.remark),
      }),
      success: "验货已提交",
    },
    {
      key: "buildConfirm",
      label: "施工确认",
      code: "order:buildConfirm",
      placement: ["header"],
      form: { fields: [photosOf(buildConfirmField, "施工照片"), remarkOf(buildConfirmField)] },
      endpoint: api.order.operations.buildConfirm,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        images: paths(values.images),
        remark: text(values.remark),
      }),
      success: "施工已确认",
    },
    {
      key: "verifyCode",
      label: "发送核销码",
      code: "order:verifyCode",
      placement: ["header"],
      confirm: (order) => `将向客户${order.customerName ?? ""}发送核销码短信，确定发送吗？`,
      endpoint: api.order.performance.verifyCode,
      payload: (target) => ({ orderNo: orderNoOf(target) }),
      success: "核销码已发送",
    },
    {
      key: "verify",
      label: "核销",
      code: "order:verify",
      placement: ["header"],
      form: {
        title: "核销订单",
        // 4 to 8 digits, 「核销码为4-8位数字」: the schema's check; the photos are optional there.
        fields: [
          verifyField("verifyCode", { label: "核销码", input: "text" }),
          photosOf(verifyField, "完工照片"),
        ],
      },
      endpoint: api.order.performance.verify,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        verifyCode: text(values.verifyCode),
        images: paths(values.images),
      }),
      success: "核销成功",
    },
    {
      key: "complete",
      label: "服务完工",
      code: "order:complete",
      placement: ["header"],
      form: {
        title: "天猫订单服务完工",
        fields: [photosOf(completeField, "完工照片"), remarkOf(completeField)],
      },
      endpoint: api.order.operations.complete,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        images: paths(values.images),
        remark: text(values.remark),
      }),
      success: "服务完工已提交",
    },
  ];
}
