import { MobileOutlined } from "@ant-design/icons";
import { Button, Form } from "antd";
// The base Input only (not the Input family with TextArea, Search and OTP): a smaller login page.
import Input from "antd/es/input/Input";
import type { LoginParams } from "../../providers/authProvider";
import { mobileRules, SmsCodeField } from "../shared/SmsCodeField";

interface Values {
  mobile: string;
  verifyCode: string;
}

export function SmsLoginForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (params: LoginParams) => void;
}) {
  return (
    <Form<Values>
      name="sms-login"
      size="large"
      onFinish={(values) =>
        onSubmit({ mode: "sms", mobile: values.mobile.trim(), verifyCode: values.verifyCode })
      }
    >
      <Form.Item name="mobile" rules={mobileRules} normalize={(value: string) => value.replace(/\s/g, "")}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} aria-label="手机号" />
      </Form.Item>
      <SmsCodeField scene="login" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
