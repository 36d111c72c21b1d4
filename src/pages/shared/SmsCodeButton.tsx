import type { SmsScene } from "../../api/worker/account";
import { SmsCodeSendButton, type SendCode } from "../../widgets/sms-code";
import { loadLoginActions } from "../login/loadLoginActions";

export type { SendCode } from "../../widgets/sms-code";

type SmsCodeButtonProps = {
  /** Validates and returns the mobile number, or rejects (the form then shows its own message). */
  getMobile: () => Promise<string>;
} & (
  | { scene: SmsScene; send?: undefined }
  /** Another way to send (e.g. guarded by a picture captcha); resolves true when the code was sent. */
  | { scene?: undefined; send: SendCode }
);

/**
 * 获取验证码 of the public pages (the widget src/widgets/sms-code): by default the worker-app sendVerifyCode for
 * `scene`, loaded with the login's network code when first used (the page itself stays light).
 */
export function SmsCodeButton({ scene, send, getMobile }: SmsCodeButtonProps) {
  const sendCode: SendCode =
    send ?? (async (mobile) => (await loadLoginActions()).sendVerifyCode(mobile, scene));
  return <SmsCodeSendButton getMobile={getMobile} send={sendCode} />;
}
