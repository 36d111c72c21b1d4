import { service } from "../endpoint";
import type { RequestType } from "../schema";
import { orderEffect } from "./effects";
import type { AppointmentBody, OrderKey, SignInBody, VerifyBody } from "./types";
import { ORDER_SCREENS } from "../screens";
import type * as wire from "../wire/order/performance";

/** /order-app — worker performance operations done by the provider for a worker (预约, 改约, 签到, 核销). */
const s = service("/order-app", { menu: ORDER_SCREENS }).under("/pc/provider/workerPerformance");

// The calls' request schemas are ../wire/order/performance.ts (their fields described there); AppointmentBody,
// SignInBody, VerifyBody and OrderKey are ./types.ts's, shared with api.order.tmall.

/** 改约: the new date and slot and why (no remark: the stand-in reads none and the dialog sends none). */
export type RescheduleBody = RequestType<typeof wire.visitModifyRequest>;

export const appointment = s.post<AppointmentBody, null>("/appointment", "预约", {
  button: "order:appointment",
  effect: orderEffect("order:appointment"),
});
export const visitModify = s.post<RescheduleBody, null>("/visitModify", "改约", {
  button: "order:reschedule",
  effect: orderEffect("order:reschedule"),
});
export const signIn = s.post<SignInBody, null>("/signIn", "签到", {
  button: "order:signIn",
  effect: orderEffect("order:signIn"),
});
export const verify = s.post<VerifyBody, null>("/verify", "核销", {
  button: "order:verify",
  effect: orderEffect("order:verify"),
});
/** Sends the verification code to the customer again: a GET that writes the order track. */
export const verifyCode = s.get<OrderKey, null>("/verifyCode", "发送核销码", {
  button: "order:verifyCode",
  effect: orderEffect("order:verifyCode"),
});
