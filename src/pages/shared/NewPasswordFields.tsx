/**
 * A new password and its confirmation (registration, forgot password): the password rule is shown under the field
 * before submit, and the confirmation must match. `label` names the password ("密码", "新密码"); the form's fields
 * are `password` and `confirmPassword`.
 */
import { Form, Input } from "antd";
import { PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from "../../domain/validators";
import { passwordEye } from "./passwordVisibility";

export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        rules={[
          { required: true, message: `请输入${label}` },
          { pattern: PASSWORD_PATTERN, message: PASSWORD_RULE_TEXT },
        ]}
        extra={PASSWORD_RULE_TEXT}
      >
        <Input.Password placeholder={`请输入${label}`} autoComplete="new-password" iconRender={passwordEye} />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="confirmPassword"
        dependencies={["password"]}
        rules={[
          { required: true, message: `请再次输入${label}` },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue("password")
                ? Promise.resolve()
                : Promise.reject(new Error("两次输入的密码不一致")),
          }),
        ]}
      >
        <Input.Password
          placeholder={`请再次输入${label}`}
          autoComplete="new-password"
          iconRender={passwordEye}
        />
      </Form.Item>
    </>
  );
}
