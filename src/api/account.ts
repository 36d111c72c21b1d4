import { service } from "./endpoint";
import type { AnswerType } from "./schema";
import type * as wire from "./wire/account";

/** /account-app — tokens. */
const s = service("/account-app", { open: "public" });

/** Query of the token call. grant_type=password: username/password in the body; grant_type=app: SMS login. */
export interface TokenQuery {
  grant_type: "password" | "app";
  scope?: "server";
  terminalId: string;
  /** grant_type=app: the mobile number. */
  key?: string;
  /** grant_type=app: the SMS code. */
  verifyCode?: string;
}

/**
 * The password login's body as the console sends it. Written here, narrower than its schema (./wire/account.ts
 * `passwordLoginRequest`, which wire() holds it to): that schema checks the fields' types only, on purpose (their
 * presence is the handler's, inside the login limit), so a type inferred from it would let a login go without them.
 */
export interface PasswordLoginBody {
  /** Trimmed. */
  username: string;
  /** RSA-OAEP (SHA-256) ciphertext, base64. */
  password: string;
}

/** The answer of the token call, from its schema (./wire/account.ts). */
export type TokenData = AnswerType<typeof wire.tokenData>;

/** Password login answers these codes when SMS verification is required instead. */
export const SMS_REQUIRED_CODES = [200333303, 200333308] as const;

export const token = s.post<PasswordLoginBody | undefined, TokenData>(
  "/oauth2/token",
  "获取令牌（密码或短信验证码）",
  {
    auth: "basic",
    identity: "none",
    effect: "session",
  },
);

export const logout = s.del<void, null>("/v1/common/token/logout", "退出登录", {
  open: "user",
  onboarding: true,
  identity: "none",
  effect: "session",
});
