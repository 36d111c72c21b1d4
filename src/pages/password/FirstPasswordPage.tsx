/**
 * The first-login step (issue 29): an account whose password was set by someone else (a new staff account, or a
 * reset) changes it before anything else. The route guard shows this in place of every console page while the user
 * info says `mustChangePassword`; once the change is accepted the user info is read again and the console opens
 * where the person was going.
 */
import { Button, Card, Form, Input, Space, Typography } from "antd";
import { useState } from "react";
import { logout } from "../../api/account";
import { userInfo } from "../../api/adminTemplate";
import { changeInitialPassword } from "../../api/staff";
import { usePageTitle } from "../../layout/pageTitle";
import { call } from "../../providers/http";
import { encryptPassword } from "../../providers/passwordCipher";
import { clearAuth, setUser } from "../../providers/session";
import { toastSuccess } from "../../providers/toast";
import { NewPasswordFields } from "../shared/NewPasswordFields";
import { passwordEye } from "../shared/passwordVisibility";

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export const FIRST_PASSWORD_TITLE = "修改初始密码";
export const FIRST_PASSWORD_DONE = "密码修改成功";

export default function FirstPasswordPage() {
  usePageTitle(FIRST_PASSWORD_TITLE);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const change = async (values: Values) => {
    setBusy(true);
    try {
      await call(changeInitialPassword, {
        oldPassword: await encryptPassword(values.oldPassword),
        newPassword: await encryptPassword(values.password),
      });
      toastSuccess(FIRST_PASSWORD_DONE);
      // The guard opens the console once the session's user no longer must change its password.
      setUser(await call(userInfo, undefined, { silent: true }));
    } catch {
      // The client has shown the server's message; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    await call(logout, undefined, { silent: true }).catch(() => undefined);
    clearAuth();
  };

  return (
    <main id="main-content" style={{ maxWidth: 480, margin: "64px auto", padding: "0 16px" }}>
      <Card>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {FIRST_PASSWORD_TITLE}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          为了账号安全，首次登录（或密码被重置后）须先修改密码，修改后才能使用控制台。
        </Typography.Paragraph>
        <Form<Values> form={form} name="first-password" layout="vertical" size="large" onFinish={change}>
          <Form.Item
            label="初始密码"
            name="oldPassword"
            rules={[{ required: true, message: "请输入初始密码" }]}
          >
            <Input.Password
              placeholder="请输入初始密码"
              autoComplete="current-password"
              iconRender={passwordEye}
            />
          </Form.Item>
          <NewPasswordFields label="新密码" />
          <Space direction="vertical" style={{ width: "100%" }}>
            <Button type="primary" htmlType="submit" block loading={busy}>
              确认修改
            </Button>
            {/* A way out that is not the console: back to the login page (the guard follows the session). */}
            <Button block onClick={() => void leave()} disabled={busy}>
              退出登录
            </Button>
          </Space>
        </Form>
      </Card>
    </main>
  );
}
