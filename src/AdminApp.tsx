import { Refine } from "@refinedev/core";
import { App as AntdApp } from "antd";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { routerProvider } from "./providers/routerProvider";
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { config } from "./config";
import { AdminGate } from "./layout/AdminGate";
import { loadAdminLayout } from "./layout/adminLayoutChunk";
import { ZhLocale } from "./layout/ZhLocale";
import { fullPageRoutes, layoutRoutes, routeElements } from "./layout/adminRoutes";
import { groupRedirectElements } from "./layout/groupRedirects";
import { createAccessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { i18nProvider } from "./providers/i18nProvider";
import { liveProvider } from "./providers/live/hub";
import { queryClient } from "./providers/queryClient";
import { registerScreenCalls } from "./providers/servedCalls";
import { AccessFollowsSession } from "./providers/usePermissionSync";
import { refineResources, routes } from "./resources";

// The login starts the first read of the page it opens with the console's data provider (src/pages/login).
export { dataProvider };

// Dates appear only in the authenticated part: its pickers and tables use the zh-cn locale.
dayjs.locale("zh-cn");

const AdminLayout = lazy(loadAdminLayout);
// The live channel's runtime and notifications (issue 28 §2), loaded after the frame: not on the first screen's path.
const LiveWorkplace = lazy(() => import("./layout/live/LiveWorkplace"));

// The screens built on a chosen call: left out where the gateway does not serve it (providers/servedCalls.ts).
registerScreenCalls(routes.flatMap((route) => (route.needs ? [[route.path, route.needs] as const] : [])));

// With the resource list, can() finds a resource's path by name and a menu group's children (useCan strips `list`).
const accessControlProvider = createAccessControlProvider(refineResources);

/**
 * Wiring only: refine with our providers and resources, and the authenticated routes (full-page ones, then every
 * declared route inside the admin layout, then 404). It is loaded lazily after login, so the public pages (/login
 * above all) don't pay for refine, react-query and the data layer. Its QueryClient is the one the onboarding page
 * shares (src/providers/queryClient.ts), emptied when the token changes, so no cached data or permission answer
 * outlives a session. antd's <App> (context for message / Modal / notification hooks) lives here too (and around
 * the onboarding page); the other public pages use only the static message API (React 19 patch in main.tsx).
 */
export default function AdminApp() {
  return (
    <ZhLocale>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          authProvider={authProvider}
          dataProvider={dataProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          liveProvider={liveProvider}
          resources={refineResources}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            // The one QueryClient, shared with the onboarding page (src/providers/queryClient.ts).
            reactQuery: { clientConfig: queryClient },
            // Lists hear their events and offer a refresh (engine ListView); counts refresh by src/queries/live.ts.
            liveMode: config.live === "off" ? "off" : "manual",
          }}
        >
          <AccessFollowsSession />
          <Suspense fallback={null}>
            <LiveWorkplace />
          </Suspense>
          <Routes>
            <Route element={<AdminGate />}>
              {routeElements(fullPageRoutes)}
              <Route element={<AdminLayout />}>{routeElements(layoutRoutes)}</Route>
              {groupRedirectElements()}
              <Route path="*" element={<Navigate to="/404" replace />} />
            </Route>
          </Routes>
        </Refine>
      </AntdApp>
    </ZhLocale>
  );
}
