import { service } from "../endpoint";
import { orderEffect, ordersEffect } from "./effects";
import type { AnswerType, RequestType } from "../schema";
import type * as wire from "../wire/order/admin";
import type * as records from "../wire/order/records";
import type {
  OrderBaseInfo,
  OrderCustomer,
  OrderFeeItem,
  OrderGoodsItem,
  OrderKey,
  OrderTrackItem,
} from "./types";
import { ORDER_SCREENS } from "../screens";

/**
 * /order-app, shared order queries (/pc/admin/order, /pc/admin/orderFeedBack), dispatch, track and operations. Its
 * POST queries read; the writes name their effect on the order (the record is the order, keyed by its number).
 */
const s = service("/order-app", { menu: ORDER_SCREENS });
const order = s.under("/pc/admin/order");
const feedBack = s.under("/pc/admin/orderFeedBack", { effect: "read" });

/** The types of the calls below, from their schemas (../wire/order/admin.ts, where their fields are described). */
export type OrderHangUpInfo = AnswerType<typeof wire.orderHangUpInfo>;
/** A worker's placement on an order. */
export type OrderWorkerInfo = AnswerType<typeof records.orderWorker>;
export type OrderAppointmentInfo = AnswerType<typeof wire.orderAppointmentInfo>;
export type CheckResult = AnswerType<typeof wire.checkResult>;
export type RepairResult = AnswerType<typeof wire.repairResult>;
export type ServiceBillLine = AnswerType<typeof wire.serviceBillLine>;
export type OrderServiceBill = AnswerType<typeof wire.orderServiceBill>;

export const queryOrderGoodsDetail = order.get<OrderKey, OrderGoodsItem[]>(
  "/queryOrderGoodsDetail",
  "订单商品",
);
export const queryOrderHangUpInfo = order.get<OrderKey, OrderHangUpInfo>(
  "/queryOrderHangUpInfo",
  "订单挂起信息",
);
export const queryOrderBaseInfo = order.get<OrderKey, OrderBaseInfo>("/queryOrderBaseInfo", "订单基本信息");
export const queryWorkerInfo = order.get<OrderKey, OrderWorkerInfo | null>(
  "/queryWorkerInfo",
  "订单师傅信息",
);
export const queryOrderAppointmentInfo = order.get<OrderKey, OrderAppointmentInfo>(
  "/queryOrderAppointmentInfo",
  "订单预约信息",
);
export const queryServiceWorkerInfo = order.get<OrderKey, OrderWorkerInfo[]>(
  "/queryServiceWorkerInfo",
  "服务过该订单的师傅",
);
export const queryOrderFeeInfo = order.get<OrderKey, OrderFeeItem[]>("/queryOrderFeeInfo", "订单费用");
export const queryOrderCustomInfo = order.get<OrderKey, OrderCustomer>(
  "/queryOrderCustomInfo",
  "订单客户信息",
);
export const queryCheckResultByOrderNo = feedBack.get<OrderKey, CheckResult | null>(
  "/queryCheckResultByOrderNo",
  "验收结果",
);
export const queryRepairResultByOrderNo = feedBack.get<OrderKey, RepairResult | null>(
  "/queryRepairResultByOrderNo",
  "维修结果",
);
export const queryOrderServiceBill = feedBack.post<OrderKey, OrderServiceBill>(
  "/v2/queryOrderServiceBill",
  "订单服务账单",
);

// ---- Dispatch ----

export type ManualDistributeBody = RequestType<typeof wire.manualDistributeRequest>;

export const manualDistribute = s.post<ManualDistributeBody, null>(
  "/pc/admin/distribute/manualDistribute",
  "手动派单",
  {
    // 地图转派 dispatches one order through this call too (the handler keeps batches to 手动派单).
    button: ["order:manualDistribute", "order:mapDispatch"],
    effect: ordersEffect("order:manualDistribute", "派单"),
  },
);

// ---- Track and permitted commands ----

const track = s.under("/common/orderTrack/orderTrackQuery", { effect: "read" });

export const orderTrack = track.post<OrderKey, OrderTrackItem[]>("/orderTrack", "订单轨迹", {
  button: "order:track",
});
/** Command codes of the order operations the current user may perform on this order. */
export const queryOrderCommandAuth = track.post<OrderKey, string[]>("/queryOrderCommandAuth", "订单可用操作");

// ---- Other order operations and lookups ----

export type DeliveryInstallSeparateBody = RequestType<typeof wire.deliveryInstallSeparateRequest>;
export type OrderRemark = AnswerType<typeof wire.orderRemark>;
export type SmfQuery = RequestType<typeof wire.smfByBizNoRequest>;
/** Service management form of a retail-platform business number. */
export type SmfInfo = AnswerType<typeof wire.smfInfo>;
export type ExpectLabel = AnswerType<typeof wire.expectLabel>;
export type MeasureRoom = AnswerType<typeof wire.measureRoom>;

export const deliveryInstallSeparate = order.post<DeliveryInstallSeparateBody, null>(
  "/deliveryInstallSeparate",
  "送装分离转单",
  {
    button: "order:deliveryInstallSeparate",
    effect: orderEffect("order:deliveryInstallSeparate", "送装分离"),
  },
);
export const getOrderRemark = order.get<OrderKey, OrderRemark[]>("/getOrderRemark", "订单备注");
/** A group of service photos a provider uploaded as proof (operations.uploadVoucher), newest first. */
export type OrderVoucher = AnswerType<typeof wire.orderVoucher>;

/** §7 has no call for service vouchers: the read of operations.uploadVoucher, beside the other detail queries. */
export const queryOrderVoucher = order.get<OrderKey, OrderVoucher[]>("/queryOrderVoucher", "订单服务凭证", {
  chosenPath: true,
});
export const getSmfByBizNo = order.get<SmfQuery, SmfInfo | null>("/getSmfByBizNo", "按业务单号取服务单");
export const getExpectLabel = order.get<OrderKey, ExpectLabel[]>("/getExpectLabel", "客户期望标签");
export const refreshCustomMobile = order.post<OrderKey, { customerMobile: string }>(
  "/refreshCustomMobile",
  "刷新客户联系电话",
  {
    button: "order:refreshCustomMobile",
    // It writes the order track (who looked the number up).
    effect: orderEffect("order:refreshCustomMobile"),
  },
);
export const measureOrderRoomInfo = order.get<OrderKey, MeasureRoom[]>(
  "/measureOrderRoomInfo",
  "测量单房间信息",
);
/** A goods line as the worker app shows it: what to do and what it pays the worker, no customer price. */
export type WorkerGoodsLine = AnswerType<typeof wire.workerGoodsLine>;
export type WorkerOrderDetailQuery = RequestType<typeof wire.workerOrderDetailRequest>;
/** The order as one worker sees it in the worker app (the spec names the call, not its answer). */
export type WorkerOrderDetail = AnswerType<typeof wire.workerOrderDetail>;

/** The spec says "worker order detail" without a path. */
export const workerOrderDetail = order.post<WorkerOrderDetailQuery, WorkerOrderDetail>(
  "/workerOrderDetail",
  "师傅视角订单详情",
  { chosenPath: true, effect: "read" },
);
