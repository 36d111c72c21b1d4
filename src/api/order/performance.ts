import { service } from "../endpoint";
import type { AppointmentBody, OrderKey, SignInBody, VerifyBody } from "./types";

/** /order-app — worker performance operations done by the provider for a worker (预约, 改约, 签到, 核销). */
const s = service("/order-app").under("/pc/provider/workerPerformance");

export const appointment = s.post<AppointmentBody, null>("/appointment", "预约");
export const visitModify = s.post<AppointmentBody & { reason: string }, null>("/visitModify", "改约");
export const signIn = s.post<SignInBody, null>("/signIn", "签到");
export const verify = s.post<VerifyBody, null>("/verify", "核销");
/** Sends the verification code to the customer again. */
export const verifyCode = s.get<OrderKey, null>("/verifyCode", "发送核销码");
