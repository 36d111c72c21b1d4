import { service, type Page } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
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
import type * as wire from "../wire/order/tmall";

/**
 * /order-app — retail-platform (天猫) variants. The spec names most of them only in words ("retail-platform order
 * direct distribute", "order goods list", ...); each is placed under a "tmall" segment beside its own-platform
 * counterpart, as the worker map calls do ("tmall/byOrderAndArea").
 */
const s = service("/order-app", { menu: ORDER_SCREENS });
const query = s.under("/pc/admin/tmall/order");
const performance = s.under("/pc/provider/tmall/workerPerformance");

/**
 * The types of the calls below, from their schemas (../wire/order/tmall.ts, where their fields are described); the
 * performance calls' and the shared rows' are those of the own-platform calls (./performance.ts, ./types.ts).
 */
export type DirectDistributeBody = RequestType<typeof wire.directDistributeRequest>;
export type StartPriceDiff = AnswerType<typeof wire.startPriceDiff>;
export type LogisticsItem = AnswerType<typeof wire.logisticsItem>;

/** The spec says "retail-platform order direct distribute" without a path. */
export const directDistribute = s.post<DirectDistributeBody, null>(
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
