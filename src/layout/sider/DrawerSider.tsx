import { Drawer } from "antd";
import { Brand, SIDER_BACKGROUND, SIDER_WIDTH } from "./Brand";
import { CloseOnNavigation, type SiderState } from "./siderState";
import { SiderMenu } from "./SiderMenu";

/**
 * The sider below 992 px: an overlay drawer (siderState.ts). Its own module, loaded when a window is that narrow
 * (AppSider.tsx): the drawer's code is 5 KB gzip that wide windows never use (issue 30).
 */
export default function DrawerSider({ state }: { state: SiderState }) {
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
