import { Button, Card, Form, Input, Space, Steps, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { checkVerifyCode, forgeProviderPassword } from "../../api/worker/account";
import { usePageTitle } from "../../layout/pageTitle";
import { LOGIN_PATH } from "../../providers/guard";
import { call } from "../../providers/http";
import { encryptPassword } from "../../providers/passwordCipher";
import { toastError, toastSuccess } from "../../providers/toast";
import { maskPhone } from "../../widgets/masked-phone/phone";
import { NewPasswordFields } from "../shared/NewPasswordFields";
import { mobileRules, SmsCodeField } from "../shared/SmsCodeField";

interface Values {
  mobile: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
}

/** checkVerifyCode's refusal of a code that does not match (it answers false, or refuses with its own message). */
export const WRONG_CODE_TEXT = "验证码错误，请重新输入";

/**
 * /password/index — forgot password in two steps: 验证手机 (mobile and SMS code, checked with checkVerifyCode, which
 * does not use the code up) and 设置新密码 (the new password twice, then forgeProviderPassword with the same code), then
 * back to login. 上一步 keeps everything typed; a refused reset stays on the second step with the server's message.
 */
export default function ForgotPasswordPage() {
  usePageTitle("忘记密码");
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState<0 | 1>(0);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const verify = async () => {
    const { mobile, verifyCode } = await form.validateFields(["mobile", "verifyCode"]);
    setBusy(true);
    try {
      const matches = await call(checkVerifyCode, { mobile, verifyCode, scene: "forgetPassword" });
      if (matches) setStep(1);
      else toastError(WRONG_CODE_TEXT);
    } catch {
      // The client has shown the error; everything typed stays in the form.
    } finally {
      setBusy(false);
    }
  };

  const reset = async (values: Values) => {
    setBusy(true);
    try {
      await call(forgeProviderPassword, {
        mobile: form.getFieldValue("mobile") as string,
        verifyCode: form.getFieldValue("verifyCode") as string,
        password: await encryptPassword(values.password),
      });
      toastSuccess("密码重置成功，请使用新密码登录");
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The client has shown the error; the new password stays typed, 上一步 leads back to the code.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      {/* The page's one <h1>, at the size of the other pages' titles. */}
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        忘记密码
      </Typography.Title>
      <Steps
        size="small"
        current={step}
        items={[{ title: "验证手机" }, { title: "设置新密码" }]}
        style={{ maxWidth: 420, marginBottom: 24 }}
      />
      <Form<Values>
        form={form}
        name="forgot-password"
        layout="vertical"
        size="large"
        onFinish={step === 0 ? () => void verify() : reset}
        style={{ maxWidth: 420 }}
      >
        {/* Both steps stay mounted (hidden), so that going back and forth loses nothing typed. */}
        <div hidden={step !== 0}>
          <Typography.Paragraph type="secondary">
            请输入注册时使用的手机号，验证通过后设置新密码。
          </Typography.Paragraph>
          <Form.Item
            label="手机号"
            name="mobile"
            rules={mobileRules}
            normalize={(value: string) => value.replace(/\s/g, "")}
          >
            <Input placeholder="请输入手机号" maxLength={11} />
          </Form.Item>
          <SmsCodeField scene="forgetPassword" label="验证码" />
          <Button type="primary" htmlType="submit" block loading={busy && step === 0}>
            下一步
          </Button>
        </div>
        {step === 1 && (
          <>
            <Typography.Paragraph type="secondary">
              手机号 {maskPhone(form.getFieldValue("mobile") as string)} 已验证，请设置新密码。
            </Typography.Paragraph>
            <NewPasswordFields label="新密码" />
            <Space direction="vertical" style={{ width: "100%" }}>
              <Button type="primary" htmlType="submit" block loading={busy}>
                重置密码
              </Button>
              <Button block onClick={() => setStep(0)} disabled={busy}>
                上一步
              </Button>
            </Space>
          </>
        )}
      </Form>
    </Card>
  );
}
