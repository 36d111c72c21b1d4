/**
 * refine around a component under test, as the console renders it (src/AdminApp.tsx, src/pages/shared/PublicRefine.tsx):
 * the console's data provider over the HTTP client (which the test replaces with vi.mock("…/providers/http")) and
 * a QueryClient of the test's own, so no answer is shared between tests.
 */
import { Refine } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { useState, type ReactNode } from "react";
import { createDataProvider } from "../providers/dataProvider";
import { createQueryClient } from "../providers/queryClient";

export function RefineScope({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const [dataProvider] = useState(() => createDataProvider());
  return (
    <AntdApp>
      <Refine
        dataProvider={dataProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: client } }}
      >
        {children}
      </Refine>
    </AntdApp>
  );
}
