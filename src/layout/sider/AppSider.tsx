import { Drawer, Layout } from "antd";
import { Link } from "react-router";
import { Logo } from "../Logo";
import { APP_TITLE } from "../pageTitle";
import { CloseOnNavigation, type SiderState } from "./siderState";
import { SiderMenu } from "./SiderMenu";
import "./sider.css";

export const SIDER_WIDTH = 210;
export const SIDER_COLLAPSED_WIDTH = 64;
const SIDER_BACKGROUND = "#001529";

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to="/dashboard" className="sider-brand" aria-label={APP_TITLE}>
      <Logo size={28} />
      {!collapsed && <span className="sider-brand-title">{APP_TITLE}</span>}
    </Link>
  );
}

/**
 * The left sider: inline and collapsible on wide windows; an overlay drawer below 992 px (siderState.ts).
 */
export function AppSider({ state }: { state: SiderState }) {
  if (state.mobile) {
    return (
      <>
        {state.drawerOpen && <CloseOnNavigation onNavigate={state.closeDrawer} />}
        <Drawer
          placement="left"
          open={state.drawerOpen}
          onClose={state.closeDrawer}
          closable={false}
          width={SIDER_WIDTH}
          rootClassName="sider-drawer"
          styles={{ body: { padding: 0, background: SIDER_BACKGROUND } }}
        >
          <nav aria-label="侧边菜单">
            <Brand collapsed={false} />
            <SiderMenu />
          </nav>
        </Drawer>
      </>
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
