import { Layout, Typography } from "antd";
import { Link, Outlet } from "react-router";
import { config } from "../config";
import { Logo } from "./Logo";
import { APP_TITLE } from "./pageTitle";
import { ZhLocale } from "./ZhLocale";

/** The simple layout of /password/* and the apply page: a logo and 返回登录页 (spec §2). */
export default function SimpleLayout() {
  return (
    <ZhLocale>
      <Layout style={{ minHeight: "100vh", background: "#f5f7fa" }}>
        <Layout.Header
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
        <Layout.Content style={{ padding: "32px 16px", display: "flex", justifyContent: "center" }}>
          <main style={{ width: "100%", maxWidth: 720 }}>
            <Outlet />
          </main>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: "center", color: "#8c8c8c", fontSize: 12 }}>
          {config.footerText}
        </Layout.Footer>
      </Layout>
    </ZhLocale>
  );
}
