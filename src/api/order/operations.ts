import { service } from "../endpoint";
import type { RequestType } from "../schema";
import { orderEffect } from "./effects";
import { ORDER_SCREENS } from "../screens";
import type * as wire from "../wire/order/operations";
import type { OrderKey } from "./types";

/**
 * /order-app/pc/provider/orderOperate — order operations the console offers (spec §4 "Order operations": check
 * goods, build confirm, hang up, cancel, offer, hire, refund, abnormal fee; and the everyday record keeping: remark,
 * address, service vouchers, pick-up, receipt, the 天猫 completion report) for which §7 lists no call. Each path
 * is ours (`chosenPath`): one provider-side folder beside providerOrderQuery and workerPerformance, named after the
 * operation's button code. Which statuses allow each is ORDER_COMMANDS (src/domain/orders/commands.ts).
 */
const s = service("/order-app", { menu: ORDER_SCREENS }).under("/pc/provider/orderOperate");

/** The types of the calls, from their schemas (../wire/order/operations.ts, where their fields are described). */
export type HangUpBody = RequestType<typeof wire.hangUpRequest>;
export type CheckGoodsBody = RequestType<typeof wire.checkGoodsRequest>;
export type BuildConfirmBody = RequestType<typeof wire.buildConfirmRequest>;
export type CancelOrderBody = RequestType<typeof wire.cancelOrderRequest>;
/** Amounts are yuan, above 0, with at most 2 decimals. */
export type AmountBody = RequestType<typeof wire.offerRequest>;
export type RefundBody = RequestType<typeof wire.refundRequest>;
export type AbnormalFeeBody = RequestType<typeof wire.abnormalFeeRequest>;

/** §7 has only the hang-up query (queryOrderHangUpInfo); the operation "hang up" is named in §4. */
export const hangUp = s.post<HangUpBody, null>("/hangUp", "挂起订单", {
  chosenPath: true,
  button: "order:hangUp",
  effect: orderEffect("order:hangUp", "挂起"),
});
/** The counterpart of hangUp. */
export const cancelHangUp = s.post<OrderKey, null>("/cancelHangUp", "取消挂起", {
  chosenPath: true,
  button: "order:cancelHangUp",
  effect: orderEffect("order:cancelHangUp"),
});
/** §4 names "check goods" without a call. */
export const checkGoods = s.post<CheckGoodsBody, null>("/checkGoods", "验货", {
  chosenPath: true,
  button: "order:checkGoods",
  effect: orderEffect("order:checkGoods"),
});
/** §4 names "build confirm" without a call. */
export const buildConfirm = s.post<BuildConfirmBody, null>("/buildConfirm", "施工确认", {
  chosenPath: true,
  button: "order:buildConfirm",
  effect: orderEffect("order:buildConfirm"),
});
/** §4 names "cancel" without a call; the work-order route (申请取消工单) is for cancellations a merchant asks for. */
export const cancelOrder = s.post<CancelOrderBody, null>("/cancel", "取消订单", {
  chosenPath: true,
  button: "order:cancel",
  effect: orderEffect("order:cancel", "取消"),
});
/** §4 names "offer" (status 5 awaiting quote) without a call. */
export const offer = s.post<AmountBody, null>("/offer", "报价", {
  chosenPath: true,
  button: "order:offer",
  effect: orderEffect("order:offer"),
});
/** Hiring the worker who will serve a quoted order: a 正常 worker of the provider. */
export type HireBody = RequestType<typeof wire.hireRequest>;

/** §4 names "hire" (status 6 awaiting hire) without a call. */
export const hire = s.post<HireBody, null>("/hire", "雇佣", {
  chosenPath: true,
  button: "order:hire",
  effect: orderEffect("order:hire", "雇佣师傅"),
});
/** §4 names "refund" without a call. */
export const refund = s.post<RefundBody, null>("/refund", "退款", {
  chosenPath: true,
  button: "order:refund",
  effect: orderEffect("order:refund"),
});
/** §4 names "abnormal fee" (fee type 18 worker abnormal fee) without a call. */
export const abnormalFee = s.post<AbnormalFeeBody, null>("/abnormalFee", "异常费用", {
  chosenPath: true,
  button: "order:abnormalFee",
  effect: orderEffect("order:abnormalFee", "添加异常费用"),
});

// ---- Everyday record keeping (src/domain/orders/recordCommands.ts) ----

export type RemarkBody = RequestType<typeof wire.remarkRequest>;
/** The new service address: region ids of the address picker (street optional) and the detail address. */
export type ModifyAddressBody = RequestType<typeof wire.modifyAddressRequest>;
export type VoucherBody = RequestType<typeof wire.uploadVoucherRequest>;
export type PickUpBody = RequestType<typeof wire.pickUpRequest>;
export type ConfirmReceiptBody = RequestType<typeof wire.confirmReceiptRequest>;
export type CompleteBody = RequestType<typeof wire.completeRequest>;

/** §7 has only the remark read (getOrderRemark); providers keep notes on an order. */
export const remark = s.post<RemarkBody, null>("/remark", "添加订单备注", {
  chosenPath: true,
  button: "order:remark",
  effect: orderEffect("order:remark", "添加备注"),
});
/** Correcting the customer's service address before the visit; no call in §7. */
export const modifyAddress = s.post<ModifyAddressBody, null>("/modifyAddress", "修改服务地址", {
  chosenPath: true,
  button: "order:modifyAddress",
  effect: orderEffect("order:modifyAddress"),
});
/** Service photos kept as proof (read back by admin.queryOrderVoucher); no call in §7. */
export const uploadVoucher = s.post<VoucherBody, null>("/uploadVoucher", "上传服务凭证", {
  chosenPath: true,
  button: "order:uploadVoucher",
  effect: orderEffect("order:uploadVoucher"),
});
/** The worker fetched the goods at the pick-up point (the 待提货 / 提货失败 marks of §4); no call in §7. */
export const pickUp = s.post<PickUpBody, null>("/pickUp", "提货", {
  chosenPath: true,
  button: "order:pickUp",
  effect: orderEffect("order:pickUp"),
});
/** The customer signed for (or refused) the goods (the 客户签收 / 客户拒签 marks of §4); no call in §7. */
export const confirmReceipt = s.post<ConfirmReceiptBody, null>("/confirmReceipt", "确认签收", {
  chosenPath: true,
  button: "order:confirmReceipt",
  effect: orderEffect("order:confirmReceipt"),
});
/** 服务完工 of a 天猫 order (§7 has no 天猫 verify: the platform checks with the customer); no call in §7. */
export const complete = s.post<CompleteBody, null>("/complete", "天猫订单服务完工", {
  chosenPath: true,
  button: "order:complete",
  effect: orderEffect("order:complete", "完工"),
});
