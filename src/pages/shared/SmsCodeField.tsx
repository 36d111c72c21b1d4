import { SafetyOutlined } from "@ant-design/icons";
import { Form, Space } from "antd";
// The base Input only (not the Input family with TextArea, Search and OTP): a smaller login page.
import Input from "antd/es/input/Input";
import type { SmsScene } from "../../api/worker/account";
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from "../../domain/validators";
import { SmsCodeButton, type SendCode } from "./SmsCodeButton";

export const mobileRules = [
  { required: true, message: "请输入手机号" },
  { pattern: MOBILE_PATTERN, message: "手机号格式不正确" },
];

export const verifyCodeRules = [
  { required: true, message: "请输入验证码" },
  { pattern: SMS_CODE_PATTERN, message: "验证码为6位数字" },
];

/**
 * The SMS code row of a form: the `verifyCode` input and 获取验证码 (60 s countdown), which first validates the
 * enclosing form's `mobile` field and sends the code to it (by default the worker-app send for `scene`, or `send`).
 */
export function SmsCodeField({
  label,
  ...how
}: { label?: string } & ({ scene: SmsScene; send?: undefined } | { scene?: undefined; send: SendCode })) {
  const form = Form.useFormInstance<{ mobile: string }>();
  return (
    <Form.Item label={label} required>
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
        <SmsCodeButton {...how} getMobile={async () => (await form.validateFields(["mobile"])).mobile} />
      </Space.Compact>
    </Form.Item>
  );
}
