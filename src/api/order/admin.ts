import { service } from "../endpoint";
import { orderEffect, ordersEffect } from "./effects";
import type { DateTime, Id, Yuan } from "../types";
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

export interface OrderHangUpInfo {
  /** 1 hung up, 0 not. */
  hangUp: 0 | 1;
  hangUpReason?: string | null;
  hangUpTime?: DateTime | null;
  expectResumeTime?: DateTime | null;
}

export interface OrderWorkerInfo {
  workerId: Id;
  workerName: string;
  workerMobile: string;
  /** Placement: 0 not placed, 1 awaiting appointment, 2 placed, 3 cancelled, -1 taken. */
  placeStatus: number;
  distributeTime?: DateTime | null;
}

export interface OrderAppointmentInfo {
  appointmentTime?: DateTime | null;
  /** Two-hour slot, e.g. "09-11". */
  timeSlot?: string | null;
  appointmentCount: number;
  /** 1 failed to appoint. */
  appointmentFailed: 0 | 1;
  visitTime?: DateTime | null;
  signInTime?: DateTime | null;
}

export interface CheckResult {
  orderNo: string;
  /** Acceptance result, e.g. 合格 / 不合格. */
  checkResult: string;
  images: string[];
  remark?: string | null;
  checkTime?: DateTime | null;
}

export interface RepairResult {
  orderNo: string;
  faultReason: string;
  repairMethod: string;
  images: string[];
  remark?: string | null;
  finishTime?: DateTime | null;
}

export interface ServiceBillLine {
  feeType: number;
  feeTypeName: string;
  amount: Yuan;
  workerAmount: Yuan;
}

export interface OrderServiceBill {
  orderNo: string;
  lines: ServiceBillLine[];
  totalAmount: Yuan;
  workerTotalAmount: Yuan;
  /** Shown as the 起步价差价 row when positive. */
  workerStartPriceDiff: Yuan;
}

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

export interface ManualDistributeBody {
  orderNos: string[];
  workerId: Id;
  remark?: string;
}

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

export interface DeliveryInstallSeparateBody extends OrderKey {
  deliveryWorkerId: Id;
  installWorkerId: Id;
}

export interface OrderRemark {
  id: Id;
  content: string;
  operator: string;
  gmtCreatedTime: DateTime;
}

/** Service management form of a retail-platform business number. */
export interface SmfInfo {
  bizNo: string;
  smfNo: string;
  smfStatus: string;
  gmtCreatedTime: DateTime;
}

export interface ExpectLabel {
  labelCode: string;
  labelName: string;
}

export interface MeasureRoom {
  roomName: string;
  /** Metres. */
  length: number;
  width: number;
  height: number;
  images: string[];
  remark?: string | null;
}

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
export interface OrderVoucher {
  id: Id;
  /** Stored file paths. */
  images: string[];
  remark?: string | null;
  operator: string;
  gmtCreatedTime: DateTime;
}

/** §7 has no call for service vouchers: the read of operations.uploadVoucher, beside the other detail queries. */
export const queryOrderVoucher = order.get<OrderKey, OrderVoucher[]>("/queryOrderVoucher", "订单服务凭证", {
  chosenPath: true,
});
export const getSmfByBizNo = order.get<{ bizNo: string }, SmfInfo | null>(
  "/getSmfByBizNo",
  "按业务单号取服务单",
);
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
export type WorkerGoodsLine = Pick<
  OrderGoodsItem,
  "goodsId" | "serverTypeName" | "goodsName" | "itemName" | "skuName" | "goodsNum" | "workerAmount"
>;

/**
 * The order as one worker sees it in the worker app (the spec names the call, not its answer): that worker's placement,
 * the customer and the place while the order is theirs, and the worker amounts. No customer price, payment or
 * refund: the worker app shows none.
 */
export interface WorkerOrderDetail {
  orderNo: string;
  orderStatus: number;
  serverTypeNameList: string[];
  workerId: Id;
  workerName: string;
  workerMobile: string;
  /** 1 the service worker, 2 the delivery worker of 送装分离 (WORKER_ORDER_ROLE in src/domain/orders/workerView.ts). */
  workerRole: 1 | 2;
  /** This worker's placement: 0 not placed, 1 awaiting appointment, 2 placed, 3 cancelled, -1 taken. */
  placeStatus: number;
  distributeTime?: DateTime | null;
  /** True while the order is this worker's (placement 0-2); false once it was cancelled for them or taken. */
  assigned: boolean;
  /** Customer, address and times: null once the order is no longer the worker's (the app hides them then). */
  customerName: string | null;
  address: string | null;
  nextAppointmentTime?: DateTime | null;
  timeSlot?: string | null;
  visitTime?: DateTime | null;
  finishTime?: DateTime | null;
  goods: WorkerGoodsLine[];
  fees: Pick<OrderFeeItem, "feeType" | "feeTypeName" | "workerAmount">[];
  /** 起步价差价 when positive (the worker is paid at least the start price), else 0. */
  workerStartPriceDiff: Yuan;
  /**
   * What the order pays this worker: the worker total plus the start price difference for the service worker who
   * holds it; 0 for a placement cancelled or taken; null for the delivery worker (the order's worker amounts are
   * the service worker's; delivery is paid outside the order).
   */
  workerIncome: Yuan | null;
}

/** The spec says "worker order detail" without a path. */
export const workerOrderDetail = order.post<OrderKey & { workerId: Id }, WorkerOrderDetail>(
  "/workerOrderDetail",
  "师傅视角订单详情",
  { chosenPath: true, effect: "read" },
);
