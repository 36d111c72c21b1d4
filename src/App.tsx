import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./layout/AppRoutes";
import { accessControlProvider } from "./providers/accessControlProvider";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { i18nProvider } from "./providers/i18nProvider";
import { refineResources } from "./resources";

/** Wiring only: refine with our providers and resources, and the route tree. */
export default function App() {
  return (
    <BrowserRouter>
      <Refine
        routerProvider={routerProvider}
        authProvider={authProvider}
        dataProvider={dataProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        resources={refineResources}
        options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false }}
      >
        <AppRoutes />
      </Refine>
    </BrowserRouter>
  );
}
