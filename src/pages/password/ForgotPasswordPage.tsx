import { Button, Card, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { forgeProviderPassword } from "../../api/worker/account";
import { usePageTitle } from "../../layout/pageTitle";
import { LOGIN_PATH } from "../../providers/guard";
import { call } from "../../providers/http";
import { encryptPassword } from "../../providers/passwordCipher";
import { toastSuccess } from "../../providers/toast";
import { NewPasswordFields } from "../shared/NewPasswordFields";
import { mobileRules, SmsCodeField } from "../shared/SmsCodeField";

interface Values {
  mobile: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
}

/** /password/index — forgot password: mobile, SMS code, the new password twice, then back to login. */
export default function ForgotPasswordPage() {
  usePageTitle("忘记密码");
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await call(forgeProviderPassword, {
        mobile: values.mobile,
        verifyCode: values.verifyCode,
        password: await encryptPassword(values.password),
      });
      toastSuccess("密码重置成功，请使用新密码登录");
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The client has shown the error; everything typed stays in the form.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card>
      {/* The page's one <h1>, at the size of the other pages' titles. */}
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        忘记密码
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        请输入注册时使用的手机号，验证通过后设置新密码。
      </Typography.Paragraph>
      <Form<Values>
        name="forgot-password"
        layout="vertical"
        size="large"
        onFinish={submit}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="手机号"
          name="mobile"
          rules={mobileRules}
          normalize={(value: string) => value.replace(/\s/g, "")}
        >
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <SmsCodeField scene="forgetPassword" label="验证码" />
        <NewPasswordFields label="新密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form>
    </Card>
  );
}
