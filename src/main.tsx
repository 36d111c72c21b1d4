// The React 19 patch must come before antd renders anything (static message / Modal APIs rely on it).
import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider } from "antd";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import { consoleTheme } from "./theme";
import { hideIconNames } from "./theme/hideIconNames";
import "./theme/a11y.css";

// No English reaches a screen reader through antd's icon names (see hideIconNames).
hideIconNames();

const root = createRoot(document.getElementById("root")!);
// The first render is a transition: React builds it in slices of a few milliseconds, yielding between them, instead of
// one long task (about 300 ms at 4x CPU on /login); the page shows when all of it is ready, as before.
startTransition(() =>
  root.render(
    <StrictMode>
      {/* antd's Chinese texts come with the pages that show them (src/layout/ZhLocale.tsx). */}
      {/* Buttons keep the spec's exact wording: no space inserted between two Chinese characters ("登录"). The
        theme (src/theme) is the one place where colours are set: every text reaches WCAG's 4.5:1. Lists are not
        virtualised: antd's virtual list marks its visible items aria-selected without an option role (and keeps
        a second, hidden listbox), while the plain list is a proper listbox of options. */}
      <ConfigProvider
        theme={consoleTheme}
        virtual={false}
        button={{ autoInsertSpace: false }}
        // antd names the dialogs' × "Close": named in Chinese here.
        modal={{ closable: { "aria-label": "关闭" } }}
        drawer={{ closable: { "aria-label": "关闭" } }}
      >
        <App />
      </ConfigProvider>
    </StrictMode>,
  ),
);
