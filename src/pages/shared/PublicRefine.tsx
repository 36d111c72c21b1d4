import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { App as AntdApp } from "antd";
import type { ReactNode } from "react";
import { createAccessControlProvider } from "../../providers/accessControlProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../providers/i18nProvider";
import { queryClient } from "../../providers/queryClient";

// The onboarding page has no resource of its own: buttons are answered from the account's btn codes.
const accessControlProvider = createAccessControlProvider();

/**
 * refine around a public page that shows console components (the onboarding page, /apply/index: the personal
 * centre's contracts, deposit and forms): the same data provider and the same QueryClient as the authenticated part
 * (src/AdminApp.tsx), so those components fetch one way wherever they render. Only the pages that need it import
 * this file, lazily: /login does not load refine.
 *
 * No auth provider: the route guard (src/layout/guards.tsx) and the HTTP client keep the session, as on every
 * public page; the page reads the user info itself when its settlePhase moves.
 */
export function PublicRefine({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        options={{
          disableTelemetry: true,
          syncWithLocation: false,
          warnWhenUnsavedChanges: false,
          reactQuery: { clientConfig: queryClient },
        }}
      >
        {children}
      </Refine>
    </AntdApp>
  );
}
