import { Button, Form, Space, Spin } from "antd";
// The base Input only, as in SmsCodeField.
import Input from "antd/es/input/Input";
import { useCallback, useEffect, useState } from "react";
import { verificationCodeLine, verificationCodeSmsSend, type CaptchaLine } from "../../api/basicPublic";
import { call } from "../../providers/http";
import { toastSuccess } from "../../providers/toast";
import { SmsCodeField } from "./SmsCodeField";

export const CAPTCHA_MESSAGES = {
  required: "请输入图形验证码",
  loading: "图形验证码加载中，请稍候",
  failed: "图形验证码加载失败，请点击换一张",
} as const;

/** The shown size of the picture (the stand-in draws 120 × 40). */
const IMAGE_WIDTH = 120;
const IMAGE_HEIGHT = 40;

/**
 * The picture captcha (verificationCode/line): loads one when mounted; `refresh` loads another (换一张, and after
 * every send: the server takes one attempt per captcha, right or wrong).
 */
function useCaptcha() {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ version: number; captcha: CaptchaLine | null } | null>(null);
  useEffect(() => {
    let live = true;
    call(verificationCodeLine, undefined, { silent: true }).then(
      (captcha) => live && setAnswer({ version, captcha }),
      () => live && setAnswer({ version, captcha: null }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const state = answer?.version !== version ? "loading" : answer.captcha ? "ready" : "failed";
  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { captcha: state === "ready" ? answer!.captcha : null, state, refresh };
}

/**
 * The SMS code row of a form whose mobile is nobody's yet (registration): 图形验证码 with its picture and 换一张, then
 * the `verifyCode` input and 获取验证码, which validates the form's `mobile`, requires the captcha characters and
 * sends the code through the captcha-guarded verificationCode/sms/send. The captcha field (`captchaCode`) has no
 * rule of its own, so submitting the form never asks for it: it is only needed to send.
 */
export function CaptchaSmsCodeField({ label }: { label?: string }) {
  const form = Form.useFormInstance<{ mobile: string; captchaCode?: string }>();
  const { captcha, state, refresh } = useCaptcha();

  const captchaError = (message: string) => form.setFields([{ name: "captchaCode", errors: [message] }]);

  const send = async (mobile: string): Promise<boolean> => {
    const typed = (form.getFieldValue("captchaCode") as string | undefined)?.trim() ?? "";
    if (!captcha) {
      captchaError(state === "failed" ? CAPTCHA_MESSAGES.failed : CAPTCHA_MESSAGES.loading);
      return false;
    }
    if (!typed) {
      captchaError(CAPTCHA_MESSAGES.required);
      return false;
    }
    try {
      await call(verificationCodeSmsSend, { mobile, captchaKey: captcha.captchaKey, captchaCode: typed });
      toastSuccess("验证码已发送");
      return true;
    } catch {
      // The client has shown the server's message (e.g. 图形验证码错误或已过期).
      return false;
    } finally {
      // Used up either way: a new picture, the characters cleared.
      form.setFields([{ name: "captchaCode", value: "", errors: [] }]);
      refresh();
    }
  };

  return (
    <>
      <Form.Item label="图形验证码" required>
        <Space size={8} align="center" style={{ width: "100%" }}>
          <Form.Item name="captchaCode" noStyle>
            <Input
              placeholder="请输入图形验证码"
              maxLength={8}
              autoComplete="off"
              aria-label="图形验证码"
              style={{ width: 160 }}
            />
          </Form.Item>
          <span
            className="captcha-image"
            style={{ display: "inline-flex", width: IMAGE_WIDTH, height: IMAGE_HEIGHT, alignItems: "center" }}
          >
            {captcha ? (
              <img src={captcha.image} alt="图形验证码图片" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
            ) : state === "loading" ? (
              <Spin size="small" />
            ) : (
              <span role="alert">加载失败</span>
            )}
          </span>
          <Button type="link" onClick={refresh} style={{ paddingInline: 0 }}>
            换一张
          </Button>
        </Space>
      </Form.Item>
      <SmsCodeField label={label} send={send} />
    </>
  );
}
