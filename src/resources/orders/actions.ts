/**
 * Every order operation as an action declaration: its button code (also its command code in ORDER_COMMANDS, so it is
 * offered only when the order allows it and the account holds the code), its dialog or confirmation, its call (own
 * or 天猫 variant by the order's source) and its success message. Rows offer the everyday ones; the detail header
 * offers all of them.
 */
import { api } from "../../api";
import type { OrderRow } from "../../api/order/types";
import { ORDER_SOURCE_CODE, TRANSFER_TYPE, VISIT_TIME_SLOTS } from "../../domain/orders";
import type { Enumeration } from "../../domain/enumeration";
import type { UploadedFile } from "../../widgets/upload";
import type { ActionDecl, ActionTarget, FormFieldDecl } from "../engine";

/** What the order actions need of a record (a list row or the detail). */
export type OrderLike = Pick<OrderRow, "orderNo" | "orderSource" | "workerId" | "serverTypeList"> &
  Partial<Pick<OrderRow, "customerMobile" | "customerName">> & {
    paidAmount?: number;
    refundedAmount?: number;
  };

const SLOTS: Enumeration<string> = VISIT_TIME_SLOTS.map((slot) => ({ value: slot, label: slot }));
const PASSED: Enumeration<number> = [
  { value: 1, label: "合格" },
  { value: 0, label: "不合格" },
];

const isTmall = (order: OrderLike | undefined) => order?.orderSource === ORDER_SOURCE_CODE.tmall;
const orderNoOf = <R extends OrderLike>(target: ActionTarget<R>) => target.record?.orderNo ?? "";
const paths = (files: unknown) =>
  Array.isArray(files) ? (files as UploadedFile[]).map((f) => f.filePath) : [];
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

const remark: FormFieldDecl = { name: "remark", label: "备注", input: "textarea", maxLength: 200 };
const appointmentFields: FormFieldDecl[] = [
  { name: "appointmentDate", label: "预约日期", input: "date", futureOnly: true, required: true },
  { name: "timeSlot", label: "预约时段", input: "slot", options: SLOTS, required: true },
];
const photos = (label: string, required = true): FormFieldDecl => ({
  name: "images",
  label,
  input: "upload",
  kind: "image",
  limit: 5,
  required,
});

/** Amount rules shared by the money dialogs: more than 0, two decimals (the number input clamps the rest). */
const amount = (label: string, max = 99999.99): FormFieldDecl => ({
  name: "amount",
  label,
  input: "number",
  min: 0.01,
  max,
  toFixed: 2,
  suffix: "元",
  required: true,
});

