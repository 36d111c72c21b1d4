import { Button } from "antd";
import { useState } from "react";
import type { SmsScene } from "../../api/worker/account";
import { SMS_RESEND_SECONDS } from "../../domain/validators";
import { loadLoginActions } from "../login/loadLoginActions";
import { useCountdown } from "./useCountdown";

type SmsCodeButtonProps = {
  /** Validates and returns the mobile number, or rejects (the form then shows its own message). */
  getMobile: () => Promise<string>;
} & (
  | { scene: SmsScene; send?: undefined }
  /** Another way to send (e.g. guarded by a picture captcha); resolves true when the code was sent. */
  | { scene?: undefined; send: SendCode }
);

/** 获取验证码 with a 60 s resend countdown; by default the worker-app sendVerifyCode for `scene`. */
/** Sends a code to `mobile`; resolves true when it was sent. */
export type SendCode = (mobile: string) => Promise<boolean>;

export function SmsCodeButton({ scene, send: sendCode, getMobile }: SmsCodeButtonProps) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async () => {
    let mobile: string;
    try {
      mobile = await getMobile();
    } catch {
      return;
    }
    setSending(true);
    try {
      // On failure the HTTP client has shown the error; the button stays available.
      const sent = sendCode
        ? await sendCode(mobile)
        : await (await loadLoginActions()).sendVerifyCode(mobile, scene);
      if (sent) {
        setSentOnce(true);
        start(SMS_RESEND_SECONDS);
      }
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? `${remaining}s后重新获取` : sentOnce ? "重新获取" : "获取验证码";
  return (
    <Button onClick={send} loading={sending} disabled={remaining > 0} style={{ minWidth: 112 }}>
      {label}
    </Button>
  );
}
