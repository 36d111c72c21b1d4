import { MobileOutlined, SafetyOutlined } from "@ant-design/icons";
import { Button, Form, Space } from "antd";
// The base Input only (not the Input family with TextArea, Search and OTP): a smaller login page.
import Input from "antd/es/input/Input";
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from "../../domain/validators";
import type { LoginParams } from "../../providers/authProvider";
import { SmsCodeButton } from "../shared/SmsCodeButton";

interface Values {
  mobile: string;
  verifyCode: string;
}

export const mobileRules = [
  { required: true, message: "请输入手机号" },
  { pattern: MOBILE_PATTERN, message: "手机号格式不正确" },
];

export const verifyCodeRules = [
  { required: true, message: "请输入验证码" },
  { pattern: SMS_CODE_PATTERN, message: "验证码为6位数字" },
];

export function SmsLoginForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (params: LoginParams) => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      name="sms-login"
      size="large"
      onFinish={(values) =>
        onSubmit({ mode: "sms", mobile: values.mobile.trim(), verifyCode: values.verifyCode })
      }
    >
      <Form.Item name="mobile" rules={mobileRules} normalize={(value: string) => value.replace(/\s/g, "")}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} aria-label="手机号" />
      </Form.Item>
      <Form.Item required>
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item name="verifyCode" rules={verifyCodeRules} noStyle>
            <Input
              prefix={<SafetyOutlined />}
              placeholder="请输入验证码"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label="验证码"
            />
          </Form.Item>
          <SmsCodeButton
            scene="login"
            getMobile={async () => (await form.validateFields(["mobile"])).mobile}
          />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
