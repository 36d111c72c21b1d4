import * as v from "valibot";
import { mobile, request, text } from "../../schema";

/**
 * The schemas of api.worker.account's calls (registered in ../entries/worker/account.ts); src/api/worker/account.ts
 * takes its types from them.
 */

/**
 * An SMS code as the stand-in reads it (mocks/validate.ts `smsCode`): six digits, 「验证码格式不正确」 otherwise
 * (src/domain/validators.ts SMS_CODE_PATTERN, which the contract may not import).
 */
export const smsCode = text("验证码", {
  max: 6,
  maxMessage: "验证码格式不正确",
  format: (value) => (/^\d{6}$/.test(value) ? null : "验证码格式不正确"),
});

/** What an SMS code is for (mocks/sms.ts SMS_SCENES). */
export const SMS_SCENES = ["login", "register", "forgetPassword", "modifyMobile"] as const;

/** What the code is for: anything else, absent too, is 「验证码用途不正确」. */
const scene = v.picklist(SMS_SCENES, "验证码用途不正确");

/**
 * The RSA ciphertext of a new password (mocks/accounts/account.ts `decryptCipher`): its text is checked here, what it
 * decrypts to (and the password rule) by the handler.
 */
const password = text("密码", { max: 2048 });

// ---- requests, per call

export const sendVerifyCodeRequest = request({ mobile: mobile("手机号"), scene });

export const checkVerifyCodeRequest = request({ mobile: mobile("手机号"), scene, verifyCode: smsCode });

export const registerProviderRequest = request({
  mobile: mobile("手机号"),
  verifyCode: smsCode,
  providerName: text("服务商名称", {
    max: 50,
    format: (value) => (value.length < 2 ? "服务商名称至少2个字符" : null),
  }),
  /** RSA-OAEP ciphertext, like the login password. */
  password,
});

export const forgetPasswordRequest = request({
  mobile: mobile("手机号"),
  verifyCode: smsCode,
  /** RSA-OAEP ciphertext. */
  password,
});

// ---- answers

/** The new provider's id. */
export const providerRegistered = v.object({ providerId: v.string() });
