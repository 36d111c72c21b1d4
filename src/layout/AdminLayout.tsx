import { ThemedLayout } from "@refinedev/antd";
import { Outlet } from "react-router";
import { Logo } from "./Logo";
import { APP_TITLE } from "./pageTitle";

/** The admin layout (refine's themed layout; the full spec layout replaces it). */
export default function AdminLayout() {
  return (
    <ThemedLayout
      Title={({ collapsed }) => (
        <span style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <Logo size={24} />
          {!collapsed && <strong>{APP_TITLE}</strong>}
        </span>
      )}
    >
      <Outlet />
    </ThemedLayout>
  );
}
