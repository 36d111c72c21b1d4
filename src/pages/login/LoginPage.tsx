import { useLogin } from "@refinedev/core";
import { Alert, Card, Tabs, Typography } from "antd";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { config } from "../../config";
import { Logo } from "../../layout/Logo";
import { APP_TITLE, usePageTitle } from "../../layout/pageTitle";
import { SMS_REQUIRED_ERROR, type LoginParams } from "../../providers/authProvider";
import { LOGIN_PATH, REDUCE_PARAM } from "../../providers/guard";
import * as session from "../../providers/session";
import { toastError } from "../../providers/toast";
import { PasswordLoginForm } from "./PasswordLoginForm";
import { SmsLoginForm } from "./SmsLoginForm";

type LoginMode = "password" | "sms";

/** /login — password and SMS verification login (spec §4). No layout. */
export default function LoginPage() {
  usePageTitle("登录");
  const [search] = useSearchParams();
  const [locked, setLocked] = useState(() => session.isLoginLocked());
  const [mode, setMode] = useState<LoginMode>(locked ? "sms" : "password");
  const [lockNotice, setLockNotice] = useState<string | null>(null);
  const { mutate: login, isPending } = useLogin<LoginParams>();
  const reduce = search.get(REDUCE_PARAM);

  // refine's own `to` parameter is never honoured: drop it, keeping only `reduce`.
  if (search.has("to")) {
    const kept = reduce ? `?${REDUCE_PARAM}=${encodeURIComponent(reduce)}` : "";
    return <Navigate to={`${LOGIN_PATH}${kept}`} replace />;
  }

  const submit = (params: LoginParams) =>
    login(
      { ...params, reduce },
      {
        onSuccess: (result) => {
          if (result.success) return;
          const message = result.error?.message || "登录失败";
          if (result.error?.name === SMS_REQUIRED_ERROR) {
            setLocked(true);
            setMode("sms");
            setLockNotice(message);
          }
          toastError(message);
        },
      },
    );

  return (
    <div
      style={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        background: "linear-gradient(160deg, #e8f1ff 0%, #f5f7fa 55%, #ffffff 100%)",
        padding: 16,
      }}
    >
      <main style={{ width: "100%", maxWidth: 400 }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 12, marginBottom: 24 }}>
          <Logo size={40} />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {APP_TITLE}
          </Typography.Title>
        </div>
        <Card>
          {locked && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={lockNotice ?? "为了您的账号安全，请使用短信验证码登录"}
            />
          )}
          <Tabs
            activeKey={mode}
            onChange={(key) => setMode(key as LoginMode)}
            centered
            items={[
              {
                key: "password",
                label: "账号密码登录",
                disabled: locked,
                children: <PasswordLoginForm submitting={isPending} onSubmit={submit} />,
              },
              {
                key: "sms",
                label: "短信验证码登录",
                children: <SmsLoginForm submitting={isPending} onSubmit={submit} />,
              },
            ]}
          />
        </Card>
      </main>
      <footer style={{ marginTop: 32, color: "#8c8c8c", fontSize: 12, textAlign: "center" }}>{config.footerText}</footer>
    </div>
  );
}
