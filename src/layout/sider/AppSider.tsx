import { Layout } from "antd";
import { lazy, Suspense } from "react";
import { Brand, SIDER_WIDTH } from "./Brand";
import type { SiderState } from "./siderState";
import { SiderMenu } from "./SiderMenu";
import "./sider.css";

export { SIDER_WIDTH } from "./Brand";
export const SIDER_COLLAPSED_WIDTH = 64;

// Closed until the menu button opens it, so nothing is missing while its code loads.
const DrawerSider = lazy(() => import("./DrawerSider"));

/**
 * The left sider: inline and collapsible on wide windows; an overlay drawer below 992 px (siderState.ts).
 */
export function AppSider({ state }: { state: SiderState }) {
  if (state.mobile) {
    return (
      <Suspense fallback={null}>
        <DrawerSider state={state} />
      </Suspense>
    );
  }
  return (
    <Layout.Sider
      className="app-sider"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={state.collapsed}
      trigger={null}
      theme="dark"
    >
      <nav aria-label="侧边菜单">
        <Brand collapsed={state.collapsed} />
        <SiderMenu collapsed={state.collapsed} />
      </nav>
    </Layout.Sider>
  );
}
