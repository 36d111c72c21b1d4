/**
 * What the public pages do over the network, as one lazily loaded unit: the auth provider, the HTTP client
 * (its XMLHttpRequest transport, signing), the SMS code call and the error toast. /login loads it when the person
 * first interacts with the form (and at the latest on submit), so the page itself is usable sooner.
 */
import { sendVerifyCode as sendVerifyCodeEndpoint, type SmsScene } from "../../api/worker/account";
import { authProvider, type LoginParams } from "../../providers/authProvider";
import { call } from "../../providers/http";
import { toastError, toastSuccess } from "../../providers/toast";

export function login(params: LoginParams) {
  return authProvider.login(params);
}

/** Sends an SMS code; resolves true when sent (a failure has shown its error toast). */
export async function sendVerifyCode(mobile: string, scene: SmsScene): Promise<boolean> {
  try {
    await call(sendVerifyCodeEndpoint, { mobile, scene });
    toastSuccess("验证码已发送");
    return true;
  } catch {
    return false;
  }
}

export { toastError };
