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
import "./adminLayout.css";

/**
 * The admin layout (spec §2 "Admin layout behaviour"): the sider (menu from the route declarations, filtered by
 * permission), the header (toggle, breadcrumb, bell, provider menu), the tab strip, the page and the footer.
 * Loaded lazily after login; it uses antd and @refinedev/core only (no @refinedev/antd).
 */
export default function AdminLayout() {
  const sider = useSiderState();
  const siderClosed = sider.mobile ? !sider.drawerOpen : sider.collapsed;

  return (
    <Layout hasSider className="admin-layout">
      <SkipLink />
      <AppSider state={sider} />
      <Layout className="admin-main">
        <AppHeader siderClosed={siderClosed} onToggleSider={sider.toggle} breadcrumb={<Breadcrumbs />} />
        <TabsView />
        {/* antd's Content is the page's one <main>; each page puts its title in an <h1> (RouteView). */}
        <Layout.Content className="admin-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <KeepAliveOutlet />
        </Layout.Content>
        <AppFooter />
        <ConsoleDialer />
        <AgreementPrompt />
        <AccessFollower />
      </Layout>
    </Layout>
  );
}
