import { Segmented, theme } from "antd";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { config } from "../../config";
import { Logo } from "../../layout/Logo";
import { APP_TITLE, usePageTitle } from "../../layout/pageTitle";
import { TEXT_MUTED } from "../../theme";
import type { LoginParams } from "../../providers/authProvider";
import { SMS_REQUIRED_ERROR } from "../../providers/loginErrors";
import { APPLY_PATH, LOGIN_PATH, REDUCE_PARAM } from "../../providers/guard";
import * as session from "../../providers/session";
import { loadLoginActions } from "./loadLoginActions";
import { whenIdle } from "../../widgets/whenIdle";
import { readLandingAhead, warmUpLogin } from "./prefetchAdmin";
import { PasswordLoginForm } from "./PasswordLoginForm";

type LoginMode = "password" | "sms";

// Shown only while the login is locked to SMS: not part of what paints /login.
const Alert = lazy(() => import("antd/es/alert"));
// Not needed to paint /login: see smsMounted.
const loadSmsLoginForm = () => import("./SmsLoginForm");
const SmsLoginForm = lazy(() => loadSmsLoginForm().then((m) => ({ default: m.SmsLoginForm })));

/** /login — password and SMS verification login (spec §4). No layout. */
export default function LoginPage() {
  usePageTitle("登录");
  const { token } = theme.useToken();
  const [search] = useSearchParams();
  const [locked, setLocked] = useState(() => session.isLoginLocked());
  const [mode, setMode] = useState<LoginMode>(locked ? "sms" : "password");
  // The SMS form mounts (and its code loads) once the page is idle or when it is the mode shown.
  const [smsMounted, setSmsMounted] = useState(mode === "sms");
  const [lockNotice, setLockNotice] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const navigate = useNavigate();
  const reduce = search.get(REDUCE_PARAM);
  // The login's and the admin code (with the admin sheet of antd's styles) load while the user types, so the frame
  // follows the click on 登录 without a wait; the SMS form comes after them.
  // Its code is asked for once the page is idle again (the preload links of its chunks took some 75 ms at 4× CPU
  // inside the render that mounted it), then it renders hidden as a transition, in slices (issue 44). If its code
  // fails to load, it mounts with its mode, which asks again.
  useEffect(
    () =>
      whenIdle(() =>
        warmUpLogin(reduce).then(() =>
          whenIdle(() =>
            loadSmsLoginForm().then(
              () => startTransition(() => setSmsMounted(true)),
              () => undefined,
            ),
          ),
        ),
      ),
    [reduce],
  );
  const warmUp = () => void warmUpLogin(reduce);

  // refine's own `to` parameter is never honoured: drop it, keeping only `reduce`.
  if (search.has("to")) {
    const kept = reduce ? `?${REDUCE_PARAM}=${encodeURIComponent(reduce)}` : "";
    return <Navigate to={`${LOGIN_PATH}${kept}`} replace />;
  }

  // The login page runs before refine is loaded (see src/AdminApp.tsx): it calls the auth provider itself.
  const submit = async (params: LoginParams) => {
    setPending(true);
    const actions = await loadLoginActions();
    const result = await actions.login({ ...params, reduce });
    setPending(false);
    if (result.success) {
      readLandingAhead(result.redirectTo ?? "/");
      navigate(result.redirectTo ?? "/", { replace: true });
      return;
    }
    const message = result.error?.message || "登录失败";
    if (result.error?.name === SMS_REQUIRED_ERROR) {
      setLocked(true);
      setMode("sms");
      setLockNotice(message);
    }
    actions.toastError(message);
  };

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
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            gap: 12,
            marginBottom: 24,
          }}
        >
          <Logo size={40} />
          <h1 style={{ margin: 0, fontSize: 28, fontWeight: 600, color: "rgba(0,0,0,.88)" }}>{APP_TITLE}</h1>
        </div>
        {/* A plain panel: antd Card would bring Tabs (its tabList feature) into the login bundle. */}
        <section
          aria-label="登录"
          onFocusCapture={warmUp}
          onPointerDownCapture={warmUp}
          style={{
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            border: `1px solid ${token.colorBorderSecondary}`,
            padding: 24,
          }}
        >
          {locked && (
            <Suspense fallback={null}>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message={lockNotice ?? "为了您的账号安全，请使用短信验证码登录"}
              />
            </Suspense>
          )}
          {/* A segmented switch rather than Tabs: Tabs would bring its overflow menu into the login bundle. */}
          <Segmented<LoginMode>
            block
            // antd names the group "segmented control" and makes it a second tab stop beside its radios.
            aria-label="登录方式"
            tabIndex={-1}
            value={mode}
            onChange={setMode}
            style={{ marginBottom: 24 }}
            options={[
              { value: "password", label: "账号密码登录", disabled: locked },
              { value: "sms", label: "短信验证码登录" },
            ]}
          />
          {/* Both forms stay mounted so that switching modes loses nothing typed. */}
          <div hidden={mode !== "password"}>
            <PasswordLoginForm submitting={isPending} onSubmit={submit} />
          </div>
          <div hidden={mode !== "sms"}>
            {(smsMounted || mode === "sms") && (
              <Suspense fallback={null}>
                <SmsLoginForm submitting={isPending} onSubmit={submit} />
              </Suspense>
            )}
          </div>
        </section>
        <p style={{ marginTop: 16, textAlign: "center" }}>
          还没有账号？<Link to={APPLY_PATH}>注册 / 申请入驻</Link>
        </p>
      </main>
      <footer style={{ marginTop: 32, color: TEXT_MUTED, fontSize: 12, textAlign: "center" }}>
        {config.footerText}
      </footer>
    </div>
  );
}
