import { Layout, Typography } from "antd";
import { Link, Outlet, useLocation } from "react-router";
import { config } from "../config";
import { TEXT_MUTED } from "../theme";
import { Logo } from "./Logo";
import { APP_TITLE } from "./pageTitle";
import { ZhLocale } from "./ZhLocale";

/** The simple layout of /password/* and the apply page: a logo and 返回登录页 (spec §2). */
export default function SimpleLayout() {
  // The apply page holds the contract table and the deposit details: wider than the password form.
  const wide = useLocation().pathname.startsWith("/apply");
  return (
    <ZhLocale>
      <Layout style={{ minHeight: "100vh", background: "#f5f7fa" }}>
        <Layout.Header
          role="banner"
          style={{
            background: "#fff",
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            boxShadow: "0 1px 4px rgba(0,21,41,.08)",
            padding: "0 24px",
          }}
        >
          <span style={{ display: "flex", alignItems: "center", gap: 12 }}>
            <Logo />
            <Typography.Text strong style={{ fontSize: 18 }}>
              {APP_TITLE}
            </Typography.Text>
          </span>
          <Link to="/login">返回登录页</Link>
        </Layout.Header>
        {/* antd's Content is the page's one <main>. */}
        <Layout.Content
          id="main-content"
          tabIndex={-1}
          style={{ padding: "32px 16px", display: "flex", justifyContent: "center" }}
        >
          <div style={{ width: "100%", maxWidth: wide ? 1080 : 720 }}>
            <Outlet />
          </div>
        </Layout.Content>
        <Layout.Footer role="contentinfo" style={{ textAlign: "center", color: TEXT_MUTED, fontSize: 12 }}>
          {config.footerText}
        </Layout.Footer>
      </Layout>
    </ZhLocale>
  );
}
