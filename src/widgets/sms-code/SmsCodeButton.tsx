import { Button } from "antd";
import { useState } from "react";
import { SMS_RESEND_SECONDS } from "../../domain/validators";
import { useCountdown } from "./useCountdown";

/** Sends a code to `mobile`; resolves true when it was sent (a failure has shown its message). */
export type SendCode = (mobile: string) => Promise<boolean>;

export interface SmsCodeSendButtonProps {
  /** Validates and returns the mobile number, or rejects (the form then shows its own message). */
  getMobile: () => Promise<string>;
  send: SendCode;
}

/**
 * 获取验证码 with a 60 s resend countdown (spec §5): the mobile is checked first, then `send` sends the code; sent,
 * the button counts down (N s后重新获取) and then offers 重新获取. How the code is sent is the caller's: the public
 * pages load their SMS call lazily (src/pages/shared/SmsCodeButton.tsx), the console calls through refine.
 */
export function SmsCodeSendButton({ getMobile, send }: SmsCodeSendButtonProps) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const onClick = async () => {
    let mobile: string;
    try {
      mobile = await getMobile();
    } catch {
      return;
    }
    setSending(true);
    try {
      if (await send(mobile)) {
        setSentOnce(true);
        start(SMS_RESEND_SECONDS);
      }
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? `${remaining}s后重新获取` : sentOnce ? "重新获取" : "获取验证码";
  return (
    <Button onClick={onClick} loading={sending} disabled={remaining > 0} style={{ minWidth: 112 }}>
      {label}
    </Button>
  );
}
