import { Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { registerNewProvider } from "../../api/worker/account";
import { MOBILE_PATTERN } from "../../domain/validators";
import { APPLY_MESSAGES } from "../../domain/onboarding";
import { APPLY_PATH, LOGIN_PATH } from "../../providers/guard";
import { encryptPassword } from "../../providers/passwordCipher";
import { toastError, toastSuccess } from "../../providers/toast";
import { useEndpointMutation } from "../../queries/endpoint";
import { loadLoginActions } from "../login/loadLoginActions";
import { NewPasswordFields } from "../shared/NewPasswordFields";
import { CaptchaSmsCodeField } from "../shared/CaptchaSmsCodeField";

interface Values {
  providerName: string;
  mobile: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
}

/**
 * Registration of a new provider (/apply/index without a token): SMS-verified mobile (the send guarded by a picture
 * captcha: the mobile is nobody's yet), the password rule shown before submit, registerNewProvider, then logged in
 * with the new account (settlePhase 0: the application comes next).
 */
export function RegisterForm() {
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const register = useEndpointMutation(registerNewProvider, { refresh: false });

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await register.run({
        providerName: values.providerName.trim(),
        mobile: values.mobile,
        verifyCode: values.verifyCode,
        password: await encryptPassword(values.password),
      });
    } catch {
      // The client has shown the server's message (e.g. 该手机号已注册); everything typed stays.
      setSubmitting(false);
      return;
    }
    const actions = await loadLoginActions();
    const result = await actions.login({
      mode: "password",
      username: values.mobile,
      password: values.password,
    });
    setSubmitting(false);
    if (result.success) {
      toastSuccess("注册成功，请填写入驻申请");
      navigate(result.redirectTo ?? APPLY_PATH, { replace: true });
    } else {
      toastError(`注册成功，请登录（${result.error?.message ?? "自动登录失败"}）`);
      navigate(LOGIN_PATH, { replace: true });
    }
  };

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        注册 / 申请入驻
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        注册服务商账号后，按步骤填写入驻申请；平台审核通过并签署合同、缴纳保证金后即可进入服务商工作台。
      </Typography.Paragraph>
      <Form<Values>
        name="register"
        layout="vertical"
        size="large"
        onFinish={submit}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="服务商名称"
          name="providerName"
          rules={[
            { required: true, whitespace: true, message: "请输入服务商名称" },
            { min: 2, message: "服务商名称至少2个字符" },
            { max: 50, message: "服务商名称不能超过50个字符" },
          ]}
        >
          <Input placeholder="请输入服务商名称" maxLength={50} />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="mobile"
          rules={[
            { required: true, message: "请输入手机号" },
            { pattern: MOBILE_PATTERN, message: APPLY_MESSAGES.mobileFormat },
          ]}
          normalize={(value: string) => value.replace(/\s/g, "")}
        >
          <Input placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <CaptchaSmsCodeField label="验证码" />
        <NewPasswordFields label="密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
        <div style={{ marginTop: 16, textAlign: "center" }}>
          已有账号？
          {/* Underlined: a link inside a line of text must not be told apart by colour alone. */}
          <Link to={LOGIN_PATH} style={{ textDecoration: "underline" }}>
            去登录
          </Link>
        </div>
      </Form>
    </>
  );
}