export function orderActions<R extends OrderLike>(): ActionDecl<R>[] {
  return [
    {
      key: "view",
      label: "查看详情",
      button: "order:view",
      placement: ["row"],
      link: (order) => `/order/watch/detail?orderNo=${encodeURIComponent(order.orderNo)}`,
    },
    {
      key: "appointment",
      label: "预约",
      button: "order:appointment",
      command: "order:appointment",
      placement: ["row", "header"],
      form: { title: "预约上门", fields: [...appointmentFields, remark] },
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
      button: "order:reschedule",
      command: "order:reschedule",
      placement: ["row", "header"],
      form: {
        title: "修改预约",
        fields: [
          ...appointmentFields,
          { name: "reason", label: "改约原因", input: "textarea", maxLength: 200, required: true },
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
      button: "order:signIn",
      command: "order:signIn",
      placement: ["header"],
      form: { title: "上门签到", fields: [photos("签到照片")] },
      endpoint: (order) => (isTmall(order) ? api.order.tmall.signIn : api.order.performance.signIn),
      payload: (target, values) => ({ orderNo: orderNoOf(target), images: paths(values.images) }),
      success: "签到成功",
    },
    {
      key: "checkGoods",
      label: "验货",
      button: "order:checkGoods",
      command: "order:checkGoods",
      placement: ["header"],
      form: {
        fields: [
          { name: "passed", label: "验货结果", input: "radio", options: PASSED, required: true },
          photos("验货照片"),
          remark,
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
      button: "order:buildConfirm",
      command: "order:buildConfirm",
      placement: ["header"],
      form: { fields: [photos("施工照片"), remark] },
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
      button: "order:verifyCode",
      command: "order:verifyCode",
      placement: ["header"],
      confirm: (order) => `将向客户${order.customerName ?? ""}发送核销码短信，确定发送吗？`,
      endpoint: api.order.performance.verifyCode,
      payload: (target) => ({ orderNo: orderNoOf(target) }),
      success: "核销码已发送",
    },
    {
      key: "verify",
      label: "核销",
      button: "order:verify",
      command: "order:verify",
      placement: ["header"],
      form: {
        title: "核销订单",
        fields: [
          {
            name: "verifyCode",
            label: "核销码",
            input: "text",
            maxLength: 8,
            required: true,
            validate: (value) => (/^\d{4,8}$/.test(String(value ?? "").trim()) ? null : "核销码为4-8位数字"),
          },
          photos("完工照片", false),
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
      key: "manualDistribute",
      label: "手动派单",
      button: "order:manualDistribute",
      command: "order:manualDistribute",
      placement: ["row", "header", "batch"],
      form: {
        title: (order) => (order ? `手动派单：${order.orderNo}` : "批量手动派单"),
        fields: [{ name: "workerId", label: "师傅", input: "worker", required: true }, remark],
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
      form: { fields: [{ name: "workerId", label: "师傅", input: "worker", required: true }, remark] },
      endpoint: api.order.tmall.directDistribute,
      payload: (target, values) => ({
        orderNo: orderNoOf(target),
        workerId: values.workerId,
        remark: text(values.remark),
      }),
      success: "派单成功",
    },
    {
      key: "mapDispatch",
      label: "地图转派",
      button: "order:mapDispatch",
      command: "order:mapDispatch",
      placement: ["row", "header"],
      link: (order) => `/order/detail-map-dispatch?orderNo=${encodeURIComponent(order.orderNo)}`,
    },
    {
      key: "transfer",
      label: "转单",
      button: "order:transfer",
      command: "order:transfer",
      placement: ["header"],
      form: {
        fields: [
          { name: "transferType", label: "转单类型", input: "radio", options: TRANSFER_TYPE, required: true },
          {
            name: "deliveryWorkerId",
            label: "送货师傅",
            input: "worker",
            required: true,
            when: (values) => values.transferType === 2,
          },
          {
            name: "toWorkerId",
            label: "转给师傅",
            input: "worker",
            required: true,
            validate: (value, values) =>
              value && value === values.deliveryWorkerId ? "送货师傅与安装师傅不能是同一人" : null,
          },
          { name: "reason", label: "转单原因", input: "textarea", maxLength: 200, required: true },
        ],
        initial: () => ({ transferType: 1 }),
      },
      endpoint: api.worker.roster.transferOrders,
      payload: (target, values) => ({
        fromWorkerId: target.record?.workerId,
        toWorkerId: values.toWorkerId,
        orderNos: [orderNoOf(target)],
        transferType: values.transferType,
        reason: text(values.reason),
        deliveryWorkerId: values.transferType === 2 ? values.deliveryWorkerId : undefined,
      }),
      success: "转单成功",
    },
    {
      key: "deliveryInstallSeparate",
      label: "送装分离",
      button: "order:deliveryInstallSeparate",
      command: "order:deliveryInstallSeparate",
      placement: ["header"],
      form: {
        fields: [
          { name: "deliveryWorkerId", label: "送货师傅", input: "worker", required: true },
          {
            name: "installWorkerId",
            label: "安装师傅",
            input: "worker",
            required: true,
            validate: (value, values) =>
              value && value === values.deliveryWorkerId ? "送货师傅与安装师傅不能是同一人" : null,
          },
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
    {
      key: "hangUp",
      label: "挂起",
      button: "order:hangUp",
      command: "order:hangUp",
      placement: ["row", "header"],
      form: {
        title: "挂起订单",
        fields: [
          { name: "hangUpReason", label: "挂起原因", input: "textarea", maxLength: 200, required: true },
          { name: "expectResumeTime", label: "预计恢复日期", input: "date", futureOnly: true },
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
      button: "order:cancelHangUp",
      command: "order:cancelHangUp",
      placement: ["row", "header"],
      confirm: (order) => `确定取消订单 ${order.orderNo} 的挂起吗？`,
      endpoint: api.order.operations.cancelHangUp,
      payload: (target) => ({ orderNo: orderNoOf(target) }),
      success: "已取消挂起",
    },
    {
      key: "offer",
      label: "报价",
      button: "order:offer",
      command: "order:offer",
      placement: ["header"],
      form: { fields: [amount("报价金额"), remark] },
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
      button: "order:hire",
      command: "order:hire",
      placement: ["header"],
      confirm: (order) => `确定按报价雇佣，订单 ${order.orderNo} 将进入待预约吗？`,
      endpoint: api.order.operations.hire,
      payload: (target) => ({ orderNo: orderNoOf(target) }),
      success: "雇佣成功",
    },
    {
      key: "abnormalFee",
      label: "异常费用",
      button: "order:abnormalFee",
      command: "order:abnormalFee",
      placement: ["header"],
      form: {
        title: "申请异常费用",
        fields: [
          amount("异常费用金额", 9999.99),
          { name: "reason", label: "费用原因", input: "textarea", maxLength: 200, required: true },
          photos("凭证照片", false),
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
      button: "order:refund",
      command: "order:refund",
      placement: ["header"],
      danger: true,
      form: {
        title: (order) =>
          order
            ? `退款（最多可退 ¥${(Number(order.paidAmount ?? 0) - Number(order.refundedAmount ?? 0)).toFixed(2)}）`
            : "退款",
        fields: [
          amount("退款金额"),
          { name: "reason", label: "退款原因", input: "textarea", maxLength: 200, required: true },
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
      button: "order:cancel",
      command: "order:cancel",
      placement: ["row", "header"],
      danger: true,
      form: {
        title: (order) => `取消订单${order ? `：${order.orderNo}` : ""}`,
        fields: [
          { name: "cancelReason", label: "取消原因", input: "textarea", maxLength: 200, required: true },
        ],
      },
      endpoint: api.order.operations.cancelOrder,
      payload: (target, values) => ({ orderNo: orderNoOf(target), cancelReason: text(values.cancelReason) }),
      success: "订单已取消",
    },
    {
      key: "measureInfo",
      label: "测量信息",
      button: "order:measureInfo",
      command: "order:measureInfo",
      placement: ["row", "header"],
      link: (order) => `/order/measure-info?orderNo=${encodeURIComponent(order.orderNo)}`,
    },
  ];
}
