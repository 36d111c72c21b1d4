import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { Button, Form } from "antd";
// The base Input and Password only (not the Input family with TextArea, Search and OTP): a smaller login page.
import Input from "antd/es/input/Input";
import Password from "antd/es/input/Password";
import { Link } from "react-router";
import type { LoginParams } from "../../providers/authProvider";
import { FORGOT_PASSWORD_PATH } from "../../providers/guard";
import { passwordEye } from "../shared/passwordVisibility";

interface Values {
  username: string;
  password: string;
}

export function PasswordLoginForm({
  submitting,
  onSubmit,
}: {
  submitting: boolean;
  onSubmit: (params: LoginParams) => void;
}) {
  return (
    <Form<Values>
      name="password-login"
      size="large"
      autoComplete="on"
      onFinish={(values) =>
        onSubmit({ mode: "password", username: values.username.trim(), password: values.password })
      }
    >
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: "请输入用户名" }]}
        normalize={(value: string) => value.trimStart()}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder="请输入用户名"
          autoComplete="username"
          aria-label="用户名"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: "请输入密码" }]}>
        <Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
          aria-label="密码"
          iconRender={passwordEye}
        />
      </Form.Item>
      <div style={{ textAlign: "right", marginTop: -8, marginBottom: 16 }}>
        <Link to={FORGOT_PASSWORD_PATH}>忘记密码？</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
