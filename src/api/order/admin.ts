import { service } from "../endpoint";
import type { DateTime, Id, Yuan } from "../types";
import type {
  OrderCustomer,
  OrderDetail,
  OrderFeeItem,
  OrderGoodsItem,
  OrderKey,
  OrderRow,
  OrderTrackItem,
} from "./types";
import { ORDER_SCREENS } from "../screens";

/** /order-app, shared order queries (/pc/admin/order, /pc/admin/orderFeedBack), dispatch, track and operations. */
const s = service("/order-app", { menu: ORDER_SCREENS });
const order = s.under("/pc/admin/order");
const feedBack = s.under("/pc/admin/orderFeedBack");

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
export const queryOrderBaseInfo = order.get<OrderKey, OrderRow>("/queryOrderBaseInfo", "订单基本信息");
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
  // 地图转派 dispatches one order through this call too (the handler keeps batches to 手动派单).
  { button: ["order:manualDistribute", "order:mapDispatch"] },
);

// ---- Track and permitted commands ----

const track = s.under("/common/orderTrack/orderTrackQuery");

export const orderTrack = track.post<OrderKey, OrderTrackItem[]>("/orderTrack", "订单轨迹");
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
  { button: "order:deliveryInstallSeparate" },
);
export const getOrderRemark = order.get<OrderKey, OrderRemark[]>("/getOrderRemark", "订单备注");
export const getSmfByBizNo = order.get<{ bizNo: string }, SmfInfo | null>(
  "/getSmfByBizNo",
  "按业务单号取服务单",
);
export const getExpectLabel = order.get<OrderKey, ExpectLabel[]>("/getExpectLabel", "客户期望标签");
export const refreshCustomMobile = order.post<OrderKey, { customerMobile: string }>(
  "/refreshCustomMobile",
  "刷新客户联系电话",
  { button: "order:refreshCustomMobile" },
);
export const measureOrderRoomInfo = order.get<OrderKey, MeasureRoom[]>(
  "/measureOrderRoomInfo",
  "测量单房间信息",
);
/** The spec says "worker order detail" without a path. */
export const workerOrderDetail = order.post<OrderKey & { workerId: Id }, OrderDetail>(
  "/workerOrderDetail",
  "师傅视角订单详情",
  { chosenPath: true },
);
