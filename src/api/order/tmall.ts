import { service, type Page } from "../endpoint";
import type { Id, Yuan } from "../types";
import type {
  AbnormalOrderQuery,
  AbnormalOrderRow,
  AppointmentBody,
  OrderFeeItem,
  OrderGoodsItem,
  OrderKey,
  SignInBody,
} from "./types";
import { ORDER_SCREENS, SCREENS } from "../screens";
import { orderEffect } from "./effects";
import type { RescheduleBody } from "./performance";

/**
 * /order-app — retail-platform (天猫) variants. The spec names most of them only in words ("retail-platform order
 * direct distribute", "order goods list", ...); each is placed under a "tmall" segment beside its own-platform
 * counterpart, as the worker map calls do ("tmall/byOrderAndArea").
 */
const s = service("/order-app", { menu: ORDER_SCREENS });
const query = s.under("/pc/admin/tmall/order");
const performance = s.under("/pc/provider/tmall/workerPerformance");

/** The spec says "retail-platform order direct distribute" without a path. */
export const directDistribute = s.post<OrderKey & { workerId: Id; remark?: string }, null>(
  "/pc/admin/distribute/tmall/directDistribute",
  "天猫订单直接派单",
  {
    button: ["order:directDistribute", "order:mapDispatch"],
    chosenPath: true,
    effect: orderEffect("order:directDistribute", "派单"),
  },
);

/** The spec says "a retail-platform variant" of abnormalWorkerOrderList. */
export const abnormalWorkerOrderList = s.post<AbnormalOrderQuery, Page<AbnormalOrderRow>>(
  "/pc/provider/abnormalOrder/tmall/abnormalWorkerOrderList",
  "天猫师傅异常订单分页",
  { menu: SCREENS.orderWarning, paginated: true, chosenPath: true, effect: "read" },
);

export const appointment = performance.post<AppointmentBody, null>("/appointment", "天猫订单预约", {
  button: "order:appointment",
  effect: orderEffect("order:appointment", "预约"),
});
export const visitModify = performance.post<RescheduleBody, null>("/visitModify", "天猫订单改约", {
  button: "order:reschedule",
  effect: orderEffect("order:reschedule", "改约"),
});
export const signIn = performance.post<SignInBody, null>("/signIn", "天猫订单签到", {
  button: "order:signIn",
  effect: orderEffect("order:signIn", "签到"),
});

export interface StartPriceDiff {
  orderNo: string;
  /** Worker start price minus the worker total; a positive value adds the 起步价差价 row. */
  diffAmount: Yuan;
  startPrice: Yuan;
  workerTotalAmount: Yuan;
}

export interface LogisticsItem {
  logisticsNo: string;
  companyName: string;
  /** 待入库, 待出库, 已出库, 派送中, 客户签收, 客户拒签, 待提货, 提货失败. */
  logisticsStatus: string;
  traces: { time: string; content: string }[];
}

/** The spec says "order goods list" (retail platform) without a path. */
export const orderGoodsList = query.get<OrderKey, OrderGoodsItem[]>("/queryOrderGoodsList", "天猫订单商品", {
  chosenPath: true,
});
/** The spec says "worker start price difference" without a path. */
export const workerStartPriceDiff = query.get<OrderKey, StartPriceDiff>(
  "/queryWorkerStartPriceDiff",
  "天猫订单师傅起步价差价",
  { chosenPath: true },
);
/** The spec says "logistics list v2" without a path. */
export const logisticsList = query.get<OrderKey, LogisticsItem[]>("/v2/queryLogisticsList", "天猫订单物流", {
  chosenPath: true,
});
/** The spec says "order fee info" (retail platform) without a path. */
export const orderFeeInfo = query.get<OrderKey, OrderFeeItem[]>("/queryOrderFeeInfo", "天猫订单费用", {
  chosenPath: true,
});
