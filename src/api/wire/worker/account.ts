import * as v from "valibot";
import * as account from "../../worker/account";
import { mobile, request, text } from "../../schema";
import { wire, type WireEntry } from "../define";

/**
 * An SMS code as the stand-in reads it (mocks/validate.ts `smsCode`): six digits, 「验证码格式不正确」 otherwise
 * (src/domain/validators.ts SMS_CODE_PATTERN, which the contract may not import).
 */
export const smsCode = text("验证码", {
  max: 6,
  maxMessage: "验证码格式不正确",
  format: (value) => (/^\d{6}$/.test(value) ? null : "验证码格式不正确"),
});

/** What the code is for (mocks/sms.ts SMS_SCENES): anything else, absent too, is 「验证码用途不正确」. */
const scene = v.picklist(["login", "register", "forgetPassword", "modifyMobile"], "验证码用途不正确");

/**
 * The RSA ciphertext of a new password (mocks/accounts/account.ts `decryptCipher`): its text is checked here, what it
 * decrypts to (and the password rule) by the handler.
 */
const password = text("密码", { max: 2048 });

/** The schemas of api.worker.account's calls (../define.ts). */
export const entries: readonly WireEntry[] = [
  wire(account.sendVerifyCode, { request: request({ mobile: mobile("手机号"), scene }), answer: v.null() }),
  wire(account.checkVerifyCode, {
    request: request({ mobile: mobile("手机号"), scene, verifyCode: smsCode }),
    answer: v.boolean(),
  }),
  wire(account.registerNewProvider, {
    request: request({
      mobile: mobile("手机号"),
      verifyCode: smsCode,
      providerName: text("服务商名称", {
        max: 50,
        format: (value) => (value.length < 2 ? "服务商名称至少2个字符" : null),
      }),
      password,
    }),
    answer: v.object({ providerId: v.string() }),
  }),
  wire(account.forgeProviderPassword, {
    request: request({ mobile: mobile("手机号"), verifyCode: smsCode, password }),
    answer: v.null(),
  }),
  wire(account.confirmFirstEnter, { answer: v.null() }),
];
