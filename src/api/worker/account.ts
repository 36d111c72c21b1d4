import { service } from "../endpoint";

/**
 * /worker-app — SMS codes, provider registration, forgotten password and first entry: each changes only sign-in or
 * onboarding state, which no open console of the provider shows ("session").
 */
const s = service("/worker-app", { open: "public", effect: "session" });

/** What an SMS code is for. */
export type SmsScene = "login" | "register" | "forgetPassword" | "modifyMobile";

export interface SendVerifyCodeBody {
  mobile: string;
  scene: SmsScene;
}

export interface CheckVerifyCodeBody {
  mobile: string;
  scene: SmsScene;
  verifyCode: string;
}

export interface RegisterProviderBody {
  mobile: string;
  verifyCode: string;
  /** RSA-OAEP ciphertext, like the login password. */
  password: string;
  providerName: string;
}

export interface ForgetPasswordBody {
  mobile: string;
  verifyCode: string;
  /** RSA-OAEP ciphertext. */
  password: string;
}

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

export const registerNewProvider = s.post<RegisterProviderBody, { providerId: string }>(
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
