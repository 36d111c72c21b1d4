import { service } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import type * as wire from "../wire/worker/account";

/**
 * /worker-app — SMS codes, provider registration, forgotten password and first entry: each changes only sign-in or
 * onboarding state, which no open console of the provider shows ("session").
 */
const s = service("/worker-app", { open: "public", effect: "session" });

/** The types of the calls below, from their schemas (../wire/worker/account.ts, where their fields are described). */
export type SendVerifyCodeBody = RequestType<typeof wire.sendVerifyCodeRequest>;
/** What an SMS code is for. */
export type SmsScene = (typeof wire.SMS_SCENES)[number];
export type CheckVerifyCodeBody = RequestType<typeof wire.checkVerifyCodeRequest>;
export type RegisterProviderBody = RequestType<typeof wire.registerProviderRequest>;
export type ForgetPasswordBody = RequestType<typeof wire.forgetPasswordRequest>;
export type ProviderRegistered = AnswerType<typeof wire.providerRegistered>;

export const sendVerifyCode = s.post<SendVerifyCodeBody, null>(
  "/v1/common/sms/sendVerifyCode",
  "发送短信验证码",
  {
    auth: "none",
    identity: "none",
  },
);

export const checkVerifyCode = s.post<CheckVerifyCodeBody, boolean>(
  "/v1/common/sms/checkVerifyCode",
  "校验短信验证码",
  { auth: "none", identity: "none" },
);

export const registerNewProvider = s.post<RegisterProviderBody, ProviderRegistered>(
  "/v1/provider/registerNewProvider",
  "注册新服务商",
  { auth: "none", identity: "none" },
);

export const forgeProviderPassword = s.post<ForgetPasswordBody, null>(
  "/v1/provider/forgeProviderPassword",
  "忘记密码：短信验证后重设",
  { auth: "none", identity: "none" },
);

export const confirmFirstEnter = s.get<void, null>("/v1/provider/confirm/firstEnter", "确认首次进入", {
  open: "user",
});
