import { Layout } from "antd";
import { AccessFollower } from "./AccessFollower";
import { AgreementPrompt } from "./AgreementPrompt";
import { Breadcrumbs } from "./breadcrumb";
import { ConsoleDialer } from "./ConsoleDialer";
import { AppFooter } from "./footer";
import { AppHeader } from "./header";
import { AppSider, useSiderState } from "./sider";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { KeepAliveOutlet, TabsView } from "./tabs";
import { useValueAfterPaint } from "./useValueAfterPaint";
import "./adminLayout.css";

/**
 * The admin layout (spec §2 "Admin layout behaviour"): the sider (menu from the route declarations, filtered by
 * permission), the header (toggle, breadcrumb, bell, provider menu), the tab strip, the page and the footer.
 * Loaded lazily after login; it uses antd and @refinedev/core only (no @refinedev/antd).
 */
export default function AdminLayout() {
  const sider = useSiderState();
  const siderClosed = sider.mobile ? !sider.drawerOpen : sider.collapsed;
  // The tab strip (its place held meanwhile) and the floating dialer come a frame after the frame and the page:
  // rc-tabs measures its tabs in the commit that mounts them, which laid the whole new page out there, and the
  // dialer's tooltip renders it again in that commit, both in the frame's longest task (issue 44).
  const painted = useValueAfterPaint(true, false);

  return (
    <Layout hasSider className="admin-layout">
      <SkipLink />
      <AppSider state={sider} />
      <Layout className="admin-main">
        <AppHeader siderClosed={siderClosed} onToggleSider={sider.toggle} breadcrumb={<Breadcrumbs />} />
        {painted ? <TabsView /> : <div className="tabs-view-pending" aria-hidden="true" />}
        {/* antd's Content is the page's one <main>; each page puts its title in an <h1> (RouteView). */}
        <Layout.Content className="admin-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <KeepAliveOutlet />
        </Layout.Content>
        <AppFooter />
        {painted && <ConsoleDialer />}
        <AgreementPrompt />
        <AccessFollower />
      </Layout>
    </Layout>
  );
}
